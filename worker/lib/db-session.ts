import { SEARCH_PATHS } from "../contracts/listing-rules";

/**
 * Reads near the user, through D1's Sessions API. With read replication on, a session's
 * queries may run on the replica nearest the worker; a bookmark keeps them sequentially consistent:
 *
 *   GET (public and signed-in reads),  withSession(bookmark the client sent, else "first-unconstrained")
 *   and the searches' POSTs            → the nearest replica that has caught up with that bookmark
 *   POST/PUT/PATCH/DELETE (every write: withSession("first-primary")
 *   money, bookings, and the reads      → the primary, so the reads that decide a write see the latest state
 *   inside them that decide them)
 *
 * Every answer carries `X-D1-Bookmark` (the session's position after the request); the SPA sends the newest
 * one back (web/src/lib/transport.ts), so a person's own writes are visible to their next read wherever it
 * runs. Without replication (and locally) every session is the primary and nothing changes. Code that uses
 * `ctx.env.DB` directly (raw SQL, the payment sandbox) always talks to the primary.
 */
const BOOKMARK = /^[0-9a-f-]{8,200}$/;

/**
 * POSTs that only read: the searches (SPEC §7 sends their filter as a body), the busiest public read. They write
 * nothing in their session: the search counters are batched and written apart, on the primary (services/metrics).
 */
const READ_ONLY_POSTS: ReadonlySet<string> = new Set(Object.values(SEARCH_PATHS).map((p) => `/v1${p}`));

export function sessionFor(db: D1Database | undefined, method: string, bookmark: string | undefined, path = "") {
  if (typeof db?.withSession !== "function") return null;
  const write =
    method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && !(method === "POST" && READ_ONLY_POSTS.has(path));
  return db.withSession(
    write ? "first-primary" : bookmark && BOOKMARK.test(bookmark) ? bookmark : "first-unconstrained",
  );
}
