/**
 * What the two sides do once the rent is held: the tenant confirms moving in (the money goes to the lister) or
 * disputes it (it stays in escrow for staff); while disputed, each side tells staff its side, with photos. Photos
 * are the person's own finished uploads turned into immutable evidence in the same batch as the statement, the way a
 * stay's deposit claim keeps them.
 */
import type { AuthUser } from "../../contracts/auth";
import { formatNaira } from "../../contracts/naira";
import { RENT_MESSAGES as M, RENT_RULES, RENT_STAFF_PERMISSION } from "../../contracts/rent";
import { countRows, q } from "../../db/sql";
import { newId } from "../../lib/crypto";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { transition } from "../escrow";
import { issueUpload, type UploadRequest } from "../listings/uploads";
import { RENT_ESCROW, isPeriodic, myAgreement, refused, rentEvent, rentRow, type RentSide } from "./escrow";
import { alertPermissionHolders } from "../settings";
import { adminRentLink, tellAboutRent } from "./notify";
import { agreementNames } from "./read";
import { releaseReadyPeriods } from "./periods-settle";
import { settleRent } from "./settle";

/**
 * The tenant confirms moving in: all of it goes to the lister less commission, once; a monthly or quarterly
 * agreement releases its first period and runs on (the later periods go on their due dates).
 */
export async function confirmMoveIn(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { a, side } = await myAgreement(ctx, user.id, id);
  if (side !== "tenant") throw new ApiError(403, M.tenantOnly);
  if (a.status !== "held") throw refused(a, "confirmed");
  if (isPeriodic(a)) {
    const p = await releaseReadyPeriods(ctx, a, { by: "tenant", actorId: user.id });
    if (!p.released) throw refused((await rentRow(ctx, id))!, "confirmed");
    await tellAboutRent(ctx, "rent_released", [
      {
        userId: a.payee_id,
        agreementId: a.id,
        subject: "Rent released to you",
        text: `The tenant confirmed moving in: the first period's ${formatNaira(p.listerKobo)} is in your wallet (after ${formatNaira(p.commissionKobo)} commission). Each later period comes to you on its due date.`,
      },
    ]);
    return;
  }
  const r = await settleRent(ctx, a, { kind: "release", by: "tenant", actorId: user.id });
  if (r.outcome !== "posted") throw refused((await rentRow(ctx, id))!, "confirmed");
  await tellAboutRent(ctx, "rent_released", [
    {
      userId: a.payee_id,
      agreementId: a.id,
      subject: "Rent released to you",
      text: `The tenant confirmed moving in: ${formatNaira(r.split.payeeKobo)} is in your wallet (${formatNaira(a.held_kobo)} less ${formatNaira(r.split.commissionKobo)} commission).`,
    },
  ]);
}

const photoMarks = (n: number) => Array.from({ length: n }, () => "?").join(", ");

/** Photos usable as evidence: the author's own finished uploads, not on a listing, not used yet (SQL + params). */
const usable = (photos: string[], userId: string) => ({
  sql: photos.length
    ? `(SELECT COUNT(*) FROM property_media WHERE id IN (${photoMarks(photos.length)}) AND owner_id = ? AND status = 'ready' AND property_id IS NULL) = ?`
    : "1 = 1",
  params: photos.length ? [...photos, userId, photos.length] : [],
});

/** The statement row and its photos turned to evidence, only if `cond` holds (SQL read by the same batch). */
function statementWrites(
  ctx: ServiceCtx,
  o: { agreementId: string; userId: string; side: RentSide; body: string; photos: string[] },
  cond: { sql: string; params: unknown[] },
) {
  const sid = newId();
  return [
    q(
      ctx,
      `INSERT INTO rent_statements (id, agreement_id, author_id, side, body, photos, created_at) SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${cond.sql}`,
      sid,
      o.agreementId,
      o.userId,
      o.side,
      o.body,
      JSON.stringify(o.photos),
      ctx.now,
      ...cond.params,
    ),
    ...(o.photos.length
      ? [
          q(
            ctx,
            `UPDATE property_media SET status = 'evidence' WHERE id IN (${photoMarks(o.photos.length)}) AND owner_id = ? AND status = 'ready'
             AND property_id IS NULL AND EXISTS (SELECT 1 FROM rent_statements WHERE id = ?)`,
            ...o.photos,
            o.userId,
            sid,
          ),
        ]
      : []),
  ];
}

