/**
 * Reading rent agreements: one agreement as its tenant or its lister sees it (amounts, money held and released,
 * the statements of a dispute, the timeline, what the reader may do next); each side's list with the money per
 * tenant; staff's report and one agreement with the evidence and the activity log. Scoped by who asks in the WHERE.
 */
import { z } from "zod";
import { lagosDay } from "../../contracts/lagos-time";
import {
  OPEN_RENT_STATUSES,
  RENT_FREQUENCIES,
  RENT_MESSAGES as M,
  RENT_STATUSES,
  RENT_STATUS_WORDS,
  type RentPeriodStatus,
} from "../../contracts/rent";
import { all, countRows, figures, first, q } from "../../db/sql";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { orderTimeline, sideMoneyTotals } from "../escrow";
import { numberedPageMeta, numberedSqlPage, sqlFilter } from "../platform/paging";
import { evidenceUrl } from "../stays/evidence";
import { PAYING, myAgreement, periodRows, rentRow, type PeriodRow, type RentRow, type RentSide } from "./escrow";
import { RENT_ORDER } from "./order";

const Names = z.object({
  slug: z.string(),
  title: z.string(),
  tenant: z.string(),
  lister: z.string(),
});
/** The listing's slug and title and the two sides' names (a company lister by its company's name). */
export const agreementNames = (ctx: ServiceCtx, a: Pick<RentRow, "payer_id" | "payee_id" | "property_id">) =>
  first(
    q(
      ctx,
      `SELECT p.slug, p.title, t.first_name || ' ' || COALESCE(t.last_name, '') AS tenant,
       COALESCE(NULLIF(l.company_name, ''), l.first_name || ' ' || COALESCE(l.last_name, '')) AS lister
       FROM properties p JOIN users t ON t.id = ? JOIN users l ON l.id = ? WHERE p.id = ?`,
      a.payer_id,
      a.payee_id,
      a.property_id,
    ),
    Names,
  );
const Statement = z.object({
  id: z.string(),
  side: z.enum(["tenant", "lister"]),
  author: z.string(),
  body: z.string(),
  photos: z.string(),
  created_at: z.number(),
});

function actions(a: RentRow, side: RentSide, payable: number) {
  const out: ("pay" | "confirm" | "dispute" | "statement" | "cancel")[] = [];
  if (side === "tenant" && payable > 0) out.push("pay");
  if (a.status === "awaiting_payment") out.push("cancel");
  if (a.status === "held") {
    if (side === "tenant") out.push("confirm", "dispute");
    else out.push("cancel");
  }
  if (a.status === "running" && side === "tenant") out.push("dispute");
  if (a.status === "disputed") out.push("statement");
  return out;
}

const isOpen = (a: Pick<RentRow, "status">) => (OPEN_RENT_STATUSES as readonly string[]).includes(a.status);

/** The schedule as readers see it: unpaid is overdue after its due date, and cancelled once the agreement ended. */
function schedule(a: RentRow, rows: PeriodRow[], today: string) {
  const periods = rows.map((p) => ({
    seq: p.seq,
    dueOn: p.due_on,
    rentKobo: p.rent_kobo,
    serviceChargeKobo: p.service_charge_kobo,
    feesKobo: p.fees_kobo,
    amountKobo: p.amount_kobo,
    status: (p.status === "paid"
      ? "paid"
      : !isOpen(a)
        ? "cancelled"
        : p.due_on < today
          ? "overdue"
          : "due") satisfies RentPeriodStatus as RentPeriodStatus,
    paidAt: p.paid_at,
    paidWith: p.paid_with,
    receipt: p.entry_id,
    releasedAt: p.released_at,
  }));
  const unpaid = periods.filter((p) => p.status === "due" || p.status === "overdue");
  return {
    schedule: periods,
    overdueKobo: unpaid.filter((p) => p.status === "overdue").reduce((n, p) => n + p.amountKobo, 0),
    // A yearly agreement is one payment, while it awaits it.
    payable: rows.length ? (PAYING.includes(a.status) ? unpaid.length : 0) : a.status === "awaiting_payment" ? 1 : 0,
  };
}

