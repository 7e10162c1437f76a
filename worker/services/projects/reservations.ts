import { z } from "zod";
import type { AuthUser } from "../../contracts/auth";
import {
  PROJECT_MESSAGES as M,
  PROJECT_RULES,
  reservationDeposit,
  type ReservationStatus,
} from "../../contracts/projects";
import { formatNaira } from "../../contracts/naira";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { APPLIED, walletAccount, walletBalance } from "../wallet/ledger";
import { countRows, q, type Stmt, first, all } from "../../db/sql";
import { numberedPageMeta } from "../platform/paging";
import { hold, holdExisting, settleOwnPayment } from "../escrow";
import { startPayment } from "../wallet/payments";
import { actingDeveloper } from "./access";
import { assertDeveloperVerified, DEVELOPER_VERIFIED_GUARD } from "./trust";
import { RESERVATION_ESCROW, Row, event, row, setting, settle } from "./reservation-escrow";
import { tell } from "./reservation-notify";
import { planStatements } from "./instalment-escrow";
import { planOfReservation } from "./instalment-read";
import { PLAN_TERM_SQL, PlanTermColumns } from "./plan-terms";
import { fullName } from "../../contracts/names";

const soldOut = () => new ApiError(409, M.soldOut, [{ field: "unitId", message: M.soldOut }]);

/**
 * Reserves one unit. By wallet: one batch posts the deposit from the wallet to escrow, takes the unit
 * (`available = available - 1 WHERE available > 0`) and writes the reservation; the entry is guarded by the
 * unit still being available, so when it is gone nothing is posted and nothing is taken (409). By link: the
 * unit is taken with an unpaid reservation (30 minutes) in one batch, and the payment's settlement moves the
 * deposit to escrow (`payReservation`).
 */
