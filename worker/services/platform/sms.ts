import { eq } from "drizzle-orm";
import { smsOutbox } from "../../db/schema";
import { smsSender } from "../../integrations/sms";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";

/** Nigerian numbers to international form (0803... → +234803...); null when it does not look like a phone. */
export function normalizeNgPhone(phone: string | null | undefined) {
  const d = (phone ?? "").replace(/[^\d+]/g, "");
  if (/^\+234[789][01]\d{8}$/.test(d)) return d;
  if (/^234[789][01]\d{8}$/.test(d)) return `+${d}`;
  if (/^0[789][01]\d{8}$/.test(d)) return `+234${d.slice(1)}`;
  return null;
}

/** Records the text in the outbox first (so nothing is lost), then hands it to the configured adapter. */
export async function sendSms(ctx: ServiceCtx, template: string, sms: { to: string; text: string }) {
  const id = newId();
  await ctx.db
    .insert(smsOutbox)
    .values({ id, to: sms.to, text: sms.text, template, status: "queued", createdAt: ctx.now })
    .run();
  const sender = smsSender(ctx.env);
  const result = await sender.send({ ...sms, from: ctx.env.SMS_SENDER_ID || "PropertyNG" });
  await ctx.db
    .update(smsOutbox)
    .set(
      result.ok
        ? { status: sender.name === "local" ? "logged" : "sent", sentAt: Date.now() }
        : { status: "failed", error: result.error },
    )
    .where(eq(smsOutbox.id, id))
    .run();
  return id;
}
