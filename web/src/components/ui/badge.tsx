import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const variants = {
  neutral: "bg-ink-100 text-ink-700",
  brand: "bg-brand-100 text-brand-800",
  success: "bg-success-100 text-success-800",
  warning: "bg-warning-100 text-warning-800",
  danger: "bg-danger-100 text-danger-800",
} as const;

export type BadgeVariant = keyof typeof variants;
export type BadgeProps = ComponentProps<"span"> & { variant?: BadgeVariant };

export function Badge({ className, variant = "neutral", ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

/** Each value of a field with a few values (a status): its words and its badge's colour. */
export type BadgeWords<V extends string> = Record<V, [words: string, variant: BadgeVariant]>;

/** A badge of one of a field's values, in the words and colour its table gives it. */
export function ValueBadge<V extends string>({
  value,
  words,
  ...props
}: Omit<BadgeProps, "variant" | "children"> & { value: V; words: BadgeWords<V> }) {
  const [text, variant] = words[value];
  return (
    <Badge variant={variant} {...props}>
      {text}
    </Badge>
  );
}