export async function reserveUnit(
  ctx: ServiceCtx,
  user: AuthUser,
  input: { unitId: string; payWith: "wallet" | "link" },
  callbackUrl: string,
) {
  const u = await first(
    q(
      ctx,
      `SELECT u.id, u.project_id, u.type, u.price_kobo, p.owner_id, p.name, p.listed, ${PLAN_TERM_SQL} FROM project_units u JOIN projects p ON p.id = u.project_id
     WHERE u.id = ? AND p.deleted_at IS NULL`,
      input.unitId,
    ),
    PlanTermColumns.extend({
      id: z.string(),
      project_id: z.string(),
      type: z.string(),
      price_kobo: z.number(),
      owner_id: z.string(),
      name: z.string(),
      listed: z.number(),
    }),
  );
  if (!u) throw new ApiError(404, M.unitGone, [{ field: "unitId", message: M.unitGone }]);
  if (!u.listed) throw new ApiError(422, M.notListed, [{ field: "unitId", message: M.notListed }]);
  const mineToo = await actingDeveloper(ctx, user).then(
    (a) => a.developerId === u.owner_id,
    () => false,
  );
  if (mineToo) throw new ApiError(422, M.ownProject, [{ field: "unitId", message: M.ownProject }]);
  await assertDeveloperVerified(ctx, u.owner_id);
  // Unpaid holds past their 30 minutes give their unit back before anyone is told it is sold out (the cron does it too).
  const stale = await all(
    q(
      ctx,
      "SELECT id FROM project_reservations WHERE unit_id = ? AND status = 'awaiting_payment' AND created_at < ? LIMIT 20",
      u.id,
      ctx.now - PROJECT_RULES.unpaidHoldMs,
    ),
    z.object({ id: z.string() }),
  );
  for (const s of stale) await release(ctx, s.id, ["awaiting_payment"], "expired");
  const id = newId();
  const deposit = reservationDeposit(u.price_kobo, u.deposit_percent);
  const bps = await setting(ctx, "project_commission_bps", 250);
  const insert = (status: ReservationStatus, reference: string | null, cond: string, condParams: unknown[]) =>
    q(
      ctx,
      `INSERT INTO project_reservations (id, project_id, unit_id, seeker_id, developer_id, status, deposit_kobo, commission_bps, pay_with, payment_reference, paid_at, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${cond}`,
      id,
      u.project_id,
      u.id,
      user.id,
      u.owner_id,
      status,
      deposit,
      bps,
      input.payWith,
      reference,
      status === "pending" ? ctx.now : null,
      ctx.now,
      ctx.now,
      ...condParams,
    );
  // The instalment plan and its schedule go with the reservation row, in its batch (the terms as they are now).
  const plan = planStatements(ctx, {
    reservationId: id,
    projectId: u.project_id,
    payerId: user.id,
    payeeId: u.owner_id,
    priceKobo: u.price_kobo,
    commissionBps: bps,
    terms: u,
    cond: { sql: "EXISTS (SELECT 1 FROM project_reservations WHERE id = ?)", params: [id] },
  });
  // The unit is taken only while the developer is still verified: the rule is part of the guarded write, not
  // only the early check above (which says why before anything is tried).
  const take = (entryId?: string) =>
    q(
      ctx,
      `UPDATE project_units SET available = available - 1, updated_at = ? WHERE id = ? AND available > 0 AND ${DEVELOPER_VERIFIED_GUARD}${entryId ? ` AND ${APPLIED}` : ""}`,
      ctx.now,
      u.id,
      u.owner_id,
      ...(entryId ? [entryId] : []),
    );

  if (input.payWith === "wallet") {
    const r = await hold(ctx, RESERVATION_ESCROW, {
      orderId: id,
      payerId: user.id,
      amountKobo: deposit,
      memo: `Reservation deposit held in escrow: ${u.type}, ${u.name}`,
      guard: {
        sql: `EXISTS (SELECT 1 FROM project_units WHERE id = ? AND available > 0) AND ${DEVELOPER_VERIFIED_GUARD}`,
        params: [u.id, u.owner_id],
      },
      with: (entryId) => [
        take(entryId),
        insert("pending", null, `changes() = 1 AND ${APPLIED}`, [entryId]),
        event(
          ctx,
          u.project_id,
          id,
          user.id,
          "reserved",
          `${u.type}: deposit ${formatNaira(deposit)} paid from wallet`,
          entryId,
        ),
        ...plan,
      ],
    });
    if (r.outcome === "insufficient") {
      await assertDeveloperVerified(ctx, u.owner_id);
      const left = await first(
        q(ctx, "SELECT available FROM project_units WHERE id = ?", u.id),
        z.object({ available: z.number() }),
      );
      if (!left?.available) throw soldOut();
      const short = deposit - (r.balances[walletAccount(user.id)] ?? 0);
      throw new ApiError(422, M.walletShort(short), [{ field: "payWith", message: M.walletShort(short) }]);
    }
    await tell(ctx, id, "reserved");
    return { data: await reservationView(ctx, user, id), authorizationUrl: null as string | null };
  }
  const reference = `PNG-PR-${id}`;
  const [taken] = await ctx.env.DB.batch([
    take(),
    insert("awaiting_payment", reference, "changes() = 1", []),
    q(
      ctx,
      `INSERT INTO project_events (id, project_id, order_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, ?, 'reserved', ?, ? WHERE EXISTS (SELECT 1 FROM project_reservations WHERE id = ?)`,
      newId(),
      u.project_id,
      id,
      user.id,
      `${u.type}: waiting for the deposit by payment link`,
      ctx.now,
      id,
    ),
    ...plan,
  ]);
  if (!taken!.meta.changes) {
    await assertDeveloperVerified(ctx, u.owner_id);
    throw soldOut();
  }
  try {
    const { authorizationUrl } = await startPayment(ctx, user, {
      purpose: "project_booking",
      amountKobo: deposit,
      purposeData: { reservationId: id },
      callbackUrl,
      reference,
    });
    return { data: await reservationView(ctx, user, id), authorizationUrl: authorizationUrl as string | null };
  } catch (e) {
    await release(ctx, id, ["awaiting_payment"], "expired");
    throw e;
  }
}