async function details(ctx: ServiceCtx, a: RentRow, side: RentSide) {
  const [names, statements, timeline, periods] = await Promise.all([
    agreementNames(ctx, a),
    all(
      q(
        ctx,
        `SELECT s.id, s.side, u.first_name || ' ' || COALESCE(u.last_name, '') AS author, s.body, s.photos, s.created_at
         FROM rent_statements s JOIN users u ON u.id = s.author_id WHERE s.agreement_id = ? ORDER BY s.created_at, s.id LIMIT 50`,
        a.id,
      ),
      Statement,
    ),
    orderTimeline(ctx, RENT_ORDER, a.id),
    periodRows(ctx, a.id),
  ]);
  if (!names) throw new ApiError(404, M.notFound);
  const plan = schedule(a, periods, lagosDay(ctx.now));
  const lines = [
    { field: "rentKobo", label: "First year's rent", amountKobo: a.rent_kobo },
    { field: "serviceChargeKobo", label: "Service charge", amountKobo: a.service_charge_kobo },
    { field: "agencyFeeKobo", label: "Agency fee", amountKobo: a.agency_fee_kobo },
    { field: "legalFeeKobo", label: "Legal fee", amountKobo: a.legal_fee_kobo },
    { field: "cautionFeeKobo", label: "Caution deposit", amountKobo: a.caution_fee_kobo },
  ].filter((l) => l.amountKobo > 0);
  return {
    view: {
      id: a.id,
      role: side,
      status: a.status,
      statusWords: RENT_STATUS_WORDS[a.status][side],
      property: { id: a.property_id, slug: names.slug, title: names.title },
      tenant: { id: a.payer_id, name: names.tenant.trim() },
      lister: { id: a.payee_id, name: names.lister.trim() },
      moveInOn: a.move_in_on,
      releaseOn: a.release_on,
      lines,
      frequency: a.frequency,
      graceDays: a.grace_days,
      ...plan,
      totalKobo: a.total_kobo,
      paidKobo: a.paid_kobo,
      heldKobo: a.held_kobo,
      releasedKobo: a.released_kobo,
      refundedKobo: a.refunded_kobo,
      commissionBps: a.commission_bps,
      paidAt: a.paid_at,
      paidWith: a.paid_with,
      movedInAt: a.moved_in_at,
      disputeReason: a.dispute_reason,
      outcome: a.outcome,
      actions: actions(a, side, plan.payable),
      statements: statements.map((s) => ({
        id: s.id,
        side: s.side,
        author: s.author.trim(),
        body: s.body,
        photoCount: (JSON.parse(s.photos) as string[]).length,
        createdAt: s.created_at,
      })),
      timeline,
      createdAt: a.created_at,
    },
    photos: statements.map((s) => JSON.parse(s.photos) as string[]),
  };
}

/** One agreement as its tenant or its lister sees it; anyone else gets a 404. */
export async function rentView(ctx: ServiceCtx, userId: string, id: string) {
  const { a, side } = await myAgreement(ctx, userId, id);
  return (await details(ctx, a, side)).view;
}

const ListRow = z.object({
  id: z.string(),
  payer_id: z.string(),
  status: z.enum(RENT_STATUSES),
  property_id: z.string(),
  title: z.string(),
  tenant: z.string(),
  lister: z.string(),
  move_in_on: z.string(),
  release_on: z.string(),
  total_kobo: z.number(),
  paid_kobo: z.number(),
  held_kobo: z.number(),
  released_kobo: z.number(),
  refunded_kobo: z.number(),
  dispute_reason: z.string().nullable(),
  frequency: z.enum(RENT_FREQUENCIES),
  next_due_on: z.string().nullable(),
  overdue_kobo: z.number(),
});
const OPEN_SQL = `(${OPEN_RENT_STATUSES.map((s) => `'${s}'`).join(", ")})`;
/** Unpaid periods past their due date (the first `?` is today) of an open agreement `o`: staff's and the lister's figure. */
const OVERDUE_SQL = `CASE WHEN o.status IN ${OPEN_SQL} THEN (SELECT COALESCE(SUM(r.amount_kobo), 0) FROM rent_periods r
  WHERE r.agreement_id = o.id AND r.status IN ('due', 'overdue') AND r.due_on < ?) ELSE 0 END`;
