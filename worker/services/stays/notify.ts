import { z } from "zod";
import { first, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { tellBookingSides } from "../notifications/booking-sides";
import { formatNaira } from "../../contracts/naira";

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

const Info = z.object({
  id: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  title: z.string(),
  slug: z.string(),
  property_id: z.string(),
  guest_id: z.string(),
  host_id: z.string(),
  g_email: z.string(),
  g_name: z.string(),
  h_email: z.string(),
  h_name: z.string(),
  total_kobo: z.number(),
  caution_kobo: z.number(),
});
type Info = z.infer<typeof Info>;

/** "2026-12-01" → "01/12/2026" (SPEC §9). */
const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

function text(change: StayChange, i: Info, forRole: "guest" | "host") {
  const t = `"${i.title}"`;
  const when = `${dmy(i.check_in)} to ${dmy(i.check_out)}`;
  switch (change) {
    case "booked":
      return `${i.g_name} booked ${t} for ${when}. ${formatNaira(i.total_kobo)} is held in escrow: confirm or decline.`;
    case "confirmed":
      return `Your stay at ${t} (${when}) is confirmed.`;
    case "declined":
      return `The host declined your stay at ${t} (${when}). The full amount is back in your wallet.`;
    case "cancelled":
      return forRole === "host"
        ? `${i.g_name} cancelled the stay at ${t} (${when}).`
        : `The stay at ${t} (${when}) was cancelled. Any refund is already in your wallet.`;
    case "expired":
      return `The stay at ${t} (${when}) was not paid in time, so the nights were released.`;
    case "lapsed":
      return forRole === "guest"
        ? `The host did not confirm your stay at ${t} (${when}) in time. The full amount is back in your wallet.`
        : `You did not confirm the stay at ${t} (${when}) in time, so the full amount went back to ${i.g_name}.`;
    case "paid_out":
      return forRole === "host" ? `You were paid for the stay at ${t} (${when}).` : `Enjoy your stay at ${t}.`;
    case "deposit_returned":
      return forRole === "guest"
        ? `Your caution deposit of ${formatNaira(i.caution_kobo)} for ${t} is back in your wallet.`
        : `The caution deposit of ${formatNaira(i.caution_kobo)} for ${t} went back to ${i.g_name}.`;
    case "claimed":
      return `The host claimed the caution deposit for ${t} (${when}). Our team will review the photos and decide.`;
    case "claim_resolved":
      return `Our team decided the caution deposit claim for ${t}. See the booking for the outcome.`;
    case "reminder":
      return forRole === "guest"
        ? `Reminder: your stay at ${t} starts tomorrow (${dmy(i.check_in)}).`
        : `Reminder: ${i.g_name} checks in at ${t} tomorrow (${dmy(i.check_in)}).`;
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
  try {
    const i = await first(
      q(
        ctx,
        `SELECT b.id, b.check_in, b.check_out, b.property_id, b.guest_id, b.host_id, b.total_kobo, b.caution_kobo, p.title, p.slug, g.email AS g_email, g.first_name AS g_name, h.email AS h_email, h.first_name AS h_name
       FROM stay_bookings b JOIN properties p ON p.id = b.property_id JOIN users g ON g.id = b.guest_id JOIN users h ON h.id = b.host_id WHERE b.id = ?`,
        stayId,
      ),
      Info,
    );
    if (!i) return;
    await tellBookingSides(ctx, {
      people: {
        guest: { userId: i.guest_id, email: i.g_email, name: i.g_name },
        host: { userId: i.host_id, email: i.h_email, name: i.h_name },
      },
      actor,
      message: (r) => text(change, i, r),
      dedupeKey: (r) => (change === "reminder" ? `stay-reminder:${i.id}:${r}` : null),
      property: { id: i.property_id, slug: i.slug, title: i.title },
      link: `/dashboard/bookings/${i.id}`,
      template: `stay_${change}`,
      subject: change === "reminder" ? "Your short stay is tomorrow" : `Short stay: ${change.replace("_", " ")}`,
      heading: "Short stay",
      warning: "Never pay for a stay outside PropertyNG.",
    });
  } catch (e) {
    console.error("stay notification failed", e);
  }
}
