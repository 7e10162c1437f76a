import { lagosDay } from "../../contracts/lagos-time";
import type { ServiceCtx } from "../../lib/context";
import { q } from "../../db/sql";

/**
 * Daily counters (the `daily_metrics` table): a shared core that knows no domain. A bump is one upsert, run after
 * the answer through ctx.defer (waitUntil); searches, the most frequent, are counted in memory and upserted in
 * batches (recordSearch). The request never waits for a bump, and a failed bump is dropped, never an error the
 * visitor sees. Counts are per Lagos calendar day.
 */
export type Metric = "search" | "listing_view" | "search_locality";

const UPSERT =
  "INSERT INTO daily_metrics (metric, day, key, n) VALUES (?, ?, ?, 1) ON CONFLICT (metric, day, key) DO UPDATE SET n = n + 1";

/** The upsert of one count, to run alone or inside a caller's batch. */
export const bumpStatement = (ctx: ServiceCtx, metric: Metric, key = "") =>
  q(ctx, UPSERT, metric, lagosDay(ctx.now), key);

/** Runs `work` after the answer (or now, without a request); its failure is swallowed: counters never break a route. */
function later(ctx: ServiceCtx, work: () => Promise<unknown>) {
  const p = (async () => work())().catch(() => undefined);
  if (ctx.defer) ctx.defer(p);
  return p;
}

/** Where a search looked (the filter's locality by id, or by slug within its state), for `search_locality`. */
export type SearchPlace = {
  localityId?: number | null;
  localitySlug?: string | null;
  stateId?: number | null;
  stateSlug?: string | null;
};

/** Searches counted in this isolate and not yet written, by Lagos day and place: one entry per distinct (day, place). */
const searches = new Map<
  string,
  { d: string; n: number; p: 0 | 1; l: number | null; ls: string | null; s: number | null; ss: string | null }
>();
let searchesPending = 0;
let searchTimerSet = false;
/** A search count waits at most this long in memory before its batch is written. */
export const SEARCH_FLUSH_MS = 2_000;
/** …or until this many searches are waiting. */
const SEARCH_BATCH = 200;
/** Writes made by this isolate (tests). */
export const searchCountWrites = { writes: 0 };

/**
 * A search: one `search`, and one `search_locality` keyed by the locality's id when the filter names a locality
 * (by id, or by slug within the state when one is given: the same resolution as the search; an unknown one counts
 * nothing). Counted in this isolate's memory and written in batches (flushSearchCounts, one statement) inside
 * `waitUntil`, SEARCH_FLUSH_MS after the first search of a batch or at SEARCH_BATCH searches: a write per search
 * queued on D1's single writer ahead of the search's own reads (and of everyone else's) cost the reads ~3 ms each.
 * Best effort like every counter: the request that starts a batch keeps the isolate up until it is written.
 */
export function recordSearch(ctx: ServiceCtx, place: SearchPlace): Promise<unknown> {
  const d = lagosDay(ctx.now);
  const named = !!(place.localityId || place.localitySlug);
  const entry = named
    ? {
        d,
        n: 0,
        p: 1 as const,
        l: place.localityId ?? null,
        ls: place.localitySlug ?? null,
        s: place.stateId ?? null,
        ss: place.stateSlug ?? null,
      }
    : { d, n: 0, p: 0 as const, l: null, ls: null, s: null, ss: null };
  const key = JSON.stringify([entry.d, entry.p, entry.l, entry.ls, entry.s, entry.ss]);
  const kept = searches.get(key) ?? entry;
  kept.n++;
  searches.set(key, kept);
  searchesPending++;
  if (!ctx.defer) return flushSearchCounts(ctx.env);
  if (searchesPending >= SEARCH_BATCH) {
    const p = flushSearchCounts(ctx.env);
    ctx.defer(p);
    return p;
  }
  if (searchTimerSet) return Promise.resolve();
  searchTimerSet = true;
  const p = new Promise((r) => setTimeout(r, SEARCH_FLUSH_MS)).then(() => flushSearchCounts(ctx.env));
  ctx.defer(p);
  return p;
}

/**
 * Writes the searches counted so far in one statement: per (day, place) entry its `search` count, and its
 * `search_locality` count keyed by the locality it resolves to. Answers the number of searches written; never throws.
 */
export async function flushSearchCounts(env: Env): Promise<number> {
  searchTimerSet = false;
  const rows = [...searches.values()];
  searches.clear();
  const n = searchesPending;
  searchesPending = 0;
  if (!rows.length) return 0;
  try {
    await env.DB.prepare(
      `WITH e AS (
         SELECT json_extract(j.value, '$.d') AS d, json_extract(j.value, '$.n') AS n, json_extract(j.value, '$.p') AS p, json_extract(j.value, '$.l') AS l,
                json_extract(j.value, '$.ls') AS ls, json_extract(j.value, '$.s') AS s, json_extract(j.value, '$.ss') AS ss
         FROM json_each(?1) j
       )
       INSERT INTO daily_metrics (metric, day, key, n)
       SELECT metric, day, key, sum(n) FROM (
         SELECT 'search' AS metric, d AS day, '' AS key, n FROM e
         UNION ALL
         SELECT 'search_locality', d,
                (SELECT CAST(l.id AS TEXT) FROM localities l
                 WHERE (e.l IS NOT NULL AND l.id = e.l) OR (e.l IS NULL AND l.slug = e.ls
                   AND (e.s IS NULL OR l.state_id = e.s) AND (e.ss IS NULL OR l.state_id = (SELECT id FROM states WHERE slug = e.ss)))
                 ORDER BY l.id LIMIT 1),
                n
         FROM e WHERE e.p = 1
       )
       WHERE key IS NOT NULL GROUP BY metric, day, key
       ON CONFLICT (metric, day, key) DO UPDATE SET n = n + excluded.n`,
    )
      .bind(JSON.stringify(rows))
      .run();
    searchCountWrites.writes++;
    return n;
  } catch {
    // Lost: a counter never breaks anything.
    return 0;
  }
}

/** A visit to a listing page. */
export const recordListingView = (ctx: ServiceCtx) => later(ctx, () => bumpStatement(ctx, "listing_view").run());
