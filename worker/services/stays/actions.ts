import { formatNaira } from "../../contracts/naira";
import { alertStaff } from "../settings";
import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { APPLIED, SYSTEM_ACCOUNTS, activity, post, q, walletAccount, type Stmt } from "../wallet/ledger";
import { STAY_MESSAGES as M, STAY_TIMING, type StayStatus } from "../../contracts/stays";
import { HOUR, expireStaleHolds, releaseNights, stayEvent, stayRow, type StayRow } from "./core";
import { guestRefund, hostSplit, myStay, stayActions, stayView } from "./view";
import { tellStaySide, type StayChange } from "./notify";
import { evidenceUrl } from "./evidence";

export const refused = (b: Pick<StayRow, "status">, what: string) => new ApiError(409, M.refused(what, b.status));

/**
 * The one way money leaves escrow for a stay. `key` is `cancel` (decline, cancel, lapse: everything the
 * booking still holds), `payout` (nights and cleaning to the host) or `deposit` (the caution deposit): each
 * entry exists at most once per booking, and its guard re-reads the booking's state in the same write, so a
 * cancel racing the payout cron can never pay twice. The new state, the timeline row and (on cancel) the
 * release of the nights go in the same batch, only if the entry is posted.
 */
async function settle(
  ctx: ServiceCtx,
  b: StayRow,
  o: {
    key: "cancel" | "payout" | "deposit";
    outKobo: number;
    guestKobo: number;
    hostKobo: number;
    commissionKobo: number;
    from: StayStatus[];
    guardSql?: string;
    guardParams?: unknown[];
    set: string;
    setParams: unknown[];
    actorId: string | null;
    action: string;
    detail: string;
    memo: string;
    extra?: (entryId: string) => Stmt[];
  },
) {
  const guard = {
    sql: `EXISTS (SELECT 1 FROM stay_bookings WHERE id = ? AND status IN (${o.from.map(() => "?").join(", ")})${o.guardSql ? ` AND ${o.guardSql}` : ""})`,
    params: [b.id, ...o.from, ...(o.guardParams ?? [])],
  };
  const writes = (entryId: string) => [
    q(ctx, `UPDATE stay_bookings SET ${o.set}, updated_at = ? WHERE id = ? AND ${APPLIED}`, ...o.setParams, ctx.now, b.id, entryId),
    ...(o.key === "cancel" ? [releaseNights(ctx, b.id, entryId)] : []),
    stayEvent(ctx, b.id, o.actorId, o.action, o.detail, entryId),
    ...(o.extra?.(entryId) ?? []),
  ];
  if (o.outKobo === 0) {
    // Nothing to move (an unpaid hold, a stay without deposit): the guarded UPDATE alone decides, and the
    // timeline row and the release of the nights follow only if it changed the row.
    const [res] = await ctx.env.DB.batch([
      q(ctx, `UPDATE stay_bookings SET ${o.set}, updated_at = ? WHERE id = ? AND ${guard.sql}`, ...o.setParams, ctx.now, b.id, ...guard.params),
      q(ctx, "INSERT INTO stay_events (id, booking_id, actor_id, action, detail, created_at) SELECT lower(hex(randomblob(16))), ?, ?, ?, ?, ? WHERE changes() = 1", b.id, o.actorId, o.action, o.detail, ctx.now),
      ...(o.key === "cancel" ? [q(ctx, "DELETE FROM stay_nights WHERE booking_id = ? AND EXISTS (SELECT 1 FROM stay_bookings WHERE id = ? AND status IN ('cancelled', 'declined', 'expired'))", b.id, b.id)] : []),
    ]);
    return !!res!.meta.changes;
  }
  const lines = [
    { accountId: SYSTEM_ACCOUNTS.escrow, amountKobo: -o.outKobo },
    { accountId: walletAccount(b.guest_id), amountKobo: o.guestKobo },
    { accountId: walletAccount(b.host_id), amountKobo: o.hostKobo },
    { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: o.commissionKobo },
  ].filter((l) => l.amountKobo !== 0);
  const r = await post(ctx, { idemKey: `stay:${o.key}:${b.id}`, kind: "stay_settle", userId: b.guest_id, reference: b.id, memo: o.memo, actorId: o.actorId, lines, guard, with: (entryId) => writes(entryId) });
  return r.outcome === "posted";
}