/** An unpaid reservation ends: the unit comes back in the same batch, only if this call ended it. */
async function release(ctx: ServiceCtx, id: string, from: ReservationStatus[], to: ReservationStatus) {
  const [ended] = await ctx.env.DB.batch([
    q(
      ctx,
      `UPDATE project_reservations SET status = ?, updated_at = ? WHERE id = ? AND status IN (${from.map(() => "?").join(", ")})`,
      to,
      ctx.now,
      id,
      ...from,
    ),
    q(
      ctx,
      "UPDATE project_units SET available = available + 1, updated_at = ? WHERE changes() = 1 AND id = (SELECT unit_id FROM project_reservations WHERE id = ?)",
      ctx.now,
      id,
    ),
  ]);
  return ended!.meta.changes > 0;
}

/** Settlement hook of a reservation's payment link: the wallet was credited, now the deposit moves to escrow (once). */
export async function payReservation(ctx: ServiceCtx, id: string, done?: (entryId: string) => Stmt) {
  const b = await row(ctx, id);
  if (!b || b.status !== "awaiting_payment") return;
  const r = await holdExisting(ctx, RESERVATION_ESCROW, {
    orderId: b.id,
    payerId: b.seeker_id,
    amountKobo: b.deposit_kobo,
    memo: "Reservation deposit held in escrow",
    from: ["awaiting_payment"],
    to: "pending",
    set: "paid_at = ?",
    setParams: [ctx.now],
    actorId: b.seeker_id,
    action: "deposit_paid",
    detail: `Deposit ${formatNaira(b.deposit_kobo)} paid by link`,
    subjectId: b.project_id,
    extra: (entryId) => (done ? [done(entryId)] : []),
  });
  if (r.outcome === "posted") await tell(ctx, b.id, "reserved");
}

type Role = "seeker" | "developer";
async function mine(ctx: ServiceCtx, user: AuthUser, id: string): Promise<{ b: Row; role: Role }> {
  const b = await row(ctx, id);
  if (!b) throw new ApiError(404, M.reservationGone);
  if (b.seeker_id === user.id) return { b, role: "seeker" };
  const acting = await actingDeveloper(ctx, user).catch(() => null);
  if (acting?.developerId === b.developer_id) return { b, role: "developer" };
  throw new ApiError(404, M.reservationGone);
}

const refused = (b: Row, what: string) => new ApiError(409, M.refused(what, b.status));

/** `reason` is required to decline (the buyer is told why) and stored in the same guarded write as the refund. */
export async function decideReservation(
  ctx: ServiceCtx,
  user: AuthUser,
  id: string,
  decision: "confirm" | "decline",
  reason: string | null = null,
) {
  const { b, role } = await mine(ctx, user, id);
  if (role !== "developer") throw new ApiError(403, M.developersOnly);
  await actingDeveloper(ctx, user, "manage_reservations");
  if (b.status !== "pending") throw refused(b, decision === "confirm" ? "confirmed" : "declined");
  const r = await settle(ctx, b, decision === "confirm" ? "confirmed" : "declined", user.id, {}, reason);
  if (r.outcome !== "posted") throw refused((await row(ctx, id))!, decision === "confirm" ? "confirmed" : "declined");
  await tell(ctx, id, decision === "confirm" ? "confirmed" : "declined");
  return reservationView(ctx, user, id);
}

/** The seeker withdraws: an unpaid reservation just ends; a paid one not yet confirmed is refunded in full. */
export async function cancelReservation(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await mine(ctx, user, id);
  if (role !== "seeker")
    throw new ApiError(403, "Only the buyer who reserved can cancel; the developer declines instead.");
  if (b.status === "awaiting_payment") {
    if (!(await release(ctx, id, ["awaiting_payment"], "cancelled"))) throw refused((await row(ctx, id))!, "cancelled");
  } else if (b.status === "pending") {
    const r = await settle(ctx, b, "cancelled", user.id);
    if (r.outcome !== "posted") throw refused((await row(ctx, id))!, "cancelled");
    await tell(ctx, id, "cancelled");
  } else throw refused(b, "cancelled");
  return reservationView(ctx, user, id);
}

