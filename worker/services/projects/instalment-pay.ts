/**
 * Paying instalments: from the wallet, or by card through a payment link whose settlement credits the wallet and
 * then runs the same hold. One payment may cover several instalments (paying ahead).
 *
 * One guarded write decides: the hold's ledger entry is posted only if every chosen instalment is still unpaid and
 * the plan still takes payments, read by the INSERT itself; the instalments flip to paid and the plan's totals move
 * in the same batch, conditioned on that entry. Its key names the instalments (`instalment:pay:<seqs>:<plan>`), so
 * 30 parallel payments of one instalment post one entry; a payment link's key names its reference instead, and the
 * guard keeps it from paying an instalment the wallet paid meanwhile (that card money stays in the wallet).
 */
import { z } from "zod";
import type { AuthUser } from "../../contracts/auth";
import { INSTALMENT_MESSAGES as M, PLAN_STATUS_WORDS } from "../../contracts/instalments";
import { formatNaira } from "../../contracts/naira";
import { all, first, q, type Stmt } from "../../db/sql";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { holdScheduled, scheduledAmount } from "../escrow";
import { APPLIED, walletBalance, type PostResult } from "../wallet/ledger";
import { chargeReceipt } from "../wallet/receipts";
import { startPayment } from "../wallet/payments";
import { INSTALMENT_SCHEDULE, PAYABLE, planRow, type PlanRow } from "./instalment-escrow";
import { tellAboutPlan } from "./instalment-notify";
import { releaseOnPayment } from "./instalment-settle";

const seqList = (seqs: number[]) => [...seqs].sort((a, b) => a - b);
const marks = (n: number) => Array.from({ length: n }, () => "?").join(", ");

/**
 * The guarded hold of instalments `seqs` of a plan: posted only while the plan takes payments, its reservation is
 * confirmed and every one of them is unpaid; with it, they are paid (by this entry) and the plan's totals move. Paid
 * after every milestone was released, the money goes on to the developer in the same batch: `releasedKobo`.
 */
export async function holdInstalments(
  ctx: ServiceCtx,
  plan: PlanRow,
  o: {
    seqs: number[];
    amountKobo: number;
    leg: string;
    paidWith: "wallet" | "link";
    extra?: (entryId: string) => Stmt[];
  },
): Promise<PostResult & { releasedKobo: number }> {
  const seqs = seqList(o.seqs);
  const what = seqs.length === 1 ? `instalment ${seqs[0]}` : `instalments ${seqs.join(", ")}`;
  let releaseKey = "";
  const r = await holdScheduled(ctx, INSTALMENT_SCHEDULE, {
    leg: o.leg,
    orderId: plan.id,
    payerId: plan.payer_id,
    seqs,
    amountKobo: o.amountKobo,
    paidWith: o.paidWith,
    memo: `Instalment plan: ${what} of ${plan.instalments} held in escrow`,
    takesPayments: {
      sql: `EXISTS (SELECT 1 FROM instalment_plans p JOIN project_reservations r ON r.id = p.reservation_id
              WHERE p.id = ? AND p.status IN (${marks(PAYABLE.length)}) AND r.status = 'confirmed')`,
      params: [plan.id, ...PAYABLE],
    },
    event: {
      action: "instalment_paid",
      detail: `${what[0]!.toUpperCase()}${what.slice(1)}: ${formatNaira(o.amountKobo)} held in escrow (${o.paidWith === "wallet" ? "wallet" : "card"})`,
      subjectId: plan.project_id,
    },
    with: (entryId) => {
      // Paid after every milestone was released: on to the developer in this batch (instalment-settle.ts).
      const release = releaseOnPayment(ctx, plan, { seqs, amountKobo: o.amountKobo, paidBy: entryId });
      releaseKey = release.idemKey;
      return [
        // Every instalment settled (paid or waived): the plan is paid up; what is held still waits for milestones.
        q(
          ctx,
          `UPDATE instalment_plans SET status = 'paid_up', updated_at = ? WHERE id = ? AND status = 'active' AND ${APPLIED}
           AND NOT EXISTS (SELECT 1 FROM instalments WHERE plan_id = ? AND status IN ('due', 'overdue'))`,
          ctx.now,
          plan.id,
          entryId,
          plan.id,
        ),
        ...release.stmts,
        ...(o.extra?.(entryId) ?? []),
      ];
    },
  });
  const released =
    r.outcome === "posted" &&
    (await first(
      q(ctx, "SELECT 1 AS x FROM journal_entries WHERE idem_key = ?", releaseKey),
      z.object({ x: z.number() }),
    ));
  return { ...r, releasedKobo: released ? o.amountKobo : 0 };
}

/** The chosen instalments of the payer's own plan, checked: known numbers, still unpaid; answers their total. */
async function chosen(ctx: ServiceCtx, user: AuthUser, planId: string, seqs: number[]) {
  const plan = await planRow(ctx, planId);
  if (!plan || plan.payer_id !== user.id) throw new ApiError(404, M.planGone);
  if (!(PAYABLE as readonly string[]).includes(plan.status))
    throw new ApiError(409, M.notPayable(PLAN_STATUS_WORDS[plan.status].toLowerCase()));
  const reservation = await first(
    q(ctx, "SELECT status FROM project_reservations WHERE id = ?", plan.reservation_id),
    z.object({ status: z.string() }),
  );
  if (reservation?.status !== "confirmed") throw new ApiError(409, M.notConfirmed);
  const rows = await all(
    q(
      ctx,
      `SELECT seq, amount_kobo, status FROM instalments WHERE plan_id = ? AND seq IN (${marks(seqs.length)})`,
      plan.id,
      ...seqs,
    ),
    z.object({ seq: z.number(), amount_kobo: z.number(), status: z.string() }),
  );
  if (rows.length !== seqs.length) throw new ApiError(422, M.unknownSeq, [{ field: "seqs", message: M.unknownSeq }]);
  if (rows.some((r) => r.status !== "due" && r.status !== "overdue"))
    throw new ApiError(409, M.alreadySettled, [{ field: "seqs", message: M.alreadySettled }]);
  return { plan, amountKobo: rows.reduce((s, r) => s + r.amount_kobo, 0) };
}

