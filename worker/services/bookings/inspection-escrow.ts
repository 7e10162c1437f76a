import type { ServiceCtx } from "../../lib/context";
import { first, q } from "../../db/sql";
import type { EscrowSpec } from "../escrow";
import { timelineEvent } from "../escrow";
import { BookingRow } from "./inspection-rules";

/** An inspection as an escrow order: the fee is held from the seeker (payer) for the agent (payee). */
export const INSPECTION_ESCROW: EscrowSpec = {
  key: "inspection",
  table: "inspection_bookings",
  events: { table: "inspection_events", orderColumn: "booking_id" },
  kinds: { hold: "inspection_hold", settle: "inspection_settle" },
};

export const row = (ctx: ServiceCtx, id: string) =>
  first(q(ctx, "SELECT * FROM inspection_bookings WHERE id = ?", id), BookingRow);

/** One row of the booking's timeline (with `entryId`: only if that entry is posted by the same batch). */
export const event = (
  ctx: ServiceCtx,
  bookingId: string,
  actorId: string | null,
  action: string,
  detail: string | null,
  entryId?: string,
) => timelineEvent(ctx, INSPECTION_ESCROW, { orderId: bookingId, actorId, action, detail }, { entryId });
