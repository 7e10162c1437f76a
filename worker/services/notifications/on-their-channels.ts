/**
 * A message to each person on the channels they allow, after the change it reports committed (never throws): a bell
 * notification always; an email when they have emails turned on, and an SMS when `sms` is asked and they have SMS
 * turned on (Settings › notifications). One failed address never stops the others; the outboxes keep the failure.
 * Rent agreements and instalment plans tell their two sides through it.
 */
import { z } from "zod";
import { all, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { log } from "../../lib/log";
import { normalizeNgPhone, sendEmail, sendSms } from "../platform";
import { layout } from "../platform/email";
import { notifySafely } from "./index";

export type ChannelMessage = { userId: string; subject: string; text: string; link: string };

const Person = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  phone: z.string().nullable(),
  email_on: z.number(),
  sms_on: z.number(),
});

export async function tellOnTheirChannels(
  ctx: ServiceCtx,
  template: string,
  messages: ChannelMessage[],
  o: { bellOnly?: boolean; sms?: boolean; action: string; logEvent: string },
) {
  if (!messages.length) return;
  await notifySafely(
    ctx,
    messages.map((m) => ({ userId: m.userId, type: "none" as const, message: m.text, link: m.link })),
  );
  if (o.bellOnly) return;
  const failed = (userId: string) => (error: unknown) => log("warn", o.logEvent, { template, userId, error });
  try {
    const ids = [...new Set(messages.map((m) => m.userId))];
    const people = await all(
      q(
        ctx,
        `SELECT id, email, first_name, phone, email_notifications AS email_on, sms_notifications AS sms_on FROM users
         WHERE id IN (${ids.map(() => "?").join(", ")}) AND deleted_at IS NULL`,
        ...ids,
      ),
      Person,
    );
    for (const m of messages) {
      const p = people.find((x) => x.id === m.userId);
      if (!p) continue;
      const url = `${ctx.env.APP_URL}${m.link}`;
      if (p.email_on)
        await sendEmail(ctx, template, {
          to: p.email,
          subject: m.subject,
          text: `Hello ${p.first_name},\n\n${m.text}\n\n${url}`,
          html: layout(m.subject, [`Hello ${p.first_name},`, m.text], { label: o.action, url }),
        }).catch(failed(m.userId));
      const phone = normalizeNgPhone(p.phone);
      if (o.sms && p.sms_on && phone)
        await sendSms(ctx, template, { to: phone, text: `PropertyNG: ${m.text} ${url}`.slice(0, 480) }).catch(
          failed(m.userId),
        );
    }
  } catch (error) {
    log("warn", o.logEvent, { template, error });
  }
}
