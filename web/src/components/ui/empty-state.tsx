import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export type EmptyStateProps = {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** Classes of a box the message sits in (a card's border, a dashed outline), when it stands alone on the page. */
  frame?: string;
};

export function EmptyState({ frame, ...props }: EmptyStateProps) {
  return frame ? (
    <div className={frame}>
      <EmptyMessage {...props} />
    </div>
  ) : (
    <EmptyMessage {...props} />
  );
}

function EmptyMessage({ icon, title, description, action, className }: Omit<EmptyStateProps, "frame">) {
  return (
    <div className={cn("flex flex-col items-center px-4 py-12 text-center", className)}>
      {icon && (
        <div
          aria-hidden="true"
          className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600"
        >
          {icon}
        </div>
      )}
      <p className="text-base font-semibold text-ink-900">{title}</p>
      {description && <p className="mt-1 max-w-sm text-sm text-ink-600">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