/** Takes today (Lagos) as its first parameter. */
const LIST_SELECT = `SELECT o.id, o.payer_id, o.status, o.property_id, p.title, t.first_name || ' ' || COALESCE(t.last_name, '') AS tenant,
  COALESCE(NULLIF(l.company_name, ''), l.first_name || ' ' || COALESCE(l.last_name, '')) AS lister, o.move_in_on, o.release_on,
  o.total_kobo, o.paid_kobo, o.held_kobo, o.released_kobo, o.refunded_kobo, o.dispute_reason, o.frequency,
  CASE WHEN o.status IN ${OPEN_SQL} THEN (SELECT MIN(r.due_on) FROM rent_periods r WHERE r.agreement_id = o.id AND r.status IN ('due', 'overdue')) END AS next_due_on,
  ${OVERDUE_SQL} AS overdue_kobo
  FROM rent_agreements o JOIN properties p ON p.id = o.property_id JOIN users t ON t.id = o.payer_id JOIN users l ON l.id = o.payee_id`;

// Expected: what an agreement still open or paid asks; a cancelled or lapsed one before payment expects nothing. The
// row and the totals say the same rule, one in TypeScript and one in SQL.
const EXPECTED = "CASE WHEN status IN ('cancelled', 'expired') THEN 0 ELSE total_kobo END";

const shapeRow = (r: z.infer<typeof ListRow>, side: RentSide) => ({
  id: r.id,
  role: side,
  status: r.status,
  statusWords: RENT_STATUS_WORDS[r.status][side],
  property: { id: r.property_id, title: r.title },
  tenant: r.tenant.trim(),
  lister: r.lister.trim(),
  moveInOn: r.move_in_on,
  releaseOn: r.release_on,
  frequency: r.frequency,
  nextDueOn: r.next_due_on,
  overdueKobo: r.overdue_kobo,
  expectedKobo: r.status === "cancelled" || r.status === "expired" ? 0 : r.total_kobo,
  receivedKobo: r.paid_kobo,
  heldKobo: r.held_kobo,
  releasedKobo: r.released_kobo,
  refundedKobo: r.refunded_kobo,
});

/** The signed-in user's agreements on one side: as lister, the money per tenant (expected, received, held, released). */
export async function myRent(ctx: ServiceCtx, userId: string, o: { role: RentSide; page: number; perPage: number }) {
  const col = o.role === "tenant" ? "payer_id" : "payee_id";
  const n = await countRows(q(ctx, `SELECT COUNT(*) AS n FROM rent_agreements WHERE ${col} = ?`, userId));
  const [rows, totals] = await Promise.all([
    all(
      q(
        ctx,
        `${LIST_SELECT} WHERE o.${col} = ? ORDER BY o.created_at DESC, o.id LIMIT ? OFFSET ?`,
        lagosDay(ctx.now),
        userId,
        o.perPage,
        (o.page - 1) * o.perPage,
      ),
      ListRow,
    ),
    sideMoneyTotals(ctx, { table: "rent_agreements", owner: col, ownerId: userId, expected: EXPECTED }),
  ]);
  return {
    data: rows.map((r) => shapeRow(r, o.role)),
    totals,
    meta: numberedPageMeta(o, n),
  };
}

/**
 * Stuck (two `?`, both today): held past its release day, or running with a paid period past its due date — the
 * daily release did not run for it.
 */
const STUCK = `(o.status = 'held' AND o.release_on < ?) OR (o.status = 'running' AND EXISTS (SELECT 1 FROM rent_periods r
  WHERE r.agreement_id = o.id AND r.status = 'paid' AND r.released_at IS NULL AND r.due_on < ?))`;

