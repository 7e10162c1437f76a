import { z } from "zod";
import { all, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";

/**
 * Median minutes from a conversation's first message to the professional's first reply, over their 20 latest
 * answered conversations (agent side only): kept in response_times by a trigger on messages (migrations/0040) in
 * the transaction of the reply, so a directory page reads one row per card. Absent when they never replied.
 */
export async function responseTimes(ctx: ServiceCtx, userIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!userIds.length) return out;
  const results = await all(
    q(
      ctx,
      "SELECT user_id, median_ms FROM response_times WHERE user_id IN (SELECT value FROM json_each(?))",
      JSON.stringify(userIds),
    ),
    z.object({ user_id: z.string(), median_ms: z.number() }),
  );
  for (const r of results) out.set(r.user_id, Math.max(1, Math.round(r.median_ms / 60_000)));
  return out;
}
