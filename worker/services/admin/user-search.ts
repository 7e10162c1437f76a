import { and, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { users } from "../../db/schema";
import { sqlAll, sqlGet, type Paging } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { BROAD_MATCHES, USER_ROWID_MASK } from "./text-search";

type UserRow = typeof users.$inferSelect;

/**
 * The band of users_fts keys a time (epoch ms) falls in (migrations/0075): a key is band << 32 | the user's rowid,
 * the newest band lowest. Shifts, not products: a bound value D1 passes as a float is made an integer first.
 */
const bandOf = (ms: number) => sql`(2147483647 - (min(max(${ms}, 0), 4398046511103) >> 11))`;
/** The keys from one band on, and up to one band, inclusive. */
const keysFrom = (band: SQL | number) => sql`rowid >= (${band} << 32)`;
const keysTo = (band: SQL | number) => sql`rowid <= (${band} << 32) + ${USER_ROWID_MASK}`;

/** SQLite's BINARY order of two texts (their UTF-8 bytes, i.e. code points), which UTF-16's `<` leaves past U+FFFF. */
function binaryOrder(a: string, b: string) {
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(j)!;
    if (x !== y) return x < y ? -1 : 1;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

const Match = z.object({ band: z.number(), rowid: z.number(), createdAt: z.number(), id: z.string() });
type Match = z.infer<typeof Match>;
/** A match the filters may have left out (no user columns). */
const Seen = z.object({
  band: z.number(),
  rowid: z.number().nullable(),
  createdAt: z.number().nullable(),
  id: z.string().nullable(),
});

/**
 * Matches the head reads beyond the page when the search has no filter of its own: room for the deleted accounts
 * among them (the list leaves those out) before the bounded head below is needed.
 */
const DELETED_ROOM = 8;

/** The list's order: created_at, then id, both descending (users.ts's ORDER BY). */
const newestFirst = (a: Match, b: Match) => b.createdAt - a.createdAt || binaryOrder(b.id, a.id);

/**
 * One page (perPage + 1 rows, as readPage reads) of the users holding `phrase` (an FTS5 phrase of 3+ characters)
 * that `conds` keep, newest first, read along users_fts's newest-first keys: about a page of rows, whatever share of
 * the users holds the phrase, where reading every match or walking every user newest first read thousands.
 *
 * 1. The head: the matches in key order (newest band first), each user looked up by rowid and checked against
 *    `conds`, up to `want` (the rows before the page, the page, and the one after it that tells another page follows)
 *    and one more. A band holds the users who joined within about 2 seconds, whose order only created_at and id tell:
 *    when that one more sits in the band of the `want`th, the rest of the band is read too. Sorted, the head then
 *    holds the list's first `want` rows.
 * 2. The page's users, by rowid.
 *
 * With no filter of the search's own (`filtered` false: only the join dates, which bound the keys, and the deleted
 * accounts, which are few), the head reads `want` + 1 + DELETED_ROOM matches at most and sees each, kept or not: a
 * head that ends before that has read every match, so a rare phrase (an email, a phone number) costs one FTS5 query.
 * Otherwise, or when that room is used up, the head reads only kept users, at most 2 × `want` + BROAD_MATCHES
 * matches; when it ends short, one count of the matches, bounded the same, tells whether it read them all. If not
 * (filters few of the matches pass: "gmail.com" among deactivated accounts), the answer is null and the caller walks
 * newest first the users its filters' index holds, testing the text on each: there such users are the fewer.
 */
export async function newestMatchingUsers(
  ctx: ServiceCtx,
  phrase: string,
  conds: SQL[],
  p: Paging,
  joined: { from?: number; to?: number },
  filtered: boolean,
): Promise<UserRow[] | null> {
  const skip = (p.page - 1) * p.perPage;
  const want = skip + p.perPage + 1;
  const reach = 2 * want + BROAD_MATCHES;
  const keep = and(...conds);
  // The join dates bound the keys too: the newest day's band comes first, the oldest's last.
  const matches = (extra?: SQL) =>
    and(
      sql`users_fts match ${phrase}`,
      joined.to === undefined ? undefined : keysFrom(bandOf(joined.to)),
      joined.from === undefined ? undefined : keysTo(bandOf(joined.from)),
      extra,
    );
  const read = (where: SQL | undefined, limit: number, kept: number) =>
    sqlAll(
      ctx.db,
      // Along the keys (the subquery's order, which the join keeps: no sort), each user looked up by rowid.
      sql`select f.k >> 32 as band, ${users}.rowid as rowid, ${users.createdAt} as createdAt, ${users.id} as id
        from (select rowid as k from users_fts where ${where} order by rowid limit ${limit}) f
        join ${users} on ${users}.rowid = f.k & ${USER_ROWID_MASK}
        where ${keep}
        order by f.k limit ${kept}`,
      Match,
    );
  let head: Match[] | null = null;
  // Whether the head holds every match the filters keep.
  let whole = false;
  if (!filtered) {
    const room = want + 1 + DELETED_ROOM;
    const seen = await sqlAll(
      ctx.db,
      sql`select f.k >> 32 as band, ${users}.rowid as rowid, ${users.createdAt} as createdAt, ${users.id} as id
        from (select rowid as k from users_fts where ${matches()} order by rowid limit ${room}) f
        left join ${users} on ${users}.rowid = f.k & ${USER_ROWID_MASK} and ${keep}
        order by f.k`,
      Seen,
    );
    const kept = seen.filter((m): m is Match => m.id !== null);
    if (kept.length > want) head = kept.slice(0, want + 1);
    else if (seen.length < room) [head, whole] = [kept, true];
  }
  if (!head) {
    head = await read(matches(), reach, want + 1);
    if (head.length <= want) {
      const n = await sqlGet(
        ctx.db,
        sql`select count(*) as n from (select 1 from users_fts where ${matches()} limit ${reach + 1})`,
        z.object({ n: z.number() }),
      );
      if ((n?.n ?? 0) > reach) return null;
      whole = true;
    }
  }
  let top = head;
  if (!whole) {
    const edge = head[want - 1]!.band;
    // The row after the page's last in the same band: the band's order is known only once it is read whole.
    top =
      head[want]!.band === edge
        ? [...head.filter((m) => m.band !== edge), ...(await read(matches(and(keysFrom(edge), keysTo(edge))), -1, -1))]
        : head.slice(0, want);
  }
  const page = top.sort(newestFirst).slice(skip, want);
  if (page.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(users)
    .where(sql`${users}.rowid in (select value from json_each(${JSON.stringify(page.map((m) => m.rowid))}))`)
    .all();
  const byId = new Map(rows.map((u) => [u.id, u]));
  // A user deleted since the head was read is left out, as the list would leave them.
  return page.flatMap((m) => byId.get(m.id) ?? []);
}
