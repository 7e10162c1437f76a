/**
 * Telling the two sides about their rent agreement, after its change committed (never throws): a bell
 * notification always, and an email when the person has emails turned on (Settings › notifications), the
 * channels every other order uses; reminders and overdue notices also go by SMS to whoever turned SMS on, as an
 * instalment plan's do.
 */
import type { ServiceCtx } from "../../lib/context";
import { tellOnTheirChannels } from "../notifications/on-their-channels";

export const rentLink = (id: string) => `/dashboard/rent/${id}`;
/** Staff's rent page, with the agreement's disputes listed and the agreement open. */
export const adminRentLink = (id: string) => `/dashboard/admin/rent?status=disputed&open=${encodeURIComponent(id)}`;

export type RentMessage = { userId: string; agreementId: string; subject: string; text: string };

export function tellAboutRent(ctx: ServiceCtx, template: string, messages: RentMessage[], o: { sms?: boolean } = {}) {
  return tellOnTheirChannels(
    ctx,
    template,
    messages.map((m) => ({ userId: m.userId, subject: m.subject, text: m.text, link: rentLink(m.agreementId) })),
    { sms: o.sms, action: "Open the agreement", logEvent: "rent.notify" },
  );
}
