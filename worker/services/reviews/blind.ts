import type { ServiceCtx } from "../../lib/context";
import { refreshStatsWhere } from "./stats";
import { q } from "../../db/sql";

/**
 * Cron: a blind review whose counterpart never came is published when its window (14 days) ends. One batch:
 * the UPDATE publishes at most 200 due reviews at ctx.now, and the stats of exactly those subjects are
 * recomputed from the rows (the reviews published at this instant).
 */
export async function publishDueBlindReviews(ctx: ServiceCtx) {
  const [upd] = await ctx.env.DB.batch([
    q(
      ctx,
      "UPDATE reviews SET status = 'published', published_at = ?, blind_until = NULL, updated_at = ? WHERE id IN (SELECT id FROM reviews WHERE status = 'blind' AND blind_until <= ? LIMIT 200) RETURNING id",
      ctx.now,
      ctx.now,
      ctx.now,
    ),
    refreshStatsWhere(
      ctx,
      "(subject_type, subject_id) IN (SELECT subject_type, subject_id FROM reviews WHERE status = 'published' AND published_at = ? AND pair_key IS NOT NULL)",
      ctx.now,
    ),
  ]);
  return upd!.results.length;
}
