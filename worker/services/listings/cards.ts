/**
 * Cards of known listings (a search page, saved listings, a lister's page) in reads driven by the page's ids: by
 * id, from listing rows a page query already read, or in the page's own statement (withCardData). Names come from
 * the isolate's cache (referenceNames) instead of four joins a card.
 */

import { and, eq, getTableColumns, gt, sql, type SQL } from "drizzle-orm";
import { favorites, properties, propertyMedia, reviewStats, users } from "../../db/schema";
import type { PropertyCard } from "../../contracts/listings";
import type { ServiceCtx } from "../../lib/context";
import { referenceNames } from "./reference-names";
import { z } from "zod";
import { sqlAll } from "../../db/sql";
import { assemble, cardColumns, toCard, type ListQuery, type Page, type Row } from "./card-rows";
import { coverMediaId, type MediaRow } from "./media-items";
import { bandsOfListings } from "./price-band";

/** At most this many ids per card read (D1 binds at most 100 parameters; the viewer takes one). */
const IDS_PER_READ = 90;

/**
 * The ids of a page as a VALUES list driving a join: SQLite reads it as a co-routine, which D1 does not count as
 * rows read, where `id IN (…)` or `json_each` first copies the ids into a temporary table it counts (one row per
 * id on top of each listing read).
 */
const pageIds = (ids: string[]) =>
  sql`(values ${sql.join(
    ids.map((id) => sql`(${id})`),
    sql`, `,
  )}) as page_ids`;

// Property photos first, then each room's; by position, then age (the order of card-lists.ts's mediaOrder, kept in JS so the read needs no sort).
const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byMediaOrder = (a: MediaRow, b: MediaRow) =>
  binary(a.propertyId ?? "", b.propertyId ?? "") ||
  Number(a.roomId !== null) - Number(b.roomId !== null) ||
  binary(a.roomId ?? "", b.roomId ?? "") ||
  a.position - b.position ||
  a.createdAt - b.createdAt;

/** A listing's own row, as `select * from properties` answers it (mapped by Drizzle's column types). */
export type PropertyRow = typeof properties.$inferSelect;
const PROPERTY_COLUMNS = Object.entries(getTableColumns(properties));

/**
 * A listing row read by raw SQL (`select properties.*`, snake_case as SQLite answers) in Drizzle's shape: each column
 * through its own decoder (booleans, JSON), as a Drizzle select would map it.
 */
export function propertyFromRaw(raw: Record<string, unknown>): PropertyRow {
  const out: Record<string, unknown> = {};
  for (const [key, col] of PROPERTY_COLUMNS) {
    const v = raw[col.name];
    if (v === undefined) throw new Error(`properties.${col.name} missing from the row`);
    out[key] = v === null ? null : col.mapFromDriverValue(v);
  }
  return out as PropertyRow;
}

/** A card's lister, its review statistics and the viewer's favourite, with the listing's row (read beside or before). */
type Joined = {
  p: PropertyRow;
  owner: Row["owner"];
  ratingAverage: number | null;
  ratingCount: number | null;
  favorite: string | null;
};

/**
 * Cards of known ids (a search page, saved listings) in two reads side by side, in the order of `ids`; ids that
 * are not found are left out. Each read is driven by the page's ids (pageIds): one statement joins each listing
 * to its lister, its review statistics and the viewer's favourite (primary-key look-ups; a miss reads nothing),
 * the other reads the page's photos by the (property_id, position) index. A page of 12 reads 24 rows plus its
 * photos, instead of 36 + 12 + 1 + 1 plus its photos with `IN` lists. The four reference names come from the
 * isolate's cache (referenceNames), not four joins per card.
 */
export async function cardsByIds(ctx: ServiceCtx, ids: string[], viewerId?: string | null): Promise<PropertyCard[]> {
  if (!ids.length) return [];
  if (ids.length > IDS_PER_READ) {
    const parts: PropertyCard[][] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_READ)
      parts.push(await cardsByIds(ctx, ids.slice(i, i + IDS_PER_READ), viewerId));
    return parts.flat();
  }
  const unique = [...new Set(ids)];
  const [joined, mediaRows] = await Promise.all([
    ctx.db
      .select({
        ...cardColumns,
        ratingAverage: reviewStats.average,
        ratingCount: reviewStats.count,
        favorite: favorites.propertyId,
      })
      .from(pageIds(unique))
      // CROSS JOIN keeps the ids the outer loop: each listing is one primary-key look-up.
      .crossJoin(properties)
      .innerJoin(users, eq(users.id, properties.ownerId))
      .leftJoin(
        reviewStats,
        and(
          eq(reviewStats.subjectType, "property"),
          eq(reviewStats.subjectId, properties.id),
          gt(reviewStats.count, 0),
        ),
      )
      .leftJoin(favorites, and(eq(favorites.userId, viewerId ?? ""), eq(favorites.propertyId, properties.id)))
      .where(sql`${properties.id} = page_ids.column1`)
      .all(),
    mediaOf(ctx, unique),
  ]);
  return finishCards(ctx, ids, joined, mediaRows);
}

