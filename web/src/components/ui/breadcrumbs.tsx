import type { ReactNode } from "react";
import { Link, type LinkProps } from "@tanstack/react-router";
import { cn } from "../../lib/cn";

export type Crumb = { label: ReactNode; to: LinkProps["to"] };

/**
 * A page's place in the site above its content: the pages it sits under (`trail`, links, each followed by "/" when
 * more follows), then the page itself (`current`, marked as the current page) when it names it.
 */
export function Breadcrumbs({
  trail,
  current,
  className,
}: {
  trail: Crumb[];
  current?: ReactNode;
  className?: string;
}) {
  const last = trail.length - 1;
  return (
    <nav aria-label="Breadcrumb" className={cn("text-sm text-ink-600", className)}>
      <ol className="flex flex-wrap gap-1">
        {trail.map((c, i) => (
          <li key={String(c.to)}>
            <Link to={c.to} className="hover:underline">
              {c.label}
            </Link>
            {i < last || current !== undefined ? " /" : null}
          </li>
        ))}
        {current !== undefined && <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
}