/** The project and unit words of a plan, for memos, receipts and notifications. */
export async function planTitle(ctx: ServiceCtx, plan: Pick<PlanRow, "reservation_id">) {
  const t = await first(
    q(
      ctx,
      "SELECT u.type, p.name FROM project_reservations r JOIN project_units u ON u.id = r.unit_id JOIN projects p ON p.id = r.project_id WHERE r.id = ?",
      plan.reservation_id,
    ),
    z.object({ type: z.string(), name: z.string() }),
  );
  return t ? `${t.type} at ${t.name}` : "your unit";
}

/**
 * Pays instalments of the signed-in buyer's plan. Wallet: held now (a receipt by email), or 422 when short, or 409
 * when any of them was paid meanwhile. Link: a payment for their total; its settlement holds them (`onInstalmentPaid`).
 */
export async function payInstalments(
  ctx: ServiceCtx,
  user: AuthUser,
  planId: string,
  input: { seqs: number[]; payWith: "wallet" | "link" },
  callbackUrl: string,
) {
  const { plan, amountKobo } = await chosen(ctx, user, planId, input.seqs);
  const seqs = seqList(input.seqs);
  if (input.payWith === "link") {
    const reference = `PNG-IN-${newId()}`;
    const { authorizationUrl } = await startPayment(ctx, user, {
      purpose: "instalment",
      amountKobo,
      purposeData: { planId: plan.id, seqs, leg: `pay:${reference}` },
      callbackUrl,
      reference,
    });
    return { authorizationUrl: authorizationUrl as string | null };
  }
  const r = await holdInstalments(ctx, plan, { seqs, amountKobo, leg: `pay:${seqs.join("-")}`, paidWith: "wallet" });
  if (r.outcome !== "posted") {
    // Refused or replayed: either one of them is paid by now (another request won), or the wallet is short.
    await chosen(ctx, user, planId, input.seqs);
    const balance = await walletBalance(ctx, user.id);
    throw new ApiError(422, M.walletShort(amountKobo - balance), [
      { field: "payWith", message: M.walletShort(amountKobo - balance) },
    ]);
  }
  await paid(ctx, plan, r, seqs, amountKobo);
  return { authorizationUrl: null };
}

/** After a payment posted: the buyer's receipt, and both sides told when it went on to the developer at once. */
async function paid(
  ctx: ServiceCtx,
  plan: PlanRow,
  r: PostResult & { releasedKobo: number },
  seqs: number[],
  amountKobo: number,
) {
  const title = await planTitle(ctx, plan);
  await chargeReceipt(ctx, r, plan.payer_id, amountKobo, `${describe(seqs, plan)} of ${title}`);
  if (!r.releasedKobo) return;
  const words = `${describe(seqs, plan)[0]!.toUpperCase()}${describe(seqs, plan).slice(1)} for ${title} (${formatNaira(r.releasedKobo)})`;
  await tellAboutPlan(
    ctx,
    "instalment_release",
    [
      {
        userId: plan.payer_id,
        role: "payer",
        planId: plan.id,
        subject: "Your instalment went to the developer",
        text: `${words} went to the developer at once: every construction milestone of your plan was already approved and released.`,
      },
      {
        userId: plan.payee_id,
        role: "payee",
        planId: plan.id,
        subject: "An instalment was released to you",
        text: `${words} was paid after every milestone was released: it is in your wallet less commission.`,
      },
    ],
    "bell",
  );
}

const describe = (seqs: number[], plan: Pick<PlanRow, "instalments">) =>
  `instalment${seqs.length === 1 ? "" : "s"} ${seqs.join(", ")} of ${plan.instalments}`;

/**
 * The settlement hook of an instalment payment link: the wallet was credited; now the instalments are held (once,
 * under the payment's own key). If they were paid meanwhile, the money stays in the wallet and the hook is done.
 */
export async function onInstalmentPaid(
  ctx: ServiceCtx,
  data: Record<string, unknown>,
  done: (entryId?: string) => Stmt,
) {
  const parsed = z
    .object({ planId: z.string(), seqs: z.array(z.number().int()).min(1), leg: z.string() })
    .safeParse(data);
  if (!parsed.success) return;
  const plan = await planRow(ctx, parsed.data.planId);
  if (!plan) return;
  const amountKobo = await scheduledAmount(ctx, INSTALMENT_SCHEDULE, plan.id, parsed.data.seqs);
  if (!amountKobo) return;
  const r = await holdInstalments(ctx, plan, {
    seqs: parsed.data.seqs,
    amountKobo,
    leg: parsed.data.leg,
    paidWith: "link",
    extra: (entryId) => [done(entryId)],
  });
  if (r.outcome === "posted") await paid(ctx, plan, r, seqList(parsed.data.seqs), amountKobo);
}
