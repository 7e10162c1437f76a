import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { properties, users } from "../../db/schema";
import { pageOfRows, type Paging } from "../../db/sql";
import type { ListingStatus } from "../../contracts/listing-rules";
import type { AdminListingRow } from "../../contracts/moderation";
import type { ServiceCtx } from "../../lib/context";
import { ftsMatches, ftsQuery } from "../listings/fts";
import { planTextSearch, rowidMatches } from "../admin/text-search";
import { listingColumns, listingCounts, mediaUrl, nameOf } from "./lists";

/** Substring test without LIKE (D1 refuses LIKE patterns over 50 bytes): any length of user text is safe. */
const includes = (column: SQL | SQLiteColumn, text: string) => sql`instr(lower(${column}), ${text.toLowerCase()}) > 0`;

const toRow = ({
  thumbKey,
  ownerId,
  ownerName,
  ownerEmail,
  ownerSuspendedAt,
  ...r
}: Awaited<ReturnType<typeof selectRows>>[number]): AdminListingRow => ({
  ...r,
  thumbnailUrl: mediaUrl(thumbKey),
  owner: { id: ownerId, name: ownerName, email: ownerEmail, listingSuspended: ownerSuspendedAt !== null },
});

const selectRows = (ctx: ServiceCtx) =>
  ctx.db
    .select({ ...listingColumns, ...listingCounts })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .$dynamic();

/**
 * Staff's listing list and search (GET /admin/api/listings): newest first; with a search, the listings whose words
 * match (FTS, best first), then every other listing whose id is the text or whose slug, owner email or owner name holds
 * it, newest first. Each way of matching reads its own index (migrations/0060, admin/text-search.ts): the matches are
 * one rowid list. Text too short or too broad for the trigram indexes keeps the former test of each row, on the
 * newest-first walk of `properties_created_idx`, after the word matches.
 */
export async function listAdminListings(ctx: ServiceCtx, q: Paging & { status?: ListingStatus; search?: string }) {
  const status = q.status ? eq(properties.status, q.status) : undefined;
  const search = q.search?.trim();
  if (!search)
    return pageOfRows(
      await selectRows(ctx)
        .where(status)
        .orderBy(desc(properties.createdAt))
        .limit(q.perPage + 1)
        .offset((q.page - 1) * q.perPage)
        .all(),
      q,
      toRow,
    );
  const keyword = ftsQuery(search);
  const [slugs, owners] = await Promise.all([
    planTextSearch(ctx, "listings_slug_fts", search),
    planTextSearch(ctx, "users_fts", search, ["email", "name"]),
  ]);
  if (slugs.kind === "walk" || owners.kind === "walk") return walkedSearch(ctx, q, search, keyword, status);
  // Materialized once (MATCH runs once), then joined for the rank.
  const fts = keyword ? ftsMatches(ctx, keyword, { materialize: true }) : null;
  const arms = [
    keyword ? sql`select rowid from listings_fts where listings_fts match ${keyword}` : null,
    sql`select rowid from ${properties} where ${properties.id} = ${search}`,
    slugs.kind === "index"
      ? sql`select rowid from listings_slug_fts where listings_slug_fts match ${slugs.match}`
      : null,
    owners.kind === "index"
      ? sql`select o.rowid from ${properties} o where o.owner_id in (select u.id from ${users} u where ${rowidMatches(sql`u.rowid`, "users_fts", owners.match)})`
      : null,
  ].filter((a): a is SQL => a !== null);
  const base = selectRows(ctx);
  const rows = await (fts ? base.leftJoin(fts, eq(fts.propertyId, properties.id)) : base)
    .where(and(status, sql`${properties}.rowid in (${sql.join(arms, sql` union `)})`))
    .orderBy(...(fts ? [sql`${fts.rank} is null`, asc(fts.rank)] : []), desc(properties.createdAt))
    .limit(q.perPage + 1)
    .offset((q.page - 1) * q.perPage)
    .all();
  return pageOfRows(rows, q, toRow);
}

/**
 * Short or broad text: the word matches by rank first (the FTS index), then the listings the text is otherwise in,
 * newest first, tested row by row on the created_at walk (such text fills a page within its first rows).
 */
async function walkedSearch(
  ctx: ServiceCtx,
  q: Paging,
  search: string,
  keyword: string | null,
  status: SQL | undefined,
) {
  const offset = (q.page - 1) * q.perPage;
  const want = q.perPage + 1;
  const rows: Awaited<ReturnType<typeof selectRows>> = [];
  let ranked = 0;
  if (keyword) {
    const fts = ftsMatches(ctx, keyword);
    const first = selectRows(ctx).innerJoin(fts, eq(fts.propertyId, properties.id)).where(status);
    rows.push(...(await first.orderBy(asc(fts.rank), desc(properties.createdAt)).limit(want).offset(offset).all()));
    // The word matches end on this page (fewer than asked), or before it: count them only then.
    ranked =
      rows.length > 0
        ? offset + rows.length
        : ((
            await ctx.db
              .select({ n: sql<number>`count(*)` })
              .from(properties)
              .innerJoin(ftsMatches(ctx, keyword), sql`fts.property_id = ${properties.id}`)
              .where(status)
              .get()
          )?.n ?? 0);
    if (rows.length >= want) return pageOfRows(rows, q, toRow);
  }
  const rest = await selectRows(ctx)
    .where(
      and(
        status,
        keyword
          ? sql`${properties}.rowid not in (select rowid from listings_fts where listings_fts match ${keyword})`
          : undefined,
        sql`(${properties.id} = ${search} or ${includes(properties.slug, search)} or ${includes(users.email, search)} or ${includes(nameOf(users), search)})`,
      ),
    )
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(want - rows.length)
    .offset(Math.max(0, offset - ranked))
    .all();
  return pageOfRows([...rows, ...rest], q, toRow);
}