/** Everything the booking still holds in escrow goes back to the guest (decline, host cancel, lapse). */
const fullRefund = (b: StayRow, to: StayStatus, actorId: string | null, action: string, detail: string, cancelledBy: string | null) => ({
  key: "cancel" as const,
  outKobo: b.total_kobo,
  guestKobo: b.total_kobo,
  hostKobo: 0,
  commissionKobo: 0,
  set: "status = ?, payout_status = 'refunded', deposit_status = 'refunded', refund_kobo = ?, cancelled_by = ?",
  setParams: [to, b.total_kobo, cancelledBy],
  actorId,
  action,
  detail,
  memo: `Short stay ${action}: full refund`,
});

async function afterChange(ctx: ServiceCtx, user: AuthUser, b: StayRow, ok: boolean, what: string, change: StayChange, actor: "guest" | "host") {
  if (!ok) throw refused((await stayRow(ctx, b.id)) ?? b, what);
  await tellStaySide(ctx, b.id, change, actor);
  return stayView(ctx, user, b.id);
}

export async function confirmStay(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await myStay(ctx, user, id);
  if (role !== "host") throw new ApiError(403, M.hostOnly);
  if (!stayActions(ctx, b, role).includes("confirm")) throw refused(b, "confirmed");
  const [res] = await ctx.env.DB.batch([
    q(ctx, "UPDATE stay_bookings SET status = 'confirmed', updated_at = ? WHERE id = ? AND status = 'awaiting_host' AND check_in_at > ?", ctx.now, b.id, ctx.now),
    q(ctx, "INSERT INTO stay_events (id, booking_id, actor_id, action, detail, created_at) SELECT lower(hex(randomblob(16))), ?, ?, 'confirmed', 'The host confirmed the stay', ? WHERE changes() = 1", b.id, user.id, ctx.now),
  ]);
  return afterChange(ctx, user, b, !!res!.meta.changes, "confirmed", "confirmed", "host");
}

export async function declineStay(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await myStay(ctx, user, id);
  if (role !== "host") throw new ApiError(403, M.hostOnly);
  if (!stayActions(ctx, b, role).includes("decline")) throw refused(b, "declined");
  const ok = await settle(ctx, b, { ...fullRefund(b, "declined", user.id, "declined", "The host declined: the full amount went back to the guest", "host"), from: ["awaiting_host"] });
  return afterChange(ctx, user, b, ok, "declined", "declined", "host");
}

/**
 * Cancel before check-in. The host: full refund. The guest: an unpaid hold just ends; a stay the host has not
 * confirmed is refunded in full; a confirmed one by the booking's policy (the kept part of the nights goes
 * to the host less commission; cleaning and deposit come back).
 */
