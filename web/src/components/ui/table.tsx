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
  /** Names the table for screen readers only. */
  caption?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={cn("overflow-x-auto", className)}>
      <table className={cn("w-full text-left text-sm", tableClassName)}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <TableHead columns={columns} cellClassName={cellClassName} className={headClassName} scope={scope} />
        {children}
      </table>
      {after}
    </div>
  );
}