/** The tenant disputes the rent before it is released: it stays in escrow until staff decide. */
export async function openDispute(
  ctx: ServiceCtx,
  user: AuthUser,
  id: string,
  input: { reason: string; photoTokens: string[] },
) {
  const { a, side } = await myAgreement(ctx, user.id, id);
  if (side !== "tenant") throw new ApiError(403, M.tenantOnly);
  // A tenancy paid by period may be disputed while it runs: what is held then waits for staff.
  const from = isPeriodic(a) ? (["held", "running"] as const) : (["held"] as const);
  if (!(from as readonly string[]).includes(a.status)) throw refused(a, "disputed");
  const photos = [...new Set(input.photoTokens)];
  const ok = usable(photos, user.id);
  const done = await transition(ctx, RENT_ESCROW, {
    orderId: a.id,
    from,
    guardSql: ok.sql,
    guardParams: ok.params,
    to: "disputed",
    set: "dispute_reason = ?, disputed_at = ?",
    setParams: [input.reason, ctx.now],
    actorId: user.id,
    action: "disputed",
    detail: `Disputed by the tenant: ${input.reason}`,
    followUp: (happened) =>
      statementWrites(ctx, { agreementId: a.id, userId: user.id, side, body: input.reason, photos }, happened),
  });
  if (!done) {
    const now = (await rentRow(ctx, id))!;
    if (now.status !== a.status) throw refused(now, "disputed");
    throw new ApiError(422, M.photos, [{ field: "photoTokens", message: M.photos }]);
  }
  await tellAboutRent(ctx, "rent_disputed", [
    {
      userId: a.payee_id,
      agreementId: a.id,
      subject: "The tenant disputed the rent",
      text: `The tenant disputed the rent held in escrow (${formatNaira(a.held_kobo)}): "${input.reason}". It stays in escrow until PropertyNG decides; add your side of it on the agreement.`,
    },
  ]);
  // The staff who decide rent disputes: each by bell and email, with what they need to start.
  const names = await agreementNames(ctx, a);
  const title = names?.title ?? "a rent listing";
  await alertPermissionHolders(ctx, RENT_STAFF_PERMISSION, "staff_rent_disputed", {
    subject: `Rent disputed: ${title}`,
    text: `The tenant ${names?.tenant.trim() ?? ""} disputed the rent of ${title} (agreement ${a.id}) before it went to the lister ${
      names?.lister.trim() ?? ""
    }: "${input.reason}". ${formatNaira(a.held_kobo)} is held in escrow until PropertyNG decides: release, refund or split.`,
    link: adminRentLink(a.id),
  });
}

/** Either side adds its side of a dispute (at most a few each), with photos. */
export async function addStatement(
  ctx: ServiceCtx,
  user: AuthUser,
  id: string,
  input: { body: string; photoTokens: string[] },
) {
  const { a, side } = await myAgreement(ctx, user.id, id);
  if (a.status !== "disputed") throw refused(a, "added to");
  const photos = [...new Set(input.photoTokens)];
  const ok = usable(photos, user.id);
  const cond = {
    sql: `EXISTS (SELECT 1 FROM rent_agreements WHERE id = ? AND status = 'disputed')
          AND (SELECT COUNT(*) FROM rent_statements WHERE agreement_id = ? AND side = ?) < ? AND ${ok.sql}`,
    params: [a.id, a.id, side, RENT_RULES.maxStatementsPerSide, ...ok.params],
  };
  const [res] = await ctx.env.DB.batch([
    ...statementWrites(ctx, { agreementId: a.id, userId: user.id, side, body: input.body, photos }, cond),
    rentEvent(ctx, a.id, user.id, "statement", `The ${side} added a statement for PropertyNG`, { ifChanged: true }),
  ]);
  if (!res!.meta.changes) {
    const now = (await rentRow(ctx, id))!;
    if (now.status !== "disputed") throw refused(now, "added to");
    if (photos.length) {
      const again = await countRows(
        q(ctx, "SELECT COUNT(*) AS n FROM rent_statements WHERE agreement_id = ? AND side = ?", a.id, side),
      );
      if (again < RENT_RULES.maxStatementsPerSide)
        throw new ApiError(422, M.photos, [{ field: "photoTokens", message: M.photos }]);
    }
    throw new ApiError(409, M.tooManyStatements, [{ field: "body", message: M.tooManyStatements }]);
  }
  await tellAboutRent(ctx, "rent_statement", [
    {
      userId: side === "tenant" ? a.payee_id : a.payer_id,
      agreementId: a.id,
      subject: "A new statement on the disputed rent",
      text: `The ${side} added a statement on the disputed rent for PropertyNG's review.`,
    },
  ]);
}

/**
 * An upload ticket for a photo of a held or disputed rent (either side, whatever their account type): the photo is
 * the person's own until a statement makes it evidence.
 */
export async function evidenceUpload(ctx: ServiceCtx, user: AuthUser, id: string, input: UploadRequest) {
  const { a } = await myAgreement(ctx, user.id, id);
  if (a.status !== "held" && a.status !== "running" && a.status !== "disputed") throw refused(a, "given photos");
  return issueUpload(ctx, user.id, input);
}
