import { z } from "zod";
import { sqlAll, batchRows } from "../db/sql";
import { sql } from "drizzle-orm";
import { MESSAGING_RULES } from "../contracts/messaging";
import type { ServiceCtx } from "../lib/context";
import { normalizeNgPhone, sendEmail, sendSms, templates } from "../services/platform";
import { fullName } from "../contracts/names";

const Claimed = z.object({
  conversation_id: z.string(),
  user_id: z.string(),
  other_user_id: z.string(),
  last_read_seq: z.number(),
});
type Claimed = z.infer<typeof Claimed>;
type Person = {
  id: string;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string | null;
  email_on: number;
  sms_on: number;
  deleted_at: number | null;
};

/**
 * Cron (every 5 minutes): one email (and one SMS, if the user turned SMS on) per conversation whose
 * messages have stayed unread for `unreadEmailAfterMs`. The guarded UPDATE claims each member row before
 * anything is sent (pending_email_at → NULL), so overlapping runs never send twice; the next message
 * after that sets it again, so a long silence followed by a new message gets a new email.
 */
export async function sendUnreadMessageEmails(ctx: ServiceCtx, batchSize = 100) {
  const due = ctx.now - MESSAGING_RULES.unreadEmailAfterMs;
  const claimed = await sqlAll(
    ctx.db,
    sql`UPDATE conversation_members SET pending_email_at = NULL
    WHERE (conversation_id, user_id) IN (
      SELECT m.conversation_id, m.user_id FROM conversation_members m JOIN conversations c ON c.id = m.conversation_id
      WHERE m.pending_email_at IS NOT NULL AND m.pending_email_at <= ${due} AND c.last_seq > m.last_read_seq LIMIT ${batchSize})
    RETURNING conversation_id, user_id, other_user_id, last_read_seq`,
    Claimed,
  );
  let sent = 0;
  for (const m of claimed) {
    try {
      if (await notifyOne(ctx, m)) sent++;
    } catch (e) {
      // One bad address must not stop the others; the outboxes keep the failure.
      console.error("unread-messages email failed", m.conversation_id, m.user_id, e);
    }
  }
  return sent;
}

async function notifyOne(ctx: ServiceCtx, m: Claimed) {
  const [people, unread, about] = (await batchRows(ctx, [
    sql`SELECT id, first_name, last_name, email, phone, email_notifications AS email_on, sms_notifications AS sms_on, deleted_at
      FROM users WHERE id IN (${m.user_id}, ${m.other_user_id})`,
    sql`SELECT body, attachments FROM messages
      WHERE conversation_id = ${m.conversation_id} AND seq > ${m.last_read_seq} AND sender_id = ${m.other_user_id} ORDER BY seq DESC LIMIT 6`,
    sql`SELECT p.title, c.last_seq - ${m.last_read_seq} AS n FROM conversations c
      LEFT JOIN properties p ON p.id = c.property_id WHERE c.id = ${m.conversation_id}`,
  ])) as [Person[], { body: string; attachments: string }[], { title: string | null; n: number }[]];
  const user = people.find((p) => p.id === m.user_id);
  const other = people.find((p) => p.id === m.other_user_id);
  if (!user || !other || user.deleted_at || !unread.length) return false;
  const from = fullName(other.first_name, other.last_name);
  const lines = unread
    .slice(0, 5)
    .reverse()
    .map((u) => (u.body ? u.body.replace(/\s+/g, " ").slice(0, 200) : "(a photo)"));
  const total = about[0]?.n ?? lines.length;
  const url = `${ctx.env.APP_URL}/dashboard/messages?cid=${encodeURIComponent(m.conversation_id)}`;
  let any = false;
  if (user.email_on) {
    await sendEmail(ctx, "unread_messages", {
      to: user.email,
      ...templates.unreadMessages(
        user.first_name,
        from,
        about[0]?.title ?? null,
        lines,
        Math.max(0, total - lines.length),
        url,
      ),
    });
    any = true;
  }
  const phone = normalizeNgPhone(user.phone);
  if (user.sms_on && phone) {
    await sendSms(ctx, "unread_messages", {
      to: phone,
      text: `PropertyNG: ${from} sent you ${total === 1 ? "a message" : `${total} messages`}. Reply: ${url}`,
    });
    any = true;
  }
  return any;
}
