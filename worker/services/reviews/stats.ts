import { z } from "zod";
import { first, all, q, type Stmt } from "../../db/sql";
import { ratingLabel, type ReviewStatistics, type ReviewSubject } from "../../contracts/reviews";
import type { ServiceCtx } from "../../lib/context";

const PUBLISHED = "status = 'published'";

/**
 * The statement that recomputes review_stats from the review rows of the subjects `where` selects. Every batch
 * that publishes, hides or restores a review ends with it, so the counter table always equals the rows (a
 * subject whose reviews are all hidden keeps a row of zeros, because hidden rows still group).
 */
export function refreshStatsWhere(ctx: ServiceCtx, where: string, ...params: unknown[]): Stmt {
  const stars = [1, 2, 3, 4, 5].map((n) => `SUM(${PUBLISHED} AND rating = ${n})`).join(", ");
  return q(
    ctx,
    `INSERT INTO review_stats (subject_type, subject_id, count, total, average, star1, star2, star3, star4, star5, updated_at)
     SELECT subject_type, subject_id, SUM(${PUBLISHED}), SUM(CASE WHEN ${PUBLISHED} THEN rating ELSE 0 END),
            COALESCE(ROUND(AVG(CASE WHEN ${PUBLISHED} THEN rating END), 2), 0), ${stars}, ?
     FROM reviews WHERE ${where} GROUP BY subject_type, subject_id
     ON CONFLICT (subject_type, subject_id) DO UPDATE SET count = excluded.count, total = excluded.total, average = excluded.average,
       star1 = excluded.star1, star2 = excluded.star2, star3 = excluded.star3, star4 = excluded.star4, star5 = excluded.star5, updated_at = excluded.updated_at`,
    ctx.now,
    ...params,
  );
}

export const refreshStats = (ctx: ServiceCtx, subjectType: string, subjectId: string) =>
  refreshStatsWhere(ctx, "subject_type = ? AND subject_id = ?", subjectType, subjectId);

const StatsRow = z.object({
  count: z.number(),
  average: z.number(),
  star1: z.number(),
  star2: z.number(),
  star3: z.number(),
  star4: z.number(),
  star5: z.number(),
});
type StatsRow = z.infer<typeof StatsRow>;

export function toStatistics(r: StatsRow | null | undefined): ReviewStatistics {
  const average = r?.count ? r.average : 0;
  return {
    average,
    count: r?.count ?? 0,
    ratingLabel: ratingLabel(average),
    distribution: { 1: r?.star1 ?? 0, 2: r?.star2 ?? 0, 3: r?.star3 ?? 0, 4: r?.star4 ?? 0, 5: r?.star5 ?? 0 },
  };
}

export async function statisticsOf(
  ctx: ServiceCtx,
  subjectType: ReviewSubject,
  subjectId: string,
): Promise<ReviewStatistics> {
  const row = await first(
    q(
      ctx,
      "SELECT count, average, star1, star2, star3, star4, star5 FROM review_stats WHERE subject_type = ? AND subject_id = ?",
      subjectType,
      subjectId,
    ),
    StatsRow,
  );
  return toStatistics(row);
}

/** Average and count of many subjects at once (listing cards, directory cards). */
export async function ratingsOf(
  ctx: ServiceCtx,
  subjectType: ReviewSubject,
  ids: string[],
): Promise<Map<string, { average: number; count: number }>> {
  const out = new Map<string, { average: number; count: number }>();
  if (!ids.length) return out;
  const results = await all(
    q(
      ctx,
      "SELECT subject_id, count, average FROM review_stats WHERE subject_type = ? AND subject_id IN (SELECT value FROM json_each(?))",
      subjectType,
      JSON.stringify(ids),
    ),
    z.object({ subject_id: z.string(), count: z.number(), average: z.number() }),
  );
  for (const r of results) out.set(r.subject_id, { average: r.count ? r.average : 0, count: r.count });
  return out;
}
