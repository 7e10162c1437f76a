import type { ComponentProps } from "react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { cn } from "../../lib/cn";
import { LineIcon } from "./line-icon";

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root>;

export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "group peer inline-flex size-5 shrink-0 items-center justify-center rounded-sm border border-ink-400 bg-white text-white transition-colors hover:border-brand-600 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger-600 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 data-[state=indeterminate]:border-brand-600 data-[state=indeterminate]:bg-brand-600",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <LineIcon viewBox="0 0 16 16" strokeWidth="2.25" strokeLinejoin="round" className="size-3.5">
          <path d="m3.5 8.5 3 3 6-7" className="group-data-[state=indeterminate]:hidden" />
          <path d="M3.5 8h9" className="hidden group-data-[state=indeterminate]:block" />
        </LineIcon>
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
