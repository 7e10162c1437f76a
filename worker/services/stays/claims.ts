import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { z } from "zod";
import { all, q } from "../../db/sql";
import { activity } from "../wallet/ledger";
import { formatNaira } from "../../contracts/naira";
import { depositClaim, STAY_MESSAGES as M, STAY_TIMING, type StayStatus } from "../../contracts/stays";
import { alertStaff } from "../settings";
import { HOUR, stayRow } from "./core";
import { refused, settleStay, stayEvent } from "./escrow";
import { myStay, stayActions, stayView } from "./view";
import { tellStaySide } from "./notify";
import { evidenceUrl } from "./evidence";

/**
 * The host claims (part of) the caution deposit within 24 hours of check-out, with photos: the claim, the
 * photos turned into immutable evidence (their own ready, unused uploads) and the timeline row are one batch,
 * guarded by the state, the window and the photos' ownership. The deposit then waits for an admin.
 */
export async function claimDeposit(
  ctx: ServiceCtx,
  user: AuthUser,
  id: string,
  input: { amountKobo: number; reason: string; photoTokens: string[] },
) {
  const { b, role } = await myStay(ctx, user, id);
  if (role !== "host") throw new ApiError(403, M.hostOnly);
  if (!stayActions(ctx, b, role).includes("claim")) {
    if (b.status === "checked_in" && b.deposit_status === "held")
      throw new ApiError(409, M.claimWindow, [{ field: "amountKobo", message: M.claimWindow }]);
    throw refused(b, "claimed against");
  }
  if (input.amountKobo > b.caution_kobo)
    throw new ApiError(422, M.claimTooMuch, [{ field: "amountKobo", message: M.claimTooMuch }]);
  const photos = [...new Set(input.photoTokens)];
  const marks = photos.map(() => "?").join(", ");
  const usable = `(SELECT COUNT(*) FROM property_media WHERE id IN (${marks}) AND owner_id = ? AND status = 'ready' AND property_id IS NULL) = ?`;
  const [res] = await ctx.env.DB.batch([
    q(
      ctx,
      `UPDATE stay_bookings SET deposit_status = 'claimed', claim_kobo = ?, claim_reason = ?, claim_photos = ?, claimed_at = ?, updated_at = ?
       WHERE id = ? AND status = 'checked_in' AND deposit_status = 'held' AND ? BETWEEN check_out_at AND check_out_at + ? AND caution_kobo >= ? AND ${usable}`,
      input.amountKobo,
      input.reason,
      JSON.stringify(photos),
      ctx.now,
      ctx.now,
      b.id,
      ctx.now,
      STAY_TIMING.claimWindowHours * HOUR,
      input.amountKobo,
      ...photos,
      user.id,
      photos.length,
    ),
    stayEvent(ctx, b.id, user.id, "claimed", `Deposit claim of ${formatNaira(input.amountKobo)}: ${input.reason}`, {
      ifChanged: true,
    }),
    q(
      ctx,
      `UPDATE property_media SET status = 'evidence' WHERE id IN (${marks}) AND owner_id = ? AND status = 'ready' AND property_id IS NULL AND EXISTS (SELECT 1 FROM stay_bookings WHERE id = ? AND claimed_at = ? AND deposit_status = 'claimed')`,
      ...photos,
      user.id,
      b.id,
      ctx.now,
    ),
  ]);
  if (!res!.meta.changes) {
    const now = (await stayRow(ctx, b.id))!;
    if (now.deposit_status !== "held" || now.status !== "checked_in") throw refused(now, "claimed against");
    throw new ApiError(422, M.claimPhotos, [{ field: "photoTokens", message: M.claimPhotos }]);
  }
  await tellStaySide(ctx, b.id, "claimed", "host");
  await alertStaff(ctx, "deposit_claim", {
    subject: "New deposit claim",
    text: `A host claimed ${formatNaira(input.amountKobo)} of a caution deposit: ${input.reason}. Decide it in Admin › Deposit claims.`,
  });
  return stayView(ctx, user, b.id);
}

