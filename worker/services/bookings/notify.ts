import { z } from "zod";
import type { ServiceCtx } from "../../lib/context";
import { tellAboutBooking, type BookingPeople } from "../notifications/booking-sides";
import { formatLagosDate, formatLagosTime } from "../../contracts/lagos-time";

type BookingChange =
  | "booked"
  | "confirmed"
  | "proposed"
  | "rescheduled"
  | "cancelled"
  | "initiated"
  | "reported"
  | "resolved"
  | "expired"
  | "reminder";

/** "25/11/2026 at 10:00 AM" in Lagos time (SPEC §9: DD/MM/YYYY, hh:mm A). */
const whenText = (ms: number) => `${formatLagosDate(ms)} at ${formatLagosTime(ms)}`;

const INSPECTION = {
  table: "inspection_bookings",
  roles: ["seeker", "agent"],
  Row: { slot_start: z.number() },
} as const;
type Info = { slot_start: number; title: string; people: BookingPeople<"seeker" | "agent"> };

function text(change: BookingChange, i: Info, forRole: "seeker" | "agent") {
  const when = whenText(i.slot_start);
  const seeker = i.people.seeker.name;
  const t = `"${i.title}"`;
  switch (change) {
    case "booked":
      return `${seeker} booked an inspection of ${t} for ${when}. The fee is held in escrow: confirm or propose another time.`;
    case "confirmed":
      return forRole === "seeker"
        ? `Your inspection of ${t} on ${when} is confirmed.`
        : `${seeker} accepted the new time for ${t}: ${when}.`;
    case "proposed":
      return `${i.people.agent.name} proposed another time for your inspection of ${t}: ${when}. Accept it or cancel for a full refund.`;
    case "rescheduled":
      return `${seeker} moved the inspection of ${t} to ${when}. Please confirm the new time.`;
    case "cancelled":
      return forRole === "seeker"
        ? `The inspection of ${t} on ${when} was cancelled. Any refund is already in your wallet.`
        : `The inspection of ${t} on ${when} with ${seeker} was cancelled.`;
    case "initiated":
      return forRole === "seeker"
        ? `Your inspection of ${t} started: the agent entered your code.`
        : `Inspection of ${t} started: the fee was settled.`;
    case "reported":
      return `${seeker} reported a problem with the inspection of ${t}. The fee is frozen while our team reviews it.`;
    case "resolved":
      return `Our team decided the report about the inspection of ${t}. See the booking for the outcome.`;
    case "expired":
      return forRole === "seeker"
        ? `The inspection of ${t} on ${when} was never started, so the fee is back in your wallet.`
        : `The inspection of ${t} on ${when} was never started, so the fee went back to ${seeker}.`;
    case "reminder":
      return `Reminder: inspection of ${t} tomorrow, ${when}.`;
  }
}

/**
 * Tells the side that did not act (both sides for system events and reminders) in the bell and by email,
 * after the change has committed. Never throws: the change happened whatever becomes of the message.
 */
export async function tellOtherSide(
  ctx: ServiceCtx,
  bookingId: string,
  change: BookingChange,
  actor: "seeker" | "agent" | null = "seeker",
) {
  await tellAboutBooking(ctx, INSPECTION, bookingId, actor, (i) => ({
    message: (r) => text(change, i, r),
    dedupeKey: () => (change === "reminder" ? `inspection-reminder:${i.id}` : null),
    template: `inspection_${change}`,
    subject: change === "reminder" ? "Inspection tomorrow" : `Inspection booking: ${change}`,
    heading: "Inspection booking",
    warning: "Never pay an inspection fee outside PropertyNG.",
  }));
}
