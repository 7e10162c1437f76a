import { z } from "zod";
import type { ServiceCtx } from "../../lib/context";
import { tellAboutBooking, type BookingPeople } from "../notifications/booking-sides";
import { formatNaira } from "../../contracts/naira";
import { dmy } from "../../contracts/lagos-time";

export type StayChange =
  | "booked"
  | "confirmed"
  | "declined"
  | "cancelled"
  | "expired"
  | "lapsed"
  | "paid_out"
  | "deposit_returned"
  | "claimed"
  | "claim_resolved"
  | "reminder";

const STAY = {
  table: "stay_bookings",
  roles: ["guest", "host"],
  Row: { check_in: z.string(), check_out: z.string(), total_kobo: z.number(), caution_kobo: z.number() },
} as const;
type Info = z.infer<z.ZodObject<typeof STAY.Row>> & { title: string; people: BookingPeople<"guest" | "host"> };

function text(change: StayChange, i: Info, forRole: "guest" | "host") {
  const t = `"${i.title}"`;
  const when = `${dmy(i.check_in)} to ${dmy(i.check_out)}`;
  const guest = i.people.guest.name;
  switch (change) {
    case "booked":
      return `${guest} booked ${t} for ${when}. ${formatNaira(i.total_kobo)} is held in escrow: confirm or decline.`;
    case "confirmed":
      return `Your stay at ${t} (${when}) is confirmed.`;
    case "declined":
      return `The host declined your stay at ${t} (${when}). The full amount is back in your wallet.`;
    case "cancelled":
      return forRole === "host"
        ? `${guest} cancelled the stay at ${t} (${when}).`
        : `The stay at ${t} (${when}) was cancelled. Any refund is already in your wallet.`;
    case "expired":
      return `The stay at ${t} (${when}) was not paid in time, so the nights were released.`;
    case "lapsed":
      return forRole === "guest"
        ? `The host did not confirm your stay at ${t} (${when}) in time. The full amount is back in your wallet.`
        : `You did not confirm the stay at ${t} (${when}) in time, so the full amount went back to ${guest}.`;
    case "paid_out":
      return forRole === "host" ? `You were paid for the stay at ${t} (${when}).` : `Enjoy your stay at ${t}.`;
    case "deposit_returned":
      return forRole === "guest"
        ? `Your caution deposit of ${formatNaira(i.caution_kobo)} for ${t} is back in your wallet.`
        : `The caution deposit of ${formatNaira(i.caution_kobo)} for ${t} went back to ${guest}.`;
    case "claimed":
      return `The host claimed the caution deposit for ${t} (${when}). Our team will review the photos and decide.`;
    case "claim_resolved":
      return `Our team decided the caution deposit claim for ${t}. See the booking for the outcome.`;
    case "reminder":
      return forRole === "guest"
        ? `Reminder: your stay at ${t} starts tomorrow (${dmy(i.check_in)}).`
        : `Reminder: ${guest} checks in at ${t} tomorrow (${dmy(i.check_in)}).`;
  }
}

/**
 * Tells the side that did not act (both for system events) in the bell and by email, after the change has
 * committed. Never throws: the change happened whatever becomes of the message.
 */
export async function tellStaySide(
  ctx: ServiceCtx,
  stayId: string,
  change: StayChange,
  actor: "guest" | "host" | null,
) {
  await tellAboutBooking(ctx, STAY, stayId, actor, (i) => ({
    message: (r) => text(change, i, r),
    dedupeKey: (r) => (change === "reminder" ? `stay-reminder:${i.id}:${r}` : null),
    template: `stay_${change}`,
    subject: change === "reminder" ? "Your short stay is tomorrow" : `Short stay: ${change.replace("_", " ")}`,
    heading: "Short stay",
    warning: "Never pay for a stay outside PropertyNG.",
  }));
}
