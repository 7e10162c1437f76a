import { and, eq, ne, or, sql, type AnyColumn } from "drizzle-orm";
import { properties, propertyMedia, users } from "../../db/schema";
import { HOME_CATEGORY_IDS, LISTING_MESSAGES, LISTING_RULES, publishProblems } from "../../contracts/listings";
import { canList } from "../../contracts/constants";
import { MESSAGES } from "../../contracts/messages";
import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";

/** SPEC.md §6: brokerages, companies and agents publish listings; seekers, standard, developers and admins do not. */

/** D1 allows 100 bound parameters per statement: multi-row inserts and IN lists are cut to this size. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * `column IN (values)` with the whole list bound as one JSON parameter, so a list of any length costs one
 * of D1's 100 bound parameters (lists from users: exclude[], p[], ids).
 */
export const inJsonList = (column: AnyColumn, values: readonly (string | number)[]) =>
  sql`${column} in (select value from json_each(${JSON.stringify(values)}))`;

/** An admin signed in through the admin API whose role may work listings. */
export const canModerate = (user: AuthUser | null | undefined) =>
  !!user?.adminAccess && user.permissions.includes("CAN_VIEW_LISTING");

/**
 * What the public lists show: active, re-confirmed within the freshness window, not awaiting duplicate review.
 * `+confirmed_at` keeps SQLite off the freshness index (it would read every live listing and sort them for
 * each page): the lists' sort indexes serve the query and the window is checked per row.
 */
export const publiclyListed = (now: number) =>
  and(
    eq(properties.status, "active"),
    sql`+${properties.confirmedAt} > ${now - LISTING_RULES.freshnessMs}`,
    eq(properties.flaggedDuplicate, false),
  );

export const listingNotFound = () => new ApiError(404, LISTING_MESSAGES.notFound);

export const byIdOrSlug = (idOrSlug: string) => or(eq(properties.id, idOrSlug), eq(properties.slug, idOrSlug));

export function slugify(text: string) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** The id's first characters keep the readable slug unique without a lookup. */
export const listingSlug = (id: string, title: string, place: string) =>
  `${slugify(`${title} ${place}`) || "listing"}-${id.replace(/-/g, "").slice(0, 6)}`;

/** Refuses account types that do not list and listers whose rights were suspended after upheld reports. */
export async function assertMayList(ctx: ServiceCtx, user: AuthUser) {
  if (!canList(user)) throw new ApiError(403, MESSAGES.forbidden);
  await assertNotSuspended(ctx, user.id);
}

/** Suspended listers keep their listings (they may disable or delete them) but cannot publish or edit. */
export async function assertNotSuspended(ctx: ServiceCtx, userId: string) {
  const row = await ctx.db
    .select({ suspendedAt: users.listingSuspendedAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (row?.suspendedAt) throw new ApiError(403, LISTING_MESSAGES.suspended);
}

/**
 * The listing `user` wants to change: 404 when it does not exist (or was deleted), 403 unless the user owns
 * it. Staff never use these owner routes: they moderate through /admin/api/listings (permission-checked
 * and logged). The owner of a listing never changes, so writes that follow may scope by it.
 */
export async function propertyForChange(ctx: ServiceCtx, user: AuthUser, id: string) {
  const row = await ctx.db
    .select({ id: properties.id, ownerId: properties.ownerId, status: properties.status, slug: properties.slug })
    .from(properties)
    .where(and(eq(properties.id, id), ne(properties.status, "deleted")))
    .get();
  if (!row) throw listingNotFound();
  if (row.ownerId !== user.id) throw new ApiError(403, MESSAGES.forbidden);
  return row;
}

/**
 * SQL twin of publishProblems for the listing row in scope: a photo of the property itself, a bedroom for
 * homes and short stays, a price. Every statement that makes a listing active carries it.
 */
export const publishable = sql`(exists (select 1 from ${propertyMedia} where ${propertyMedia.propertyId} = ${properties.id} and ${propertyMedia.roomId} is null)
  and (${properties.bedrooms} >= 1 or (${properties.categoryId} not in (${sql.join(
    HOME_CATEGORY_IDS.map((c) => sql`${c}`),
    sql`, `,
  )}) and ${properties.listingType} <> 'short_stay'))
  and ${properties.priceKobo} > 0)`;

/** Why a listing may not go live, read after a guarded publish did not happen (400 naming the fields). */
export async function unpublishableError(ctx: ServiceCtx, id: string) {
  const [row] = await ctx.db
    .select({
      categoryId: properties.categoryId,
      listingType: properties.listingType,
      bedrooms: properties.bedrooms,
      priceKobo: properties.priceKobo,
      // Spelled out: inside a select, drizzle renders the outer column unqualified ("id"), which the subquery
      // would read as the picture's own id, so every listing looked photo-less here.
      photos: sql<number>`(select count(*) from property_media pm where pm.property_id = properties.id and pm.room_id is null)`,
    })
    .from(properties)
    .where(eq(properties.id, id));
  const problems = row ? publishProblems(row, row.photos) : [];
  if (!problems.length) return null;
  return new ApiError(400, problems.map((p) => p.message).join(" "), problems);
}

/** Scope for writes on a listing found by `propertyForChange`. */
export const ownedListing = (row: { id: string; ownerId: string }) =>
  and(eq(properties.id, row.id), eq(properties.ownerId, row.ownerId), ne(properties.status, "deleted"));
