import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * A header cell: its word, `{ label, align: "right" }` over a column of amounts, or `{ label?, className }` drawn
 * with its own class instead of the row's (a last column without the row's padding, or without a header at all).
 * `hidden` names a column of buttons or links for screen readers only.
 */
export type TableColumn = string | { label?: string; hidden?: string; align?: "right"; className?: string };

/** A table's header row: every cell drawn with `cellClassName`, the table's own padding and weight. */
export function TableHead({
  columns,
  cellClassName,
  className,
  scope,
}: {
  columns: readonly TableColumn[];
  cellClassName: string;
  className?: string;
  scope?: "col";
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((c, i) => {
          const column = typeof c === "string" ? { label: c } : c;
          return (
            <th
              key={column.label ?? column.hidden ?? i}
              scope={scope}
              className={column.className ?? cn(cellClassName, column.align === "right" && "text-right")}
            >
              {column.hidden ? <span className="sr-only">{column.hidden}</span> : column.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/**
 * A table that scrolls sideways inside its box on a narrow screen: the header row (as TableHead draws it), then
 * `children` (its tbody). `after` stands under the table inside the same box (a note on what the rows leave out).
 */
export function Table({
  columns,
  cellClassName,
  headClassName,
  scope,
  className,
  tableClassName,
  caption,
  after,
  children,
}: {
  columns: readonly TableColumn[];
  cellClassName: string;
  headClassName?: string;
  scope?: "col";
  className?: string;
  tableClassName?: string;
  /** Names the table (and its scroll box) for screen readers only. */
  caption?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    // A named table's box is a region keyboard users can reach and scroll sideways (WCAG 2.1.1): its rows may hold
    // nothing focusable to scroll by.
    <div
      className={cn("overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600", className)}
      {...(caption ? { role: "region", "aria-label": caption, tabIndex: 0 } : {})}
    >
      <table className={cn("w-full text-left text-sm", tableClassName)}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <TableHead columns={columns} cellClassName={cellClassName} className={headClassName} scope={scope} />
        {children}
      </table>
      {after}
    </div>
  );
}
