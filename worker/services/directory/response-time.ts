import type { ServiceCtx } from "../../lib/context";
import { q } from "../reviews/sql";

const SAMPLE = 20;

/**
 * Median minutes from a conversation's first message to the professional's first reply, over their
 * SAMPLE most recent conversations (conversation_members' inbox index; the first reply is a MIN over one
 * conversation's messages). Only conversations the professional was asked in (agent side) count; null
 * when they have never replied.
 */
export async function responseTimes(ctx: ServiceCtx, userIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!userIds.length) return out;
  const { results } = await q(
    ctx,
    `SELECT agent_id, delta FROM (
       SELECT cm.user_id AS agent_id,
         (SELECT MIN(m.created_at) FROM messages m WHERE m.conversation_id = c.id AND m.sender_id = c.agent_id) - c.created_at AS delta,
         ROW_NUMBER() OVER (PARTITION BY cm.user_id ORDER BY cm.last_message_at DESC) AS rn
       FROM conversation_members cm JOIN conversations c ON c.id = cm.conversation_id AND c.agent_id = cm.user_id
       WHERE cm.user_id IN (SELECT value FROM json_each(?))
     ) WHERE rn <= ${SAMPLE} AND delta IS NOT NULL`,
    JSON.stringify(userIds),
  ).all<{ agent_id: string; delta: number }>();
  const by = new Map<string, number[]>();
  for (const r of results) by.set(r.agent_id, [...(by.get(r.agent_id) ?? []), Math.max(0, r.delta)]);
  for (const [id, deltas] of by) {
    const s = deltas.sort((a, b) => a - b);
    const mid = s.length >> 1;
    const median = s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
    out.set(id, Math.max(1, Math.round(median / 60_000)));
  }
  return out;
}