/**
 * Cards of listing rows a page query has already read (search folds `properties.*` into its page query: the row it
 * seeks to check freshness is free in D1's rows_read, a second look-up by id is not). Only the listers, their
 * review statistics and the viewer's favourites are read, driven by a VALUES list of (id, owner): 12 cards read 12
 * lister rows plus their photos, instead of 24.
 */
export async function cardsOfRows(
  ctx: ServiceCtx,
  listings: PropertyRow[],
  viewerId?: string | null,
): Promise<PropertyCard[]> {
  if (!listings.length) return [];
  if (listings.length > IDS_PER_READ / 2) {
    const parts: PropertyCard[][] = [];
    for (let i = 0; i < listings.length; i += IDS_PER_READ / 2)
      parts.push(await cardsOfRows(ctx, listings.slice(i, i + IDS_PER_READ / 2), viewerId));
    return parts.flat();
  }
  const byId = new Map(listings.map((p) => [p.id, p]));
  const unique = [...byId.values()];
  const [owners, mediaRows] = await Promise.all([
    ctx.db
      .select({
        id: sql<string>`page_ids.column1`,
        owner: cardColumns.owner,
        ratingAverage: reviewStats.average,
        ratingCount: reviewStats.count,
        favorite: favorites.propertyId,
      })
      .from(
        sql`(values ${sql.join(
          unique.map((p) => sql`(${p.id}, ${p.ownerId})`),
          sql`, `,
        )}) as page_ids`,
      )
      // CROSS JOIN keeps the ids the outer loop: each lister is one primary-key look-up.
      .crossJoin(users)
      .leftJoin(
        reviewStats,
        and(
          eq(reviewStats.subjectType, "property"),
          sql`${reviewStats.subjectId} = page_ids.column1`,
          gt(reviewStats.count, 0),
        ),
      )
      .leftJoin(favorites, and(eq(favorites.userId, viewerId ?? ""), sql`${favorites.propertyId} = page_ids.column1`))
      .where(sql`${users.id} = page_ids.column2`)
      .all(),
    mediaOf(
      ctx,
      unique.map((p) => p.id),
    ),
  ]);
  const joined = owners.flatMap((o) => {
    const p = byId.get(o.id);
    return p
      ? [{ p, owner: o.owner, ratingAverage: o.ratingAverage, ratingCount: o.ratingCount, favorite: o.favorite }]
      : [];
  });
  return finishCards(
    ctx,
    listings.map((p) => p.id),
    joined,
    mediaRows,
  );
}

/** The photo each card of a page shows (its cover: one index entry a listing, however many photos it has). */
const mediaOf = (ctx: ServiceCtx, ids: string[]) =>
  ctx.db
    .select({ m: propertyMedia })
    .from(pageIds(ids))
    .crossJoin(propertyMedia)
    .where(sql`${propertyMedia.id} = ${coverMediaId(sql`page_ids.column1`)}`)
    .all();

async function finishCards(
  ctx: ServiceCtx,
  ids: string[],
  joined: Joined[],
  mediaRows: { m: MediaRow }[],
): Promise<PropertyCard[]> {
  // The cards' fair-price bands are read beside the names (one statement for the page, in parallel).
  const [names, bands] = await Promise.all([
    referenceNames(ctx, {
      type: joined.map((r) => r.p.typeId),
      category: joined.map((r) => r.p.categoryId),
      state: joined.map((r) => r.p.stateId),
      locality: joined.flatMap((r) => (r.p.localityId ? [r.p.localityId] : [])),
    }),
    bandsOfListings(
      ctx,
      joined.map((r) => r.p),
    ),
  ]);
  const rows: Row[] = joined.map((r) => ({
    p: r.p,
    owner: r.owner,
    typeTitle: names("type", r.p.typeId) ?? "",
    categoryTitle: names("category", r.p.categoryId) ?? "",
    stateName: names("state", r.p.stateId) ?? "",
    localityName: r.p.localityId ? (names("locality", r.p.localityId) ?? null) : null,
  }));
  const media = mediaRows.map((r) => r.m).sort(byMediaOrder);
  const favs = joined.flatMap((r) => (r.favorite ? [{ id: r.p.id }] : []));
  const ratings = joined.flatMap((r) =>
    r.ratingCount !== null && r.ratingAverage !== null
      ? [{ id: r.p.id, average: r.ratingAverage, count: r.ratingCount }]
      : [],
  );
  const byId = new Map(assemble(rows, media, favs, ratings, bands).map((c) => [c.row.p.id, c]));
  return ids.flatMap((id) => {
    const c = byId.get(id);
    return c ? [toCard(c.row, c.media, c.favorite, false, c.rating, c.band)] : [];
  });
}

/**
 * A page of cards as search reads one: perPage + 1 ids in the order's index (so `hasMore` needs no COUNT), then
 * the page's cards by id (cardsByIds: names from the isolate's cache, not four joins a card). By OFFSET, or from
 * `offset` 0 when a keyset position is already in `q.where`.
 */
