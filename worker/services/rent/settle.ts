/**
 * Money leaving a rent agreement's escrow: one guarded batch through the engine's `settle`, at most once per
 * agreement whatever the exit (`rent:settle:<id>`):
 *
 *   release  held → released: the tenant confirmed moving in, the release day passed without a dispute (the daily
 *            step), or staff released a stuck one; all of it to the lister less commission.
 *   refund   held → refunded: the lister cancelled before the tenant moved in; all of it back to the tenant.
 *   resolve  disputed → resolved: staff decided; `tenantKobo` back to the tenant, the rest to the lister less
 *            commission (release: 0 back, refund: all back, split: in between).
 *
 * The amount is what the agreement holds, and the batch is guarded by `held_kobo` still being it (read by the
 * write); the running totals move with the entry, so held = paid − released − refunded holds (a CHECK).
 */
import { formatNaira } from "../../contracts/naira";
import type { RentStatus } from "../../contracts/rent-rules";
import { lagosDay } from "../../contracts/lagos-time";
import type { ServiceCtx } from "../../lib/context";
import { commissionSplit, fullRefund, partialRefund, settle, type Split, type StepResult } from "../escrow";
import { activity } from "../wallet/ledger";
import { RENT_ESCROW, type RentRow } from "./escrow";

export type RentExit =
  | { kind: "release"; by: "tenant" | "clock" | "staff"; actorId: string | null; reason?: string }
  | { kind: "refund"; actorId: string; reason: string }
  | { kind: "resolve"; actorId: string; tenantKobo: number; outcome: "release" | "refund" | "split"; note: string };

function plan(a: RentRow, how: RentExit): { from: RentStatus[]; to: RentStatus; split: Split; words: string } {
  const held = a.held_kobo;
  if (how.kind === "release") {
    const words =
      how.by === "tenant"
        ? "The tenant confirmed moving in"
        : how.by === "clock"
          ? `No dispute by ${a.release_on}: released by itself`
          : `Released by PropertyNG: ${how.reason ?? ""}`;
    return { from: ["held"], to: "released", split: commissionSplit(held, a.commission_bps), words };
  }
  if (how.kind === "refund")
    return { from: ["held"], to: "refunded", split: fullRefund(held), words: `Cancelled by the lister: ${how.reason}` };
  return {
    from: ["disputed"],
    to: "resolved",
    split: partialRefund(held, how.tenantKobo, a.commission_bps),
    words: `Dispute decided by PropertyNG (${how.outcome}): ${how.note}`,
  };
}

/** Settles the agreement by `how`; answers what moved (`posted`), or that another exit won (`replayed`/`insufficient`). */
export function settleRent(ctx: ServiceCtx, a: RentRow, how: RentExit): Promise<StepResult & { split: Split }> {
  const p = plan(a, how);
  const held = a.held_kobo;
  const tenantKobo = p.split.payerKobo;
  const listerGross = held - tenantKobo;
  const staff = how.kind === "resolve" || (how.kind === "release" && how.by === "staff");
  return settle(ctx, RENT_ESCROW, {
    orderId: a.id,
    payerId: a.payer_id,
    payeeId: a.payee_id,
    amountKobo: held,
    split: p.split,
    from: p.from,
    to: p.to,
    // Guarded by what is held, and an automatic release also by its day (read by the same write).
    guardSql: `held_kobo = ? AND held_kobo > 0${how.kind === "release" && how.by === "clock" ? " AND release_on <= ?" : ""}`,
    guardParams: [held, ...(how.kind === "release" && how.by === "clock" ? [lagosDay(ctx.now)] : [])],
    set: `held_kobo = 0, released_kobo = released_kobo + ?, refunded_kobo = refunded_kobo + ?, settled_at = ?, outcome = ?${
      how.kind === "release" && how.by === "tenant" ? ", moved_in_at = ?" : ""
    }`,
    setParams: [
      listerGross,
      tenantKobo,
      ctx.now,
      how.kind === "resolve" ? how.outcome : how.kind,
      ...(how.kind === "release" && how.by === "tenant" ? [ctx.now] : []),
    ],
    actorId: how.actorId,
    action: p.to,
    detail: `${p.words}. Of ${formatNaira(held)} held, ${formatNaira(p.split.payeeKobo)} to the lister${
      p.split.commissionKobo ? ` (after ${formatNaira(p.split.commissionKobo)} commission)` : ""
    }${tenantKobo ? `, ${formatNaira(tenantKobo)} back to the tenant` : ""}.`,
    memo:
      p.to === "released"
        ? "Rent released to the lister less commission"
        : p.to === "refunded"
          ? "Rent refunded to the tenant"
          : "Rent dispute decided",
    ...(staff
      ? {
          extra: (entryId: string) => [
            activity(
              ctx,
              how.kind === "resolve" ? "rent.resolve" : "rent.release",
              { type: "rent_agreement", id: a.id },
              {
                before: { status: a.status, heldKobo: held },
                after: {
                  status: p.to,
                  tenantKobo,
                  listerKobo: p.split.payeeKobo,
                  commissionKobo: p.split.commissionKobo,
                },
                reason: how.kind === "resolve" ? how.note : (how.reason ?? null),
              },
              how.actorId,
              entryId,
            ),
          ],
        }
      : {}),
  }).then((r) => ({ ...r, split: p.split }));
}