function actions(b: Row, role: Role) {
  if (role === "seeker")
    return b.status === "awaiting_payment" ? ["pay", "cancel"] : b.status === "pending" ? ["cancel"] : [];
  return b.status === "pending" ? ["confirm", "decline"] : [];
}

export async function reservationView(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await mine(ctx, user, id);
  const info = await first(
    q(
      ctx,
      `SELECT p.name, u.type, u.price_kobo, s.first_name, s.last_name FROM project_reservations r JOIN projects p ON p.id = r.project_id
     JOIN project_units u ON u.id = r.unit_id JOIN users s ON s.id = r.seeker_id WHERE r.id = ?`,
      id,
    ),
    z.object({
      name: z.string(),
      type: z.string(),
      price_kobo: z.number(),
      first_name: z.string(),
      last_name: z.string().nullable(),
    }),
  );
  const commission = Math.floor((b.deposit_kobo * b.commission_bps) / 10_000);
  return {
    id: b.id,
    role,
    status: b.status,
    project: { id: b.project_id, name: info?.name ?? "" },
    unit: { id: b.unit_id, type: info?.type ?? "", priceKobo: info?.price_kobo ?? 0 },
    seeker: { id: b.seeker_id, name: fullName(info?.first_name, info?.last_name) },
    depositKobo: b.deposit_kobo,
    commissionKobo: commission,
    developerReceivesKobo: b.deposit_kobo - commission,
    // A paid deposit leaves escrow only through settle(), which stamps decided_at: any end but a confirmation
    // sent it back whole. An unpaid hold that ended (release) took no money, so nothing came back.
    // An ended reservation was confirmed first: its deposit went to the developer then.
    refundedKobo: b.status !== "confirmed" && b.status !== "ended" && b.decided_at !== null ? b.deposit_kobo : 0,
    payWith: b.pay_with,
    paymentReference: role === "seeker" ? b.payment_reference : null,
    declineReason: b.status === "declined" ? b.decline_reason : null,
    planId: await planOfReservation(ctx, b.id),
    actions: actions(b, role),
    createdAt: b.created_at,
    updatedAt: b.updated_at,
  };
}

export async function listReservations(
  ctx: ServiceCtx,
  user: AuthUser,
  o: { role: Role; page: number; perPage: number },
) {
  let who = "seeker_id = ?";
  let whoId = user.id;
  if (o.role === "developer") {
    const acting = await actingDeveloper(ctx, user);
    who = "developer_id = ?";
    whoId = acting.developerId;
  }
  const n = await countRows(q(ctx, `SELECT COUNT(*) AS n FROM project_reservations WHERE ${who}`, whoId));
  const results = await all(
    q(
      ctx,
      `SELECT id FROM project_reservations WHERE ${who} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
      whoId,
      o.perPage,
      (o.page - 1) * o.perPage,
    ),
    z.object({ id: z.string() }),
  );
  const data = [];
  for (const r of results) data.push(await reservationView(ctx, user, r.id));
  return {
    data,
    meta: numberedPageMeta(o, n),
  };
}

/** Pay an unpaid reservation from the wallet (e.g. after a top-up). */
export async function payReservationByWallet(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await mine(ctx, user, id);
  if (role !== "seeker" || b.status !== "awaiting_payment") throw refused(b, "paid");
  const balance = await walletBalance(ctx, user.id);
  await payReservation(ctx, id);
  if ((await row(ctx, id))!.status === "awaiting_payment")
    throw new ApiError(422, M.walletShort(b.deposit_kobo - balance), [
      { field: "payWith", message: M.walletShort(b.deposit_kobo - balance) },
    ]);
  return { data: await reservationView(ctx, user, id), authorizationUrl: null };
}

/** The payment callback page (/project-booking/payment/booking-callback): settles with the provider, answers the reservation. */
export async function verifyReservationPayment(ctx: ServiceCtx, user: AuthUser, reference: string) {
  const { payment, orderId } = await settleOwnPayment(ctx, user.id, reference, "project_booking", M.paymentNotFound);
  return { payment, data: await reservationView(ctx, user, orderId) };
}
export { runReservationJobs } from "./reservation-order";
