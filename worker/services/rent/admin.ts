/**
 * Staff's manual actions on rent, each logged in the activity log with before/after and the reason in the batch
 * that moves the money (settle.ts): deciding a dispute (release to the lister, refund the tenant, or split), and
 * releasing a stuck agreement — one held past its release day that the daily step did not release.
 */
import type { AuthUser } from "../../contracts/auth";
import { formatNaira } from "../../contracts/naira";
import { RENT_MESSAGES as M } from "../../contracts/rent";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { isPeriodic, refused, rentRow } from "./escrow";
import { tellAboutRent } from "./notify";
import { releaseReadyPeriods } from "./periods-settle";
import { settleRent } from "./settle";

export async function resolveRent(
  ctx: ServiceCtx,
  staff: AuthUser,
  id: string,
  input: { outcome: "release" | "refund" | "split"; tenantKobo?: number; note: string },
) {
  const a = await rentRow(ctx, id);
  if (!a) throw new ApiError(404, M.notFound);
  if (a.status !== "disputed") throw refused(a, "decided");
  const tenantKobo = input.outcome === "release" ? 0 : input.outcome === "refund" ? a.held_kobo : input.tenantKobo;
  if (tenantKobo === undefined || tenantKobo < 0 || tenantKobo > a.held_kobo)
    throw new ApiError(422, M.splitAmount, [{ field: "tenantKobo", message: M.splitAmount }]);
  const r = await settleRent(ctx, a, {
    kind: "resolve",
    actorId: staff.id,
    tenantKobo,
    outcome: input.outcome,
    note: input.note,
  });
  if (r.outcome !== "posted") throw refused((await rentRow(ctx, id))!, "decided");
  const words = `PropertyNG decided the dispute: ${formatNaira(tenantKobo)} back to the tenant, ${formatNaira(r.split.payeeKobo)} to the lister${
    r.split.commissionKobo ? ` after ${formatNaira(r.split.commissionKobo)} commission` : ""
  }. ${input.note}`;
  await tellAboutRent(ctx, "rent_resolved", [
    { userId: a.payer_id, agreementId: a.id, subject: "Your rent dispute was decided", text: words },
    { userId: a.payee_id, agreementId: a.id, subject: "The rent dispute was decided", text: words },
  ]);
  return { data: { id: a.id, status: "resolved" as const, tenantKobo, listerKobo: r.split.payeeKobo } };
}

/**
 * Staff release a held agreement now (a stuck release, or the tenant moved in and asked): logged, once. A monthly
 * or quarterly one releases its first period (if still held) and every paid period due by today.
 */
export async function staffRelease(ctx: ServiceCtx, staff: AuthUser, id: string, reason: string) {
  const a = await rentRow(ctx, id);
  if (!a) throw new ApiError(404, M.notFound);
  if (isPeriodic(a)) {
    if (a.status !== "held" && a.status !== "running") throw refused(a, "released");
    const p = await releaseReadyPeriods(ctx, a, { by: "staff", actorId: staff.id, reason });
    if (!p.released) throw refused((await rentRow(ctx, id))!, "released");
    await tellAboutRent(ctx, "rent_released", [
      {
        userId: a.payee_id,
        agreementId: a.id,
        subject: "Rent released to you",
        text: `PropertyNG released rent held in escrow (period${p.released === 1 ? "" : "s"} ${p.seqs.join(", ")}): ${formatNaira(p.listerKobo)} is in your wallet.`,
      },
    ]);
    const now = (await rentRow(ctx, id))!;
    return { data: { id: a.id, status: now.status, tenantKobo: 0, listerKobo: p.listerKobo } };
  }
  if (a.status !== "held") throw refused(a, "released");
  const r = await settleRent(ctx, a, { kind: "release", by: "staff", actorId: staff.id, reason });
  if (r.outcome !== "posted") throw refused((await rentRow(ctx, id))!, "released");
  await tellAboutRent(ctx, "rent_released", [
    {
      userId: a.payee_id,
      agreementId: a.id,
      subject: "Rent released to you",
      text: `PropertyNG released the rent held in escrow: ${formatNaira(r.split.payeeKobo)} is in your wallet.`,
    },
  ]);
  return { data: { id: a.id, status: "released" as const, tenantKobo: 0, listerKobo: r.split.payeeKobo } };
}