/** Staff's report: every agreement (by status, or only the stuck: held past their release day), with totals. */
export async function adminRent(
  ctx: ServiceCtx,
  o: { status?: string; stuck?: "true" | "false"; overdue?: "true" | "false"; page: number; perPage: number },
) {
  const today = lagosDay(ctx.now);
  const where = sqlFilter();
  if (o.status) where.and("o.status = ?", o.status);
  if (o.stuck === "true") where.and(`(${STUCK})`, today, today);
  if (o.overdue === "true") where.and(`${OVERDUE_SQL} > 0`, today);
  const [{ rows, meta }, totals] = await Promise.all([
    numberedSqlPage(ctx, o, {
      table: "rent_agreements",
      where,
      select: LIST_SELECT,
      selectParams: [today],
      // Disputes first: they wait for a person.
      order: "o.status = 'disputed' DESC, o.updated_at DESC, o.id",
      Row: ListRow,
    }),
    figures(
      q(
        ctx,
        `SELECT COUNT(*) AS agreements, COALESCE(SUM(o.status = 'disputed'), 0) AS disputed,
         COALESCE(SUM(${STUCK}), 0) AS stuck, COALESCE(SUM(o.held_kobo), 0) AS heldKobo,
         COALESCE(SUM(${OVERDUE_SQL} > 0), 0) AS overdue, COALESCE(SUM(${OVERDUE_SQL}), 0) AS overdueKobo FROM rent_agreements o`,
        today,
        today,
        today,
        today,
      ),
      ["agreements", "disputed", "stuck", "heldKobo", "overdue", "overdueKobo"],
    ),
  ]);
  // Which of this page's agreements are stuck, by the same rule as the filter and the total.
  const stuckIds = new Set(
    rows.length
      ? (
          await all(
            q(
              ctx,
              `SELECT o.id FROM rent_agreements o WHERE o.id IN (${rows.map(() => "?").join(", ")}) AND (${STUCK})`,
              ...rows.map((r) => r.id),
              today,
              today,
            ),
            z.object({ id: z.string() }),
          )
        ).map((r) => r.id)
      : [],
  );
  return {
    data: rows.map((r) => ({
      ...shapeRow(r, "tenant"),
      statusWords: RENT_STATUS_WORDS[r.status].lister,
      disputeReason: r.dispute_reason,
      stuck: stuckIds.has(r.id),
    })),
    totals,
    meta,
  };
}

const Log = z.object({
  action: z.string(),
  actor: z.string().nullable(),
  details: z.string().nullable(),
  created_at: z.number(),
});

/** One agreement for staff: both sides' statements with their evidence (short-lived signed links) and the activity log. */
export async function adminRentDetail(ctx: ServiceCtx, id: string) {
  const a = await rentRow(ctx, id);
  if (!a) throw new ApiError(404, M.notFound);
  const [{ view, photos }, log] = await Promise.all([
    details(ctx, a, "lister"),
    all(
      q(
        ctx,
        `SELECT g.action, u.first_name || ' ' || COALESCE(u.last_name, '') AS actor, g.details, g.created_at FROM activity_logs g
         LEFT JOIN users u ON u.id = g.actor_id WHERE g.target_type = 'rent_agreement' AND g.target_id = ? ORDER BY g.created_at LIMIT 50`,
        id,
      ),
      Log,
    ),
  ]);
  const statements = [];
  for (const [i, s] of view.statements.entries()) {
    const ids = photos[i] ?? [];
    statements.push({
      ...s,
      photoUrls: await Promise.all(ids.map((m) => evidenceUrl(ctx, m, "thumb"))),
      photoFullUrls: await Promise.all(ids.map((m) => evidenceUrl(ctx, m, "original"))),
    });
  }
  return {
    data: {
      ...view,
      statusWords: RENT_STATUS_WORDS[a.status].lister,
      actions: [],
      statements,
      log: log.map((l) => ({
        action: l.action,
        actor: (l.actor ?? "PropertyNG").trim(),
        details: l.details,
        at: l.created_at,
      })),
    },
  };
}
