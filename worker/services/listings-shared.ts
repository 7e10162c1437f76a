import { and, eq, gt, ne, or } from "drizzle-orm";
import { properties, users } from "../db/schema";
import { LISTING_MESSAGES, LISTING_RULES } from "../contracts/listings";
import { MESSAGES } from "../contracts/messages";
import type { AuthUser } from "../contracts/auth";
import { ApiError } from "../lib/errors";
import type { ServiceCtx } from "../lib/context";

/** SPEC.md §6: brokerages, companies and agents publish listings; seekers, standard, developers and admins do not. */
export const LISTER_TYPES = ["brokerage", "company", "agent"] as const;

/** D1 allows 100 bound parameters per statement: multi-row inserts and IN lists are cut to this size. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** An admin signed in through the admin API whose role may work listings. */
export const canModerate = (user: AuthUser | null | undefined) => !!user?.adminAccess && user.permissions.includes("CAN_VIEW_LISTING");

/** What the public lists show: active, re-confirmed within the freshness window, not awaiting duplicate review. */
export const publiclyListed = (now: number) =>
  and(eq(properties.status, "active"), gt(properties.confirmedAt, now - LISTING_RULES.freshnessMs), eq(properties.flaggedDuplicate, false));

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
export const listingSlug = (id: string, title: string, place: string) => `${slugify(`${title} ${place}`) || "listing"}-${id.replace(/-/g, "").slice(0, 6)}`;

/** Refuses account types that do not list and listers whose rights were suspended after upheld reports. */
export async function assertMayList(ctx: ServiceCtx, user: AuthUser) {
  if (!(LISTER_TYPES as readonly string[]).includes(user.accountType) || user.adminAccess) throw new ApiError(403, MESSAGES.forbidden);
  await assertNotSuspended(ctx, user.id);
}

/** Suspended listers keep their listings (they may disable or delete them) but cannot publish or edit. */
export async function assertNotSuspended(ctx: ServiceCtx, userId: string) {
  const row = await ctx.db.select({ suspendedAt: users.listingSuspendedAt }).from(users).where(eq(users.id, userId)).get();
  if (row?.suspendedAt) throw new ApiError(403, LISTING_MESSAGES.suspended);
}

/**
 * The listing `user` wants to change: 404 when it does not exist (or was deleted), 403 unless the user owns
 * it or moderates listings. The owner of a listing never changes, so writes that follow may scope by it.
 */
export async function propertyForChange(ctx: ServiceCtx, user: AuthUser, id: string) {
  const row = await ctx.db
    .select({ id: properties.id, ownerId: properties.ownerId, status: properties.status, slug: properties.slug })
    .from(properties)
    .where(and(eq(properties.id, id), ne(properties.status, "deleted")))
    .get();
  if (!row) throw listingNotFound();
  if (row.ownerId !== user.id && !canModerate(user)) throw new ApiError(403, MESSAGES.forbidden);
  return row;
}

/** Scope for writes on a listing found by `propertyForChange`. */
export const ownedListing = (row: { id: string; ownerId: string }) =>
  and(eq(properties.id, row.id), eq(properties.ownerId, row.ownerId), ne(properties.status, "deleted"));
