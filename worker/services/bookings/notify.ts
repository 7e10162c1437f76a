import { z } from "zod";
import { first, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { tellBookingSides } from "../notifications/booking-sides";
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

const Info = z.object({
  id: z.string(),
  slot_start: z.number(),
  title: z.string(),
  slug: z.string(),
  property_id: z.string(),
  seeker_id: z.string(),
  agent_id: z.string(),
  s_email: z.string(),
  s_name: z.string(),
  a_email: z.string(),
  a_name: z.string(),
});
type Info = z.infer<typeof Info>;

function text(change: BookingChange, i: Info, forRole: "seeker" | "agent") {
  const when = whenText(i.slot_start);
  const t = `"${i.title}"`;
  switch (change) {
    case "booked":
      return `${i.s_name} booked an inspection of ${t} for ${when}. The fee is held in escrow: confirm or propose another time.`;
    case "confirmed":
      return forRole === "seeker"
        ? `Your inspection of ${t} on ${when} is confirmed.`
        : `${i.s_name} accepted the new time for ${t}: ${when}.`;
    case "proposed":
      return `${i.a_name} proposed another time for your inspection of ${t}: ${when}. Accept it or cancel for a full refund.`;
    case "rescheduled":
      return `${i.s_name} moved the inspection of ${t} to ${when}. Please confirm the new time.`;
    case "cancelled":
      return forRole === "seeker"
        ? `The inspection of ${t} on ${when} was cancelled. Any refund is already in your wallet.`
        : `The inspection of ${t} on ${when} with ${i.s_name} was cancelled.`;
    case "initiated":
      return forRole === "seeker"
        ? `Your inspection of ${t} started: the agent entered your code.`
        : `Inspection of ${t} started: the fee was settled.`;
    case "reported":
      return `${i.s_name} reported a problem with the inspection of ${t}. The fee is frozen while our team reviews it.`;
    case "resolved":
      return `Our team decided the report about the inspection of ${t}. See the booking for the outcome.`;
    case "expired":
      return forRole === "seeker"
        ? `The inspection of ${t} on ${when} was never started, so the fee is back in your wallet.`
        : `The inspection of ${t} on ${when} was never started, so the fee went back to ${i.s_name}.`;
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
  try {
    const i = await first(
      q(
        ctx,
        `SELECT b.id, b.slot_start, b.property_id, b.seeker_id, b.agent_id, p.title, p.slug, s.email AS s_email, s.first_name AS s_name, a.email AS a_email, a.first_name AS a_name
       FROM inspection_bookings b JOIN properties p ON p.id = b.property_id JOIN users s ON s.id = b.seeker_id JOIN users a ON a.id = b.agent_id WHERE b.id = ?`,
        bookingId,
      ),
      Info,
    );
    if (!i) return;
    await tellBookingSides(ctx, {
      people: {
        seeker: { userId: i.seeker_id, email: i.s_email, name: i.s_name },
        agent: { userId: i.agent_id, email: i.a_email, name: i.a_name },
      },
      actor,
      message: (r) => text(change, i, r),
      dedupeKey: () => (change === "reminder" ? `inspection-reminder:${i.id}` : null),
      property: { id: i.property_id, slug: i.slug, title: i.title },
      link: `/dashboard/bookings/${i.id}`,
      template: `inspection_${change}`,
      subject: change === "reminder" ? "Inspection tomorrow" : `Inspection booking: ${change}`,
      heading: "Inspection booking",
      warning: "Never pay an inspection fee outside PropertyNG.",
    });
  } catch (e) {
    console.error("booking notification failed", e);
  }
}