export async function cancelStay(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await myStay(ctx, user, id);
  if (!stayActions(ctx, b, role).includes("cancel")) throw refused(b, "cancelled");
  const notStarted = { guardSql: "check_in_at > ?", guardParams: [ctx.now] };
  let ok: boolean;
  if (role === "host") {
    ok = await settle(ctx, b, { ...fullRefund(b, "cancelled", user.id, "cancelled", "The host cancelled: the full amount went back to the guest", "host"), from: ["confirmed"], ...notStarted });
  } else if (b.status === "pending_payment") {
    ok = await settle(ctx, b, { key: "cancel", outKobo: 0, guestKobo: 0, hostKobo: 0, commissionKobo: 0, from: ["pending_payment"], set: "status = 'cancelled', cancelled_by = 'guest', refund_kobo = 0", setParams: [], actorId: user.id, action: "cancelled", detail: "The guest cancelled before paying", memo: "" });
  } else {
    const refund = guestRefund(ctx, b)!;
    const kept = b.total_kobo - refund;
    const s = hostSplit(b, kept);
    const from: StayStatus[] = b.status === "awaiting_host" ? ["awaiting_host"] : ["confirmed"];
    ok = await settle(ctx, b, {
      key: "cancel",
      outKobo: b.total_kobo,
      guestKobo: refund,
      hostKobo: s.hostKobo,
      commissionKobo: s.commissionKobo,
      from,
      ...notStarted,
      set: "status = 'cancelled', payout_status = ?, deposit_status = 'refunded', refund_kobo = ?, cancelled_by = 'guest'",
      setParams: [kept ? "paid" : "refunded", refund],
      actorId: user.id,
      action: "cancelled",
      detail: kept ? `The guest cancelled (${b.policy} policy): refunded ${formatNaira(refund)}, the host kept the rest less commission` : "The guest cancelled: full refund",
      memo: `Short stay cancelled by the guest (${b.policy})`,
    });
  }
  return afterChange(ctx, user, b, ok, "cancelled", "cancelled", role);
}

/**
 * The host claims (part of) the caution deposit within 24 hours of check-out, with photos: the claim, the
 * photos turned into immutable evidence (their own ready, unused uploads) and the timeline row are one batch,
 * guarded by the state, the window and the photos' ownership. The deposit then waits for an admin.
 */
export async function claimDeposit(ctx: ServiceCtx, user: AuthUser, id: string, input: { amountKobo: number; reason: string; photoTokens: string[] }) {
  const { b, role } = await myStay(ctx, user, id);
  if (role !== "host") throw new ApiError(403, M.hostOnly);
  if (!stayActions(ctx, b, role).includes("claim")) {
    if (b.status === "checked_in" && b.deposit_status === "held") throw new ApiError(409, M.claimWindow, [{ field: "amountKobo", message: M.claimWindow }]);
    throw refused(b, "claimed against");
  }
  if (input.amountKobo > b.caution_kobo) throw new ApiError(422, M.claimTooMuch, [{ field: "amountKobo", message: M.claimTooMuch }]);
  const photos = [...new Set(input.photoTokens)];
  const marks = photos.map(() => "?").join(", ");
  const usable = `(SELECT COUNT(*) FROM property_media WHERE id IN (${marks}) AND owner_id = ? AND status = 'ready' AND property_id IS NULL) = ?`;
  const [res] = await ctx.env.DB.batch([
    q(ctx,
      `UPDATE stay_bookings SET deposit_status = 'claimed', claim_kobo = ?, claim_reason = ?, claim_photos = ?, claimed_at = ?, updated_at = ?
       WHERE id = ? AND status = 'checked_in' AND deposit_status = 'held' AND ? BETWEEN check_out_at AND check_out_at + ? AND caution_kobo >= ? AND ${usable}`,
      input.amountKobo, input.reason, JSON.stringify(photos), ctx.now, ctx.now, b.id, ctx.now, STAY_TIMING.claimWindowHours * HOUR, input.amountKobo, ...photos, user.id, photos.length),
    q(ctx, "INSERT INTO stay_events (id, booking_id, actor_id, action, detail, created_at) SELECT lower(hex(randomblob(16))), ?, ?, 'claimed', ?, ? WHERE changes() = 1", b.id, user.id, `Deposit claim of ${formatNaira(input.amountKobo)}: ${input.reason}`, ctx.now),
    q(ctx, `UPDATE property_media SET status = 'evidence' WHERE id IN (${marks}) AND owner_id = ? AND status = 'ready' AND property_id IS NULL AND EXISTS (SELECT 1 FROM stay_bookings WHERE id = ? AND claimed_at = ? AND deposit_status = 'claimed')`, ...photos, user.id, b.id, ctx.now),
  ]);
  if (!res!.meta.changes) {
    const now = (await stayRow(ctx, b.id))!;
    if (now.deposit_status !== "held" || now.status !== "checked_in") throw refused(now, "claimed against");
    throw new ApiError(422, M.claimPhotos, [{ field: "photoTokens", message: M.claimPhotos }]);
  }
  await tellStaySide(ctx, b.id, "claimed", "host");
  await alertStaff(ctx, "deposit_claim", { subject: "New deposit claim", text: `A host claimed ${formatNaira(input.amountKobo)} of a caution deposit: ${input.reason}. Decide it in Admin › Deposit claims.` });
  return stayView(ctx, user, b.id);
}

