import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-ink-200", className)} {...props} />;
}

/** Placeholder blocks stacked in a box, one a class list (each block's size: the lines or picture of what loads). */
export function SkeletonStack({ blocks, ...props }: Omit<ComponentProps<"div">, "children"> & { blocks: string[] }) {
  return (
    <div {...props}>
      {blocks.map((b, i) => (
        <Skeleton key={i} className={b} />
      ))}
    </div>
  );
}
