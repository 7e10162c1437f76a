import { DrizzleQueryError } from "drizzle-orm/errors";

/** The table and columns of a violated UNIQUE (or PRIMARY KEY) constraint. */
type UniqueViolation = { table: string; columns: string[] };

const UNIQUE_RE = /UNIQUE constraint failed: ([\w.]+(?:, [\w.]+)*)/;

/**
 * Recognises SQLite's UNIQUE errors however they arrive: straight from D1 ("D1_ERROR: UNIQUE constraint
 * failed: users.email: SQLITE_CONSTRAINT") or wrapped by Drizzle ("Failed query: ...", D1's error in
 * `cause`). The wrapper's own message is skipped: it quotes the bound parameters, i.e. user text.
 */
export function uniqueViolation(e: unknown): UniqueViolation | null {
  let cur: unknown = e;
  for (let depth = 0; cur && depth < 6; depth++) {
    if (!(cur instanceof DrizzleQueryError)) {
      const message = cur instanceof Error ? cur.message : typeof cur === "string" ? cur : "";
      const m = UNIQUE_RE.exec(message);
      if (m) {
        const parts = m[1]!.split(", ").map((p) => p.split("."));
        return { table: parts[0]![0]!, columns: parts.map((p) => p[p.length - 1]!) };
      }
    }
    cur = cur instanceof Error ? cur.cause : undefined;
  }
  return null;
}

/** True when `e` is a UNIQUE violation on `table` that involves `column` (any column when omitted). */
export function isUniqueViolation(e: unknown, table: string, column?: string) {
  const v = uniqueViolation(e);
  return !!v && v.table === table && (!column || v.columns.includes(column));
}
