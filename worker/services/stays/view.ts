import { z } from "zod";
import { countRows, first, all, q } from "../../db/sql";
import { numberedPageMeta } from "../platform/paging";
import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { STAY_MESSAGES as M, STAY_POLICIES, STAY_STATUSES, STAY_TIMING, policyRefundBps } from "../../contracts/stays";
import { HOUR, stayRow, type StayRow } from "./core";
import { hostSplit } from "./escrow";
import { asSide, bookingTimeline, type BookingListQuery } from "../bookings";

export type StayRole = "guest" | "host";

export async function myStay(ctx: ServiceCtx, user: AuthUser, id: string): Promise<{ b: StayRow; role: StayRole }> {
  const b = await stayRow(ctx, id);
  if (!b || (b.guest_id !== user.id && b.host_id !== user.id)) throw new ApiError(404, M.notFound);
  return { b, role: b.guest_id === user.id ? "guest" : "host" };
}

/**
 * What a guest cancelling now gets back: everything before the host confirmed; after, the policy's share of
 * the nights plus the cleaning fee and the caution deposit. Null once check-in time has passed.
 */
export function guestRefund(ctx: ServiceCtx, b: StayRow) {
  if (ctx.now >= b.check_in_at) return null;
  if (b.status === "pending_payment") return 0;
  if (b.status === "awaiting_host") return b.total_kobo;
  if (b.status !== "confirmed") return null;
  const nightsBack = Math.floor((b.nights_kobo * policyRefundBps(b.policy, b.check_in_at - ctx.now)) / 10_000);
  return nightsBack + b.cleaning_fee_kobo + b.caution_kobo;
}

/** What this side may do now (the SPA shows only these; the services refuse the rest). */
export function stayActions(ctx: ServiceCtx, b: StayRow, role: StayRole) {
  const a: string[] = [];
  const before = ctx.now < b.check_in_at;
  if (role === "guest") {
    if (b.status === "pending_payment" && (b.hold_expires_at ?? 0) > ctx.now) a.push("pay");
    if (b.status === "pending_payment") a.push("cancel");
    if ((b.status === "awaiting_host" || b.status === "confirmed") && before) a.push("cancel");
  } else {
    if (b.status === "awaiting_host" && before) a.push("confirm", "decline");
    if (b.status === "confirmed" && before) a.push("cancel");
    const inClaim = ctx.now >= b.check_out_at && ctx.now < b.check_out_at + STAY_TIMING.claimWindowHours * HOUR;
    if (b.status === "checked_in" && b.deposit_status === "held" && b.caution_kobo > 0 && inClaim) a.push("claim");
  }
  return a;
}

