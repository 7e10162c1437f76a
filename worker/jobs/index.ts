import { and, isNotNull, lt, or } from "drizzle-orm";
import { createDb } from "../db/client";
import {
  bannerVisitors,
  emailChanges,
  listingViews,
  oauthStates,
  passwordResets,
  rateLimits,
  sessions,
} from "../db/schema";
import { pruneLogs, rollupReports } from "../services/admin";
import type { ServiceCtx } from "../lib/context";
import { lagosDay } from "../contracts/lagos-time";
import { refreshPopularLocations, removeAbandonedUploads } from "../services/listings";
import { sendFreshnessReminders } from "./freshness";
import { pruneIdempotencyKeys } from "../services/platform";
import { runSubscriptionJobs } from "../services/subscriptions/renewals";
import { resumeStaleWithdrawals } from "../services/wallet/withdrawals";
import { finishInterruptedPayments } from "../services/wallet/payments";
import { sweepOrders } from "../services/escrow";
import { syncImports } from "../services/stays/ical";
import { publishDueBlindReviews } from "../services/reviews";
import { notifyPriceDrops, runSavedSearchAlerts } from "../services/discovery";
import { registerAllPurposes } from "../services/purposes";
import { releaseDueRent } from "../services/rent";
import { refreshPriceGuides } from "../services/price-guides";
import { runSteps, type CronStep } from "./isolated";

// The payment sweep settles purposes: registered here too, whoever loads the jobs.
registerAllPurposes();

const DAY = 24 * 3600_000;
/** How long the outbox keeps its (redacted) copies for audit and resends by default (Settings › Privacy changes it; pruneLogs applies it). */
export const OUTBOX_RETENTION_MS = 30 * DAY;

/** A one-time link (password reset, email change) that expired or was used more than a day ago. */
const spentLink = (t: typeof passwordResets | typeof emailChanges, now: number) =>
  or(lt(t.expiresAt, now - DAY), and(isNotNull(t.usedAt), lt(t.usedAt, now - DAY)));

/** Expired sessions, reset and email-change tokens, OAuth states, limit windows and yesterday's view marks. */
async function pruneExpired(ctx: ServiceCtx) {
  const now = ctx.now;
  await ctx.db.batch([
    ctx.db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, now - DAY)))),
    ctx.db.delete(passwordResets).where(spentLink(passwordResets, now)),
    ctx.db.delete(emailChanges).where(spentLink(emailChanges, now)),
    ctx.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now)),
    // Every limit window is at most a day long.
    ctx.db.delete(rateLimits).where(lt(rateLimits.windowStart, now - DAY)),
    // Who saw which listing is only needed for the day it is counted on (day numbers: the Lagos day).
    ctx.db.delete(listingViews).where(lt(listingViews.day, Math.floor((now + 3_600_000) / DAY) - 1)),
    // The same for banners (days as Lagos dates).
    ctx.db.delete(bannerVisitors).where(lt(bannerVisitors.day, lagosDay(now - DAY))),
  ]);
}

/** The housekeeping cron's steps, in order; each runs whatever became of the one before (jobs/isolated.ts). */
export const HOUSEKEEPING_STEPS: readonly CronStep[] = [
  { name: "prune-expired", run: pruneExpired },
  { name: "prune-logs", run: pruneLogs },
  { name: "abandoned-uploads", run: removeAbandonedUploads },
  { name: "freshness-reminders", run: sendFreshnessReminders },
  { name: "idempotency-keys", run: pruneIdempotencyKeys },
  { name: "subscriptions", run: runSubscriptionJobs },
  // Withdrawals whose transfer never got confirmed: ask the provider, then finish or reverse them.
  { name: "stale-withdrawals", run: resumeStaleWithdrawals },
  // Paid payments whose purpose hook a crash interrupted (credited, not yet moved to escrow or a plan).
  { name: "interrupted-payments", run: finishInterruptedPayments },
  // Every paid product's orders: unpaid holds expire by each product's declared rule (banner ads past their
  // paid days too), then each product's clock moves the money the dates decide (services/escrow/sweep.ts).
  { name: "orders", run: sweepOrders },
  { name: "stay-calendar-imports", run: syncImports },
  // Blind (stay) reviews whose 14 days ran out without the counterpart.
  { name: "blind-reviews", run: publishDueBlindReviews },
  // The home page's popular locations: one GROUP BY here instead of one per page view.
  { name: "popular-locations", run: refreshPopularLocations },
  // The area price guides' medians: the areas with the oldest guide, within a run's budget (every area daily).
  { name: "price-guides", run: refreshPriceGuides },
  // The admin dashboard's daily rollup of the closed days (services/admin/reports.ts).
  { name: "report-rollup", run: rollupReports },
];

/**
 * Cron: drop what can no longer be used, so tables the hot paths read stay small and keep no stale personal
 * data, and move the money the clocks decide. Each step is isolated and logged: one failure skips no other.
 */
export function runHousekeeping(env: Env, now = Date.now(), steps: readonly CronStep[] = HOUSEKEEPING_STEPS) {
  return runSteps("housekeeping", { db: createDb(env.DB), env, now }, steps);
}

/** The daily cron's steps: saved searches' new matches and price drops by email, price drops to who saved a listing, then rent releases. */
export const DAILY_STEPS: readonly CronStep[] = [
  { name: "saved-search-alerts", run: runSavedSearchAlerts },
  { name: "price-drops", run: notifyPriceDrops },
  // Rent held in escrow past its release day with no dispute goes to the lister (services/rent/clock.ts).
  { name: "rent-releases", run: releaseDueRent },
];

/** Daily cron (07:00 UTC, 08:00 in Lagos): each step isolated and logged, like the housekeeping's. */
export async function runDailyJobs(env: Env, now = Date.now()) {
  return runSteps("daily", { db: createDb(env.DB), env, now }, DAILY_STEPS);
}