/** Admin decision on a deposit claim: `hostKobo` to the host (at most the claim), the rest to the guest. Logged with before/after. */
export async function resolveClaim(ctx: ServiceCtx, adminId: string, id: string, hostKobo: number, note: string) {
  const b = await stayRow(ctx, id);
  if (!b) throw new ApiError(404, M.notFound);
  if (b.deposit_status !== "claimed") throw refused({ status: `deposit ${b.deposit_status}` as StayStatus }, "resolved");
  if (hostKobo > (b.claim_kobo ?? 0)) throw new ApiError(422, M.claimTooMuch, [{ field: "hostKobo", message: "Award at most what the host claimed." }]);
  const ok = await settle(ctx, b, {
    key: "deposit",
    outKobo: b.caution_kobo,
    guestKobo: b.caution_kobo - hostKobo,
    hostKobo,
    commissionKobo: 0,
    from: ["checked_in"],
    guardSql: "deposit_status = 'claimed'",
    set: "status = 'completed', deposit_status = 'settled'",
    setParams: [],
    actorId: adminId,
    action: "claim_resolved",
    detail: `Our team awarded ${formatNaira(hostKobo)} of the deposit to the host and returned the rest: ${note}`,
    memo: "Caution deposit claim decided",
    extra: (entryId) => [activity(ctx, "stay.claim.resolve", { type: "stay_booking", id: b.id }, { before: { depositStatus: b.deposit_status, claimKobo: b.claim_kobo }, after: { depositStatus: "settled", hostKobo, guestKobo: b.caution_kobo - hostKobo }, note }, adminId, entryId)],
  });
  if (!ok) throw refused((await stayRow(ctx, b.id))!, "resolved");
  await tellStaySide(ctx, b.id, "claim_resolved", null);
  return { data: { id: b.id, depositStatus: "settled" as const, hostKobo, guestKobo: b.caution_kobo - hostKobo } };
}

export async function listClaims(ctx: ServiceCtx) {
  const { results } = await q(ctx,
    `SELECT b.id, b.property_id AS propertyId, p.title, b.guest_id AS guestId, b.host_id AS hostId, b.check_out AS checkOut, b.caution_kobo AS cautionKobo, b.claim_kobo AS claimKobo, b.claim_reason AS reason, b.claim_photos AS photos, b.claimed_at AS claimedAt
     FROM stay_bookings b JOIN properties p ON p.id = b.property_id WHERE b.deposit_status = 'claimed' ORDER BY b.claimed_at LIMIT 200`,
  ).all<{ id: string; propertyId: string; title: string; guestId: string; hostId: string; checkOut: string; cautionKobo: number; claimKobo: number; reason: string; photos: string; claimedAt: number }>();
  const rows = results.map((r) => ({ ...r, photos: JSON.parse(r.photos || "[]") as string[] }));
  // The evidence pictures as thumbnail URLs (for the admin screen), in the order the host filed them.
  const ids = [...new Set(rows.flatMap((r) => r.photos))];
  // Signed, short-lived links: evidence is never served by the public media route.
  const thumbs = new Map<string, { thumb: string; full: string }>();
  for (let i = 0; i < ids.length; i += 90) {
    const part = ids.slice(i, i + 90);
    const { results: media } = await q(ctx, `SELECT id FROM property_media WHERE status = 'evidence' AND id IN (${part.map(() => "?").join(", ")})`, ...part).all<{ id: string }>();
    for (const m of media) thumbs.set(m.id, { thumb: await evidenceUrl(ctx, m.id, "thumb"), full: await evidenceUrl(ctx, m.id, "original") });
  }
  return {
    data: rows.map((r) => ({
      ...r,
      photoUrls: r.photos.flatMap((id) => thumbs.get(id)?.thumb ?? []),
      photoFullUrls: r.photos.flatMap((id) => thumbs.get(id)?.full ?? []),
    })),
  };
}

