import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { favorites, listingReports, properties } from "../../db/schema";
import type { AuthUser } from "../../contracts/auth";
import { DASHBOARD, type Dashboard, type ListerStats, type MonthPoint } from "../../contracts/dashboard";
import { LISTING_RULES } from "../../contracts/listing-rules";
import { MESSAGES } from "../../contracts/messages";
import type { ServiceCtx } from "../../lib/context";
import { ApiError } from "../../lib/errors";
import { listFavorites } from "./favorites";
import { LAGOS_OFFSET_MS } from "../../contracts/lagos-time";
import { canList } from "../../contracts/constants";

/** Every status but deleted, spelled out so SQLite can walk properties_owner_idx(owner_id, status, created_at). */
const LIVE_STATUSES = ["active", "deactivated", "delisted"] as const;
const monthOf = (col: typeof properties.createdAt | typeof favorites.createdAt) =>
  sql<string>`strftime('%Y-%m', ${col} / 1000, 'unixepoch', '+1 hours')`;

/** The last `n` calendar months in Lagos time, oldest first, and the instant the oldest one began. */
export function lastMonths(now: number, n: number) {
  const local = new Date(now + LAGOS_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const months = Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - (n - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
  return { months, since: Date.UTC(y, m - (n - 1), 1) - LAGOS_OFFSET_MS };
}

/** `id` is the caller's own id or "me"; nobody reads another user's dashboard. */
export async function dashboardFor(ctx: ServiceCtx, user: AuthUser, id: string): Promise<Dashboard> {
  if (id !== "me" && id !== user.id) throw new ApiError(403, MESSAGES.forbidden);
  const base = { userId: user.id, accountType: user.accountType, generatedAt: ctx.now };
  const lister = canList(user);
  return lister
    ? { ...base, listings: await listerStats(ctx, user.id) }
    : { ...base, saved: await savedListings(ctx, user) };
}

/** One round trip; every query starts from the owner's rows in properties_owner_idx. */
async function listerStats(ctx: ServiceCtx, ownerId: string): Promise<ListerStats> {
  const mine = and(eq(properties.ownerId, ownerId), inArray(properties.status, LIVE_STATUSES));
  const staleBefore = ctx.now - LISTING_RULES.reminderAfterMs;
  const { months, since } = lastMonths(ctx.now, DASHBOARD.seriesMonths);
  const listingMonth = monthOf(properties.createdAt);
  const favoriteMonth = monthOf(favorites.createdAt);
  const [byStatus, [favTotal], [reportTotal], newPerMonth, favPerMonth] = await ctx.db.batch([
    ctx.db
      .select({
        status: properties.status,
        n: sql<number>`count(*)`,
        views: sql<number>`coalesce(sum(${properties.viewCount}), 0)`,
        stale: sql<number>`coalesce(sum(case when ${properties.confirmedAt} < ${staleBefore} then 1 else 0 end), 0)`,
      })
      .from(properties)
      .where(mine)
      .groupBy(properties.status),
    ctx.db
      .select({ n: sql<number>`count(*)` })
      .from(properties)
      .innerJoin(favorites, eq(favorites.propertyId, properties.id))
      .where(mine),
    ctx.db
      .select({ n: sql<number>`count(*)` })
      .from(properties)
      .innerJoin(listingReports, eq(listingReports.propertyId, properties.id))
      // Unary + keeps SQLite off listing_reports_status_idx (every open report on the site): start from the owner's listings.
      .where(and(mine, sql`+${listingReports.status} = 'open'`)),
    ctx.db
      .select({ month: listingMonth, n: sql<number>`count(*)` })
      .from(properties)
      .where(and(mine, gte(properties.createdAt, since)))
      .groupBy(listingMonth),
    // Bounded by the owner's listings; favorites_property_idx finds each listing's saves.
    ctx.db
      .select({ month: favoriteMonth, n: sql<number>`count(*)` })
      .from(properties)
      .innerJoin(favorites, eq(favorites.propertyId, properties.id))
      .where(and(mine, gte(favorites.createdAt, since)))
      .groupBy(favoriteMonth),
  ]);
  const count = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0;
  const newBy = new Map(newPerMonth.map((r) => [r.month, r.n]));
  const favBy = new Map(favPerMonth.map((r) => [r.month, r.n]));
  const series: MonthPoint[] = months.map((month) => ({
    month,
    newListings: newBy.get(month) ?? 0,
    favorites: favBy.get(month) ?? 0,
  }));
  return {
    active: count("active"),
    deactivated: count("deactivated"),
    delisted: count("delisted"),
    needsConfirmation: byStatus.find((r) => r.status === "active")?.stale ?? 0,
    views: byStatus.reduce((sum, r) => sum + r.views, 0),
    favorites: favTotal?.n ?? 0,
    openReports: reportTotal?.n ?? 0,
    series,
  };
}

async function savedListings(ctx: ServiceCtx, user: AuthUser) {
  const [countRow, recent] = await Promise.all([
    ctx.db
      .select({ n: sql<number>`count(*)` })
      .from(favorites)
      .innerJoin(properties, eq(properties.id, favorites.propertyId))
      .where(and(eq(favorites.userId, user.id), eq(properties.status, "active")))
      .get(),
    listFavorites(ctx, user, { page: 1, perPage: DASHBOARD.recentSaved }),
  ]);
  return { count: countRow?.n ?? 0, recent: recent.data };
}
