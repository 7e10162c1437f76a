/**
 * A rent agreement as an escrow order: the tenant (payer) pays the first year's rent and the listing's allowed fees
 * into escrow for the lister (payee). The money comes in once (`rent:hold:<id>`) and leaves once
 * (`rent:settle:<id>`), whichever exit comes first: the tenant confirms moving in, the release day passes without a
 * dispute, the lister cancels before the move-in (a full refund), or staff decide a dispute. Every exit is the one
 * settle entry, so a confirmation racing the daily release or a staff decision can never pay twice.
 */
import { z } from "zod";
import { RENT_FREQUENCIES, RENT_STATUSES, type RentStatus } from "../../contracts/rent-rules";
import { RENT_MESSAGES as M, RENT_STATUS_WORDS } from "../../contracts/rent";
import { all, first, q } from "../../db/sql";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { timelineEvent, type EscrowSpec, type Schedule } from "../escrow";

export const RENT_ESCROW: EscrowSpec = {
  key: "rent",
  table: "rent_agreements",
  events: { table: "rent_events", orderColumn: "agreement_id" },
  kinds: { hold: "rent_hold", settle: "rent_settle" },
};

/** A monthly or quarterly agreement's periods: the schedule its tenant pays (services/escrow/schedule.ts). */
export const RENT_SCHEDULE: Schedule = { spec: RENT_ESCROW, rows: "rent_periods", orderColumn: "agreement_id" };

export const RentRow = z.object({
  id: z.string(),
  property_id: z.string(),
  payer_id: z.string(),
  payee_id: z.string(),
  status: z.enum(RENT_STATUSES),
  move_in_on: z.string(),
  release_on: z.string(),
  rent_kobo: z.number(),
  service_charge_kobo: z.number(),
  agency_fee_kobo: z.number(),
  legal_fee_kobo: z.number(),
  caution_fee_kobo: z.number(),
  total_kobo: z.number(),
  commission_bps: z.number(),
  paid_kobo: z.number(),
  held_kobo: z.number(),
  released_kobo: z.number(),
  refunded_kobo: z.number(),
  paid_at: z.number().nullable(),
  paid_with: z.string().nullable(),
  moved_in_at: z.number().nullable(),
  settled_at: z.number().nullable(),
  dispute_reason: z.string().nullable(),
  disputed_at: z.number().nullable(),
  outcome: z.string().nullable(),
  frequency: z.enum(RENT_FREQUENCIES),
  periods: z.number(),
  grace_days: z.number(),
  created_at: z.number(),
  updated_at: z.number(),
});
export type RentRow = z.infer<typeof RentRow>;

export const rentRow = (ctx: ServiceCtx, id: string) =>
  first(q(ctx, "SELECT * FROM rent_agreements WHERE id = ?", id), RentRow);

export type RentSide = "tenant" | "lister";

/** The agreement of one of its two sides, with which side the user is; anyone else gets a 404. */
export async function myAgreement(ctx: ServiceCtx, userId: string, id: string) {
  const a = await rentRow(ctx, id);
  if (!a || (a.payer_id !== userId && a.payee_id !== userId)) throw new ApiError(404, M.notFound);
  return { a, side: (a.payer_id === userId ? "tenant" : "lister") as RentSide };
}

export const refused = (a: Pick<RentRow, "status">, what: string) =>
  new ApiError(409, M.refused(what, RENT_STATUS_WORDS[a.status].tenant.toLowerCase()));

/** One row of the agreement's timeline, written on its own (a statement, a notice). */
export const rentEvent = (
  ctx: ServiceCtx,
  agreementId: string,
  actorId: string | null,
  action: string,
  detail: string,
  cond: { ifChanged?: boolean } = {},
) => timelineEvent(ctx, RENT_ESCROW, { orderId: agreementId, actorId, action, detail }, cond);

export const isStatus = (a: Pick<RentRow, "status">, ...s: RentStatus[]) => s.includes(a.status);

/** Agreement statuses in which the tenant may pay a period (a dispute does not stop the rent falling due). */
export const PAYING: RentStatus[] = ["awaiting_payment", "held", "running", "disputed"];

export const PeriodRow = z.object({
  id: z.string(),
  agreement_id: z.string(),
  seq: z.number(),
  due_on: z.string(),
  rent_kobo: z.number(),
  service_charge_kobo: z.number(),
  fees_kobo: z.number(),
  amount_kobo: z.number(),
  status: z.enum(["due", "overdue", "paid"]),
  paid_at: z.number().nullable(),
  paid_with: z.string().nullable(),
  entry_id: z.string().nullable(),
  released_at: z.number().nullable(),
  release_entry_id: z.string().nullable(),
  reminded: z.number().nullable(),
});
export type PeriodRow = z.infer<typeof PeriodRow>;

export const periodRows = (ctx: ServiceCtx, agreementId: string) =>
  all(q(ctx, "SELECT * FROM rent_periods WHERE agreement_id = ? ORDER BY seq", agreementId), PeriodRow);

export const isPeriodic = (a: Pick<RentRow, "frequency">) => a.frequency !== "yearly";