/**
 * Cron: unpaid holds expire (nights released); stays the host never answered lapse (full refund); hosts are
 * paid 24 h after check-in; deposits go back 24 h after check-out unless claimed; a reminder the day before.
 * Each step is keyed or guarded, so reruns do nothing more.
 */
export async function runStayJobs(ctx: ServiceCtx) {
  await ctx.env.DB.batch(expireStaleHolds(ctx));
  const reply = STAY_TIMING.hostReplyHours * HOUR;
  const { results: lapsed } = await q(ctx, "SELECT * FROM stay_bookings WHERE status = 'awaiting_host' AND (paid_at < ? OR check_in_at <= ?) LIMIT 100", ctx.now - reply, ctx.now).all<StayRow>();
  for (const b of lapsed) {
    const ok = await settle(ctx, b, { ...fullRefund(b, "expired", null, "lapsed", "The host did not confirm in time: the full amount went back to the guest", null), from: ["awaiting_host"], guardSql: "(paid_at < ? OR check_in_at <= ?)", guardParams: [ctx.now - reply, ctx.now] });
    if (ok) await tellStaySide(ctx, b.id, "lapsed", null);
  }
  const payoutAt = ctx.now - STAY_TIMING.payoutAfterCheckInHours * HOUR;
  const { results: due } = await q(ctx, "SELECT * FROM stay_bookings WHERE status = 'confirmed' AND check_in_at <= ? LIMIT 100", payoutAt).all<StayRow>();
  for (const b of due) {
    const earned = b.nights_kobo + b.cleaning_fee_kobo;
    const s = hostSplit(b, earned);
    const ok = await settle(ctx, b, {
      key: "payout", outKobo: earned, guestKobo: 0, hostKobo: s.hostKobo, commissionKobo: s.commissionKobo,
      from: ["confirmed"], guardSql: "check_in_at <= ?", guardParams: [payoutAt],
      set: "status = 'checked_in', payout_status = 'paid'", setParams: [], actorId: null,
      action: "paid_out", detail: "24 hours after check-in: the host was paid less commission", memo: "Short stay payout less commission",
    });
    if (ok) await tellStaySide(ctx, b.id, "paid_out", null);
  }
  const returnAt = ctx.now - STAY_TIMING.claimWindowHours * HOUR;
  const { results: deposits } = await q(ctx, "SELECT * FROM stay_bookings WHERE status = 'checked_in' AND deposit_status = 'held' AND check_out_at <= ? LIMIT 100", returnAt).all<StayRow>();
  for (const b of deposits) {
    const ok = await settle(ctx, b, {
      key: "deposit", outKobo: b.caution_kobo, guestKobo: b.caution_kobo, hostKobo: 0, commissionKobo: 0,
      from: ["checked_in"], guardSql: "deposit_status = 'held' AND check_out_at <= ?", guardParams: [returnAt],
      set: "status = 'completed', deposit_status = 'returned'", setParams: [], actorId: null,
      action: "deposit_returned", detail: "No claim within 24 hours of check-out: the caution deposit went back to the guest", memo: "Caution deposit returned",
    });
    if (ok && b.caution_kobo > 0) await tellStaySide(ctx, b.id, "deposit_returned", null);
  }
  const { results: soon } = await q(ctx,
    "UPDATE stay_bookings SET reminder_sent_at = ? WHERE status = 'confirmed' AND reminder_sent_at IS NULL AND check_in_at BETWEEN ? AND ? RETURNING id",
    ctx.now, ctx.now, ctx.now + 24 * HOUR,
  ).all<{ id: string }>();
  for (const d of soon) await tellStaySide(ctx, d.id, "reminder", null);
}
