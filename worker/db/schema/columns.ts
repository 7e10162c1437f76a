import { text, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";

/** A required link to a row of another table (its id), deleted with that row: what a row of its owner is made of. */
export const belongsTo = (column: string, target: () => AnySQLiteColumn) =>
  text(column).notNull().references(target, { onDelete: "cascade" });
