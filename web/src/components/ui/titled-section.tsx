import type { ReactNode } from "react";

/**
 * A region of a page named by its own heading (aria-labelledby), so a screen reader lists it by that name: the
 * heading in the pages' section style, then what the section holds.
 */
export function TitledSection({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
