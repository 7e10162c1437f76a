/**
 * Telling people about an instalment plan, after its change committed (never throws): a bell notification always,
 * and an email and an SMS when the person has those turned on (Settings › notifications), the channels and
 * preferences every other reminder uses.
 */
import { z } from "zod";
import { all, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { log } from "../../lib/log";
import { notifySafely } from "../notifications";
import { normalizeNgPhone, sendEmail, sendSms } from "../platform";
import { layout } from "../platform/email";

const Person = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  phone: z.string().nullable(),
  email_on: z.number(),
  sms_on: z.number(),
});

export const planLink = (planId: string, role: "payer" | "payee") =>
  role === "payer" ? `/dashboard/bookings/instalments/${planId}` : "/dashboard/project/instalments";

export type PlanMessage = { userId: string; role: "payer" | "payee"; planId: string; subject: string; text: string };

/**
 * Sends each message on every channel its person allows; `template` names the outbox's kind. Emails and SMS
 * only for reminders and ends (`channels: "all"`); bell only for the rest.
 */
export async function tellAboutPlan(
  ctx: ServiceCtx,
  template: string,
  messages: PlanMessage[],
  channels: "bell" | "all" = "all",
) {
  if (!messages.length) return;
  await notifySafely(
    ctx,
    messages.map((m) => ({
      userId: m.userId,
      type: "none" as const,
      message: m.text,
      link: planLink(m.planId, m.role),
    })),
  );
  if (channels === "bell") return;
  const ids = [...new Set(messages.map((m) => m.userId))];
  try {
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
      const url = `${ctx.env.APP_URL}${planLink(m.planId, m.role)}`;
      try {
        if (p.email_on)
          await sendEmail(ctx, template, {
            to: p.email,
            subject: m.subject,
            text: `Hello ${p.first_name},\n\n${m.text}\n\n${url}`,
            html: layout(m.subject, [`Hello ${p.first_name},`, m.text], { label: "Open the schedule", url }),
          });
        const phone = normalizeNgPhone(p.phone);
        if (p.sms_on && phone)
          await sendSms(ctx, template, { to: phone, text: `PropertyNG: ${m.text} ${url}`.slice(0, 480) });
      } catch (error) {
        // One bad address must not stop the others; the outboxes keep the failure.
        log("warn", "instalments.notify", { template, userId: m.userId, error });
      }
    }
  } catch (error) {
    log("warn", "instalments.notify", { template, error });
  }
}
