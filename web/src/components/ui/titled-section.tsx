import type { ReactNode } from "react";

/**
 * The heading styles a titled region takes: `section` (a dashboard or detail page's section), `large` (a public page's
 * closing section under its main content: a listing's similar properties) and `label` (a side card named by a small
 * grey label: "Listed by", "Share this listing").
 */
const HEADING = {
  section: "text-lg font-semibold text-ink-900",
  large: "text-xl font-semibold text-ink-900",
  label: "text-sm font-medium text-ink-500",
} as const;

/**
 * A region of a page named by its own heading (aria-labelledby), so a screen reader lists it by that name: the
 * heading in one of the pages' heading styles, then what the section holds.
 */
export function TitledSection({
  id,
  title,
  heading = "section",
  className,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string;
  title: ReactNode;
  heading?: keyof typeof HEADING;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={HEADING[heading]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