export async function stayView(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await myStay(ctx, user, id);
  const p = await first(
    q(ctx, "SELECT id, slug, title, address FROM properties WHERE id = ?", b.property_id),
    z.object({ id: z.string(), slug: z.string(), title: z.string(), address: z.string() }),
  );
  const s = await first(
    q(ctx, "SELECT check_in_time, check_out_time FROM stay_settings WHERE property_id = ?", b.property_id),
    z.object({ check_in_time: z.string(), check_out_time: z.string() }),
  );
  const people = await all(
    q(
      ctx,
      "SELECT id, first_name AS firstName, last_name AS lastName FROM users WHERE id IN (?, ?)",
      b.guest_id,
      b.host_id,
    ),
    z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  );
  const name = (uid: string) => {
    const u = people.find((x) => x.id === uid);
    return u ? `${u.firstName} ${u.lastName}`.trim() : "";
  };
  const timeline = await bookingTimeline(ctx, "stay_events", b.id, { guest: b.guest_id, host: b.host_id });
  const split = hostSplit(b, b.nights_kobo + b.cleaning_fee_kobo);
  const actions = stayActions(ctx, b, role);
  return {
    id: b.id,
    kind: "stay" as const,
    role,
    status: b.status,
    property: p ?? { id: b.property_id, slug: "", title: "", address: "" },
    guest: { id: b.guest_id, name: name(b.guest_id) },
    host: { id: b.host_id, name: name(b.host_id) },
    checkIn: b.check_in,
    checkOut: b.check_out,
    checkInTime: s?.check_in_time ?? "14:00",
    checkOutTime: s?.check_out_time ?? "12:00",
    guests: b.guests,
    nights: b.nights,
    nightlyPriceKobo: b.nightly_price_kobo,
    nightsKobo: b.nights_kobo,
    cleaningFeeKobo: b.cleaning_fee_kobo,
    cautionKobo: b.caution_kobo,
    totalKobo: b.total_kobo,
    policy: b.policy,
    policyText: STAY_POLICIES[b.policy].text,
    commissionKobo: split.commissionKobo,
    hostReceivesKobo: split.hostKobo,
    payWith: b.pay_with,
    paymentReference: role === "guest" ? b.payment_reference : null,
    holdExpiresAt: b.hold_expires_at,
    payoutStatus: b.payout_status,
    depositStatus: b.deposit_status,
    claimKobo: b.claim_kobo,
    claimReason: b.claim_reason,
    refundKobo: b.refund_kobo,
    cancelledBy: b.cancelled_by,
    cancelRefundKobo:
      role === "guest" && actions.includes("cancel")
        ? guestRefund(ctx, b)
        : role === "host" && actions.includes("cancel")
          ? b.total_kobo
          : null,
    actions,
    timeline,
    createdAt: b.created_at,
    updatedAt: b.updated_at,
  };
}

const LIVE = "('pending_payment', 'awaiting_host', 'confirmed')";

/** Tabs: upcoming (held, check-out not passed), past (stayed), cancelled (declined, cancelled, expired). */
export async function listStays(ctx: ServiceCtx, user: AuthUser, o: BookingListQuery<"guest" | "host">) {
  const { sql: who, params: whoParams } = asSide({ guest: "b.guest_id", host: "b.host_id" }, o.role, user.id);
  const tab =
    o.tab === "upcoming"
      ? `(b.status IN ${LIVE} OR (b.status = 'checked_in' AND b.check_out_at > ?))`
      : o.tab === "past"
        ? "(b.status = 'completed' OR (b.status = 'checked_in' AND b.check_out_at <= ?))"
        : o.tab === "cancelled"
          ? "b.status IN ('declined', 'cancelled', 'expired')"
          : "1 = 1";
  const numbered = `${who} AND ${tab}`;
  const base = [...whoParams, ...(o.tab === "upcoming" || o.tab === "past" ? [ctx.now] : [])];
  const total = await countRows(q(ctx, `SELECT COUNT(*) AS n FROM stay_bookings b WHERE ${numbered}`, ...base));
  const results = await all(
    q(
      ctx,
      `SELECT b.id, b.status, b.check_in AS checkIn, b.check_out AS checkOut, b.nights, b.total_kobo AS totalKobo, b.guest_id AS guestId, p.id AS propertyId, p.title, p.slug
     FROM stay_bookings b JOIN properties p ON p.id = b.property_id WHERE ${numbered}
     ORDER BY b.check_in ${o.sorting === "asc" ? "ASC" : "DESC"}, b.id LIMIT ? OFFSET ?`,
      ...base,
      o.perPage,
      (o.page - 1) * o.perPage,
    ),
    z.object({
      id: z.string(),
      status: z.enum(STAY_STATUSES),
      checkIn: z.string(),
      checkOut: z.string(),
      nights: z.number(),
      totalKobo: z.number(),
      guestId: z.string(),
      propertyId: z.string(),
      title: z.string(),
      slug: z.string(),
    }),
  );
  return {
    data: results.map(({ guestId, propertyId, title, slug, ...stay }) => ({
      ...stay,
      role: guestId === user.id ? ("guest" as const) : ("host" as const),
      property: { id: propertyId, title, slug },
    })),
    meta: numberedPageMeta(o, total),
  };
}
