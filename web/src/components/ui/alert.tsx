import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

const variants = {
  info: "border-info-600 bg-info-50 text-info-800",
  success: "border-success-600 bg-success-50 text-success-800",
  warning: "border-warning-600 bg-warning-50 text-warning-800",
  danger: "border-danger-600 bg-danger-50 text-danger-800",
} as const;

export type AlertVariant = keyof typeof variants;
export type AlertProps = Omit<ComponentProps<"div">, "title"> & { variant?: AlertVariant; title?: ReactNode };

export function Alert({ className, variant = "info", title, children, ...props }: AlertProps) {
  return (
    <div
      role={variant === "danger" || variant === "warning" ? "alert" : "status"}
      className={cn("rounded-lg border-l-4 px-4 py-3 text-sm", variants[variant], className)}
      {...props}
    >
      {title && <p className="mb-0.5 font-semibold">{title}</p>}
      {children}
    </div>
  );
}
