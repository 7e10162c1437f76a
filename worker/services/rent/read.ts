/**
 * Reading rent agreements: one agreement as its tenant or its lister sees it (amounts, money held and released,
 * the statements of a dispute, the timeline, what the reader may do next); each side's list with the money per
 * tenant; staff's report and one agreement with the evidence and the activity log. Scoped by who asks in the WHERE.
 */
import { z } from "zod";
import { lagosDay } from "../../contracts/lagos-time";
import { RENT_MESSAGES as M, RENT_STATUSES, RENT_STATUS_WORDS } from "../../contracts/rent";
import { all, countRows, first, q } from "../../db/sql";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { orderTimeline, sideMoneyTotals } from "../escrow";
import { numberedPageMeta } from "../platform/paging";
import { evidenceUrl } from "../stays/evidence";
import { myAgreement, rentRow, type RentRow, type RentSide } from "./escrow";
import { RENT_ORDER } from "./order";

const Names = z.object({
  slug: z.string(),
  title: z.string(),
  tenant: z.string(),
  lister: z.string(),
});
const Statement = z.object({
  id: z.string(),
  side: z.enum(["tenant", "lister"]),
  author: z.string(),
  body: z.string(),
  photos: z.string(),
  created_at: z.number(),
});

function actions(a: RentRow, side: RentSide) {
  const out: ("pay" | "confirm" | "dispute" | "statement" | "cancel")[] = [];
  if (a.status === "awaiting_payment") {
    if (side === "tenant") out.push("pay");
    out.push("cancel");
  }
  if (a.status === "held") {
    if (side === "tenant") out.push("confirm", "dispute");
    else out.push("cancel");
  }
  if (a.status === "disputed") out.push("statement");
  return out;
}

async function details(ctx: ServiceCtx, a: RentRow, side: RentSide) {
  const [names, statements, timeline] = await Promise.all([
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
    ),
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
  ]);
  if (!names) throw new ApiError(404, M.notFound);
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
      actions: actions(a, side),
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
});
const LIST_SELECT = `SELECT o.id, o.payer_id, o.status, o.property_id, p.title, t.first_name || ' ' || COALESCE(t.last_name, '') AS tenant,
  COALESCE(NULLIF(l.company_name, ''), l.first_name || ' ' || COALESCE(l.last_name, '')) AS lister, o.move_in_on, o.release_on,
  o.total_kobo, o.paid_kobo, o.held_kobo, o.released_kobo, o.refunded_kobo, o.dispute_reason
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

/** Staff's report: every agreement (by status, or only the stuck: held past their release day), with totals. */
export async function adminRent(
  ctx: ServiceCtx,
  o: { status?: string; stuck?: "true" | "false"; page: number; perPage: number },
) {
  const today = lagosDay(ctx.now);
  const where: string[] = ["1 = 1"];
  const params: unknown[] = [];
  if (o.status) {
    where.push("o.status = ?");
    params.push(o.status);
  }
  if (o.stuck === "true") {
    where.push("o.status = 'held' AND o.release_on < ?");
    params.push(today);
  }
  const w = where.join(" AND ");
  const n = await countRows(q(ctx, `SELECT COUNT(*) AS n FROM rent_agreements o WHERE ${w}`, ...params));
  const [rows, totals] = await Promise.all([
    all(
      q(
        ctx,
        // Disputes first: they wait for a person.
        `${LIST_SELECT} WHERE ${w} ORDER BY o.status = 'disputed' DESC, o.updated_at DESC, o.id LIMIT ? OFFSET ?`,
        ...params,
        o.perPage,
        (o.page - 1) * o.perPage,
      ),
      ListRow,
    ),
    first(
      q(
        ctx,
        `SELECT COUNT(*) AS agreements, COALESCE(SUM(status = 'disputed'), 0) AS disputed,
         COALESCE(SUM(status = 'held' AND release_on < ?), 0) AS stuck, COALESCE(SUM(held_kobo), 0) AS held FROM rent_agreements`,
        today,
      ),
      z.object({ agreements: z.number(), disputed: z.number(), stuck: z.number(), held: z.number() }),
    ),
  ]);
  return {
    data: rows.map((r) => ({
      ...shapeRow(r, "tenant"),
      statusWords: RENT_STATUS_WORDS[r.status].lister,
      disputeReason: r.dispute_reason,
      stuck: r.status === "held" && r.release_on < today,
    })),
    totals: {
      agreements: totals?.agreements ?? 0,
      disputed: totals?.disputed ?? 0,
      stuck: totals?.stuck ?? 0,
      heldKobo: totals?.held ?? 0,
    },
    meta: numberedPageMeta(o, n),
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
