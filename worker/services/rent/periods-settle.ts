/**
 * Releasing a paid period to the lister (a monthly or quarterly agreement): each period is its own leg
 * (`rent:release:<seq>:<id>`), posted at most once, exactly the period's amount less commission. The first period is
 * released as a yearly agreement's rent is (the tenant confirms moving in, the release day passes undisputed, or
 * staff), turning the agreement `held` → `running`; each later one on its due date while the agreement runs; the
 * last one turns it `released`. A dispute stops every release (the agreement is then `disputed`, which no release
 * starts from), and staff's decision settles whatever is held (settle.ts).
 *
 * The batch is guarded by the period still paid and unreleased, the agreement's status, escrow still holding at
 * least the amount and, for the clock, the day — all read by the write.
 */
import { formatNaira } from "../../contracts/naira";
import { lagosDay } from "../../contracts/lagos-time";
import type { ServiceCtx } from "../../lib/context";
import { commissionSplit, settle, type Split, type StepResult } from "../escrow";
import { APPLIED, activity } from "../wallet/ledger";
import { q } from "../../db/sql";
import { RENT_ESCROW, periodRows, type PeriodRow, type RentRow } from "./escrow";

export type PeriodRelease = { by: "tenant" | "clock" | "staff"; actorId: string | null; reason?: string };

export function releasePeriod(
  ctx: ServiceCtx,
  a: RentRow,
  p: Pick<PeriodRow, "seq" | "amount_kobo" | "due_on">,
  how: PeriodRelease,
): Promise<StepResult & { split: Split }> {
  const split = commissionSplit(p.amount_kobo, a.commission_bps);
  const firstOne = p.seq === 1;
  const last = p.seq === a.periods;
  const today = lagosDay(ctx.now);
  const clock = how.by === "clock";
  const words =
    how.by === "tenant"
      ? "The tenant confirmed moving in"
      : how.by === "staff"
        ? `Released by PropertyNG: ${how.reason ?? ""}`
        : firstOne
          ? `No dispute by ${a.release_on}: released by itself`
          : `Due on ${p.due_on}: released by itself`;
  return settle(ctx, RENT_ESCROW, {
    leg: `release:${p.seq}`,
    orderId: a.id,
    payerId: a.payer_id,
    payeeId: a.payee_id,
    amountKobo: p.amount_kobo,
    split,
    from: [firstOne ? "held" : "running"],
    to: last ? "released" : "running",
    guardSql: `held_kobo >= ? AND EXISTS (SELECT 1 FROM rent_periods WHERE agreement_id = ? AND seq = ? AND status = 'paid' AND released_at IS NULL${
      clock && !firstOne ? " AND due_on <= ?" : ""
    })${clock && firstOne ? " AND release_on <= ?" : ""}`,
    guardParams: [p.amount_kobo, a.id, p.seq, ...(clock ? [today] : [])],
    set: `held_kobo = held_kobo - ?, released_kobo = released_kobo + ?${firstOne && how.by === "tenant" ? ", moved_in_at = ?" : ""}${
      last ? ", settled_at = ?, outcome = 'release'" : ""
    }`,
    setParams: [
      p.amount_kobo,
      p.amount_kobo,
      ...(firstOne && how.by === "tenant" ? [ctx.now] : []),
      ...(last ? [ctx.now] : []),
    ],
    actorId: how.actorId,
    action: "period_released",
    detail: `${words}. Period ${p.seq} of ${a.periods}: ${formatNaira(split.payeeKobo)} to the lister${
      split.commissionKobo ? ` (after ${formatNaira(split.commissionKobo)} commission)` : ""
    }.`,
    memo: `Rent period ${p.seq} of ${a.periods} released to the lister less commission`,
    extra: (entryId) => [
      q(
        ctx,
        `UPDATE rent_periods SET released_at = ?, release_entry_id = ?, updated_at = ? WHERE agreement_id = ? AND seq = ? AND ${APPLIED}`,
        ctx.now,
        entryId,
        ctx.now,
        a.id,
        p.seq,
        entryId,
      ),
      ...(how.by === "staff"
        ? [
            activity(
              ctx,
              "rent.release",
              { type: "rent_agreement", id: a.id },
              {
                before: { status: a.status, period: p.seq },
                after: { status: last ? "released" : "running", listerKobo: split.payeeKobo },
                reason: how.reason ?? null,
              },
              how.actorId,
              entryId,
            ),
          ]
        : []),
    ],
  }).then((r) => ({ ...r, split }));
}

/**
 * Releases, in order, each paid period of the agreement that is ready: the first at the move-in (the tenant's
 * confirmation, staff, or the clock from the release day), each later one from its due date (the clock or staff);
 * stops at the first that is not ready or did not go through. Answers how many went and what the lister got.
 */
export async function releaseReadyPeriods(ctx: ServiceCtx, a: RentRow, how: PeriodRelease) {
  const today = lagosDay(ctx.now);
  const rows = (await periodRows(ctx, a.id)).filter((p) => p.status === "paid" && p.released_at === null);
  let status = a.status;
  const out = { released: 0, listerKobo: 0, commissionKobo: 0, seqs: [] as number[] };
  for (const p of rows) {
    const ready = p.seq === 1 ? how.by !== "clock" || a.release_on <= today : how.by !== "tenant" && p.due_on <= today;
    if (!ready) break;
    const r = await releasePeriod(ctx, { ...a, status }, p, how);
    if (r.outcome !== "posted") break;
    status = p.seq === a.periods ? "released" : "running";
    out.released++;
    out.listerKobo += r.split.payeeKobo;
    out.commissionKobo += r.split.commissionKobo;
    out.seqs.push(p.seq);
  }
  return out;
}