export async function cardPage(
  ctx: ServiceCtx,
  q: Pick<ListQuery, "where" | "orderBy">,
  page: number,
  perPage: number,
  viewerId?: string | null,
  offset = (page - 1) * perPage,
): Promise<Page<PropertyCard>> {
  // `page_key` names the page query for `npm run bench:search` (benchParts), as search's does.
  // The listing's row comes with the page, and the cards' data with it (withCardData): one statement.
  const query = ctx.db
    .select({ id: sql<string>`${properties.id}`.as("page_key"), p: properties })
    .from(properties)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(perPage + 1)
    .offset(offset);
  const rows = (
    await sqlAll(ctx.db, withCardData(sqlOfText(query.toSQL()), viewerId), z.record(z.string(), z.unknown()))
  ).map((raw) => ({ p: propertyFromRaw(raw), raw }));
  const data = await cardsOfCardRows(ctx, rows.slice(0, perPage));
  return { data, page, perPage, hasMore: rows.length > perPage };
}

const MEDIA_COLUMNS = Object.entries(getTableColumns(propertyMedia));
const OWNER_COLUMNS = Object.entries(cardColumns.owner);

/**
 * A page statement (any: an index walk, merged streams, a keyword page) with what its cards need beside the listing's
 * row, read in the same statement (the cards cost no round trip of their own): per page row its lister
 * (`card_owner`), review statistics (`card_rating`), the viewer's favourite (`card_favorite`) and the photo it shows (`card_media`),
 * each a primary-key or (property_id, position) look-up, as cardsOfRows reads them. The page is the outer query's
 * co-routine (`limit -1`: a subquery with a LIMIT is never flattened into an outer query with one), so the look-ups run
 * once per row the page hands over (perPage + 1), never per row it reads past, skips or sorts.
 */
export function withCardData(page: SQL, viewerId: string | null | undefined): SQL {
  const owner = OWNER_COLUMNS.map(([key, col]) => `'${key}', u.${col.name}`).join(", ");
  const media = MEDIA_COLUMNS.map(([, col]) => `'${col.name}', m.${col.name}`).join(", ");
  return sql`select page.*,
    (select json_object(${sql.raw(owner)}) from users u where u.id = page.owner_id) as card_owner,
    (select json_array(rs.average, rs.count) from review_stats rs where rs.subject_type = 'property' and rs.subject_id = page.id and rs.count > 0) as card_rating,
    ${viewerId ? sql`(select 1 from favorites f where f.user_id = ${viewerId} and f.property_id = page.id)` : sql`null`} as card_favorite,
    (select json_object(${sql.raw(media)}) from property_media m where m.id = ${coverMediaId(sql`page.id`)}) as card_media
    from (${page}) as page limit -1`;
}

/** A statement's text and parameters (a query builder's toSQL) as SQL again, to be wrapped (withCardData). */
export function sqlOfText(q: { sql: string; params: unknown[] }): SQL {
  const parts = q.sql.split("?");
  if (parts.length !== q.params.length + 1) throw new Error("statement text: parameters do not match");
  return sql.join(parts.map((t, i) => (i < q.params.length ? sql`${sql.raw(t)}${q.params[i]}` : sql.raw(t))));
}

/** Cards of a page read with withCardData: its rows' listings and their card_* columns, in the page's order. */
export async function cardsOfCardRows(
  ctx: ServiceCtx,
  rows: { p: PropertyRow; raw: Record<string, unknown> }[],
): Promise<PropertyCard[]> {
  if (!rows.length) return [];
  const joined: Joined[] = [];
  const mediaRows: { m: MediaRow }[] = [];
  for (const { p, raw } of rows) {
    // The card's one photo (its cover), or none.
    for (const m of raw.card_media ? [JSON.parse(String(raw.card_media)) as Record<string, unknown>] : []) {
      const out: Record<string, unknown> = {};
      for (const [key, col] of MEDIA_COLUMNS)
        out[key] = m[col.name] === null || m[col.name] === undefined ? null : col.mapFromDriverValue(m[col.name]);
      mediaRows.push({ m: out as MediaRow });
    }
    if (typeof raw.card_owner !== "string") continue;
    const o = JSON.parse(raw.card_owner) as Record<string, unknown>;
    const owner: Record<string, unknown> = {};
    for (const [key, col] of OWNER_COLUMNS)
      owner[key] = o[key] === null || o[key] === undefined ? null : col.mapFromDriverValue(o[key]);
    const rating = typeof raw.card_rating === "string" ? (JSON.parse(raw.card_rating) as [number, number]) : null;
    joined.push({
      p,
      owner: owner as Row["owner"],
      ratingAverage: rating?.[0] ?? null,
      ratingCount: rating?.[1] ?? null,
      favorite: raw.card_favorite ? p.id : null,
    });
  }
  return finishCards(
    ctx,
    rows.map((r) => r.p.id),
    joined,
    mediaRows,
  );
}
