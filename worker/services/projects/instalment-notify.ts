/**
 * Telling people about an instalment plan, after its change committed (never throws): a bell notification always,
 * and an email and an SMS when the person has those turned on (Settings › notifications), the channels and
 * preferences every other reminder uses.
 */
import type { ServiceCtx } from "../../lib/context";
import { tellOnTheirChannels } from "../notifications/on-their-channels";

export const planLink = (planId: string, role: "payer" | "payee") =>
  role === "payer" ? `/dashboard/bookings/instalments/${planId}` : "/dashboard/project/instalments";

export type PlanMessage = { userId: string; role: "payer" | "payee"; planId: string; subject: string; text: string };

/**
 * Sends each message on every channel its person allows; `template` names the outbox's kind. Emails and SMS
 * only for reminders and ends (`channels: "all"`); bell only for the rest.
 */
export function tellAboutPlan(
  ctx: ServiceCtx,
  template: string,
  messages: PlanMessage[],
  channels: "bell" | "all" = "all",
) {
  return tellOnTheirChannels(
    ctx,
    template,
    messages.map((m) => ({ userId: m.userId, subject: m.subject, text: m.text, link: planLink(m.planId, m.role) })),
    { bellOnly: channels === "bell", sms: true, action: "Open the schedule", logEvent: "instalments.notify" },
  );
}
