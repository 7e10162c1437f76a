import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export type SpinnerProps = ComponentProps<"svg"> & { label?: string };

export function Spinner({ className, label = "Loading", ...props }: SpinnerProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      fill="none"
      className={cn("size-4 shrink-0 animate-spin", className)}
      {...props}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