/** Admin decision on a deposit claim: `hostKobo` to the host (at most the claim), the rest to the guest. Logged with before/after. */
export async function resolveClaim(ctx: ServiceCtx, adminId: string, id: string, hostKobo: number, note: string) {
  const b = await stayRow(ctx, id);
  if (!b) throw new ApiError(404, M.notFound);
  if (b.deposit_status !== "claimed")
    throw refused({ status: `deposit ${b.deposit_status}` as StayStatus }, "resolved");
  if (hostKobo > (b.claim_kobo ?? 0))
    throw new ApiError(422, M.claimTooMuch, [{ field: "hostKobo", message: "Award at most what the host claimed." }]);
  const ok = await settleStay(ctx, b, {
    leg: "deposit",
    amountKobo: b.caution_kobo,
    split: { payerKobo: b.caution_kobo - hostKobo, payeeKobo: hostKobo, commissionKobo: 0 },
    from: ["checked_in"],
    guardSql: "deposit_status = 'claimed'",
    to: "completed",
    set: "deposit_status = 'settled'",
    actorId: adminId,
    action: "claim_resolved",
    detail: `Our team awarded ${formatNaira(hostKobo)} of the deposit to the host and returned the rest: ${note}`,
    memo: "Caution deposit claim decided",
    extra: (entryId) => [
      activity(
        ctx,
        "stay.claim.resolve",
        { type: "stay_booking", id: b.id },
        {
          before: { depositStatus: b.deposit_status, claimKobo: b.claim_kobo },
          after: { depositStatus: "settled", hostKobo, guestKobo: b.caution_kobo - hostKobo },
          note,
        },
        adminId,
        entryId,
      ),
    ],
  });
  if (!ok) throw refused((await stayRow(ctx, b.id))!, "resolved");
  await tellStaySide(ctx, b.id, "claim_resolved", null);
  return { data: { id: b.id, depositStatus: "settled" as const, hostKobo, guestKobo: b.caution_kobo - hostKobo } };
}

/** The claim as its columns hold it: the photo ids as stored JSON, the signed links not made yet. */
const ClaimRow = depositClaim
  .omit({ photoUrls: true, photoFullUrls: true })
  .extend({ photos: z.string().nullable(), claimedAt: z.number().int() });

export async function listClaims(ctx: ServiceCtx) {
  const results = await all(
    q(
      ctx,
      `SELECT b.id, b.property_id AS propertyId, p.title, b.guest_id AS guestId, b.host_id AS hostId, b.check_out AS checkOut, b.caution_kobo AS cautionKobo, b.claim_kobo AS claimKobo, b.claim_reason AS reason, b.claim_photos AS photos, b.claimed_at AS claimedAt
     FROM stay_bookings b JOIN properties p ON p.id = b.property_id WHERE b.deposit_status = 'claimed' ORDER BY b.claimed_at LIMIT 200`,
    ),
    ClaimRow,
  );
  const rows = results.map((r) => ({ ...r, photos: JSON.parse(r.photos || "[]") as string[] }));
  // The evidence pictures as thumbnail URLs (for the admin screen), in the order the host filed them.
  const ids = [...new Set(rows.flatMap((r) => r.photos))];
  // Signed, short-lived links: evidence is never served by the public media route.
  const thumbs = new Map<string, { thumb: string; full: string }>();
  for (let i = 0; i < ids.length; i += 90) {
    const part = ids.slice(i, i + 90);
    const media = await all(
      q(
        ctx,
        `SELECT id FROM property_media WHERE status = 'evidence' AND id IN (${part.map(() => "?").join(", ")})`,
        ...part,
      ),
      z.object({ id: z.string() }),
    );
    for (const m of media)
      thumbs.set(m.id, {
        thumb: await evidenceUrl(ctx, m.id, "thumb"),
        full: await evidenceUrl(ctx, m.id, "original"),
      });
  }
  return {
    data: rows.map((r) => ({
      ...r,
      photoUrls: r.photos.flatMap((id) => thumbs.get(id)?.thumb ?? []),
      photoFullUrls: r.photos.flatMap((id) => thumbs.get(id)?.full ?? []),
    })),
  };
}
