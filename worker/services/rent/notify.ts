/**
 * Telling the two sides about their rent agreement, after its change committed (never throws): a bell
 * notification always, and an email when the person has emails turned on (Settings › notifications), the
 * channels every other order uses; reminders and overdue notices also go by SMS to whoever turned SMS on, as an
 * instalment plan's do.
 */
import { z } from "zod";
import { all, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { log } from "../../lib/log";
import { notifySafely } from "../notifications";
import { normalizeNgPhone, sendEmail, sendSms } from "../platform";
import { layout } from "../platform/email";

export const rentLink = (id: string) => `/dashboard/rent/${id}`;

export type RentMessage = { userId: string; agreementId: string; subject: string; text: string };

const Person = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  phone: z.string().nullable(),
  email_on: z.number(),
  sms_on: z.number(),
});

export async function tellAboutRent(
  ctx: ServiceCtx,
  template: string,
  messages: RentMessage[],
  o: { sms?: boolean } = {},
) {
  if (!messages.length) return;
  await notifySafely(
    ctx,
    messages.map((m) => ({ userId: m.userId, type: "none" as const, message: m.text, link: rentLink(m.agreementId) })),
  );
  try {
    const ids = [...new Set(messages.map((m) => m.userId))];
    const people = await all(
      q(
        ctx,
        `SELECT id, email, first_name, phone, email_notifications AS email_on, sms_notifications AS sms_on FROM users WHERE id IN (${ids.map(() => "?").join(", ")}) AND deleted_at IS NULL`,
        ...ids,
      ),
      Person,
    );
    for (const m of messages) {
      const p = people.find((x) => x.id === m.userId);
      if (!p) continue;
      const url = `${ctx.env.APP_URL}${rentLink(m.agreementId)}`;
      if (p.email_on)
        await sendEmail(ctx, template, {
          to: p.email,
          subject: m.subject,
          text: `Hello ${p.first_name},\n\n${m.text}\n\n${url}`,
          html: layout(m.subject, [`Hello ${p.first_name},`, m.text], { label: "Open the agreement", url }),
        }).catch((error: unknown) => log("warn", "rent.notify", { template, userId: m.userId, error }));
      const phone = normalizeNgPhone(p.phone);
      if (o.sms && p.sms_on && phone)
        await sendSms(ctx, template, { to: phone, text: `PropertyNG: ${m.text} ${url}`.slice(0, 480) }).catch(
          (error: unknown) => log("warn", "rent.notify", { template, userId: m.userId, error }),
        );
    }
  } catch (error) {
    log("warn", "rent.notify", { template, error });
  }
}
