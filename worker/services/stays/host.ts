import { z } from "zod";
import { all, q } from "../../db/sql";
import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { STAY_MESSAGES as M } from "../../contracts/stays";
import type { staySettingsInput } from "../../contracts/stays";
import {
  addDays,
  claimNights,
  daysBetween,
  isNightTaken,
  isRealDay,
  lagosDay,
  settingsOf,
  stayListing,
  termsOf,
} from "./core";
import { expireStaleHolds } from "./escrow";
import { syncImport } from "./ical";

async function ownStay(ctx: ServiceCtx, user: AuthUser, propertyId: string) {
  const p = await stayListing(ctx, propertyId, { liveOnly: false });
  if (p.owner_id !== user.id) throw new ApiError(404, M.notOwner, [{ field: "propertyId", message: M.notOwner }]);
  return p;
}

export async function hostSettings(ctx: ServiceCtx, user: AuthUser, propertyId: string) {
  const p = await ownStay(ctx, user, propertyId);
  const s = await settingsOf(ctx, p.id);
  const results = await all(
    q(
      ctx,
      "SELECT night FROM stay_nights WHERE property_id = ? AND source = 'blocked' AND night >= ? ORDER BY night LIMIT 400",
      p.id,
      lagosDay(ctx.now),
    ),
    z.object({ night: z.string() }),
  );
  return {
    data: {
      ...termsOf(p, s),
      nightlyPriceOverrideKobo: s.nightly_price_kobo,
      cautionOverrideKobo: s.caution_kobo,
      listingPriceKobo: p.price_kobo,
      listingCautionKobo: p.caution_fee_kobo,
      icalPath: `/v1/stays/${p.id}/calendar.ics?token=${s.ical_token}`,
      importUrl: s.import_url,
      importedAt: s.imported_at,
      importError: s.import_error,
      blocked: results.map((r) => r.night),
    },
  };
}

const validImportUrl = (url: string) => {
  try {
    const u = new URL(url);
    return u.protocol === "https:" && !!u.hostname && !/^(localhost|127\.|10\.|192\.168\.|169\.254\.)/.test(u.hostname);
  } catch {
    return false;
  }
};

export async function updateHostSettings(
  ctx: ServiceCtx,
  user: AuthUser,
  propertyId: string,
  input: z.infer<typeof staySettingsInput>,
) {
  const p = await ownStay(ctx, user, propertyId);
  if (input.maxNights < input.minNights)
    throw new ApiError(400, "maxNights must be at least minNights.", [
      { field: "maxNights", message: "maxNights must be at least minNights." },
    ]);
  if (input.importUrl && !validImportUrl(input.importUrl))
    throw new ApiError(400, M.importUrl, [{ field: "importUrl", message: M.importUrl }]);
  const before = await settingsOf(ctx, p.id);
  await q(
    ctx,
    `UPDATE stay_settings SET nightly_price_kobo = ?, min_nights = ?, max_nights = ?, max_guests = ?, cleaning_fee_kobo = ?, caution_kobo = ?, policy = ?, check_in_time = ?, check_out_time = ?,
       import_url = ?, imported_at = CASE WHEN ? IS import_url THEN imported_at ELSE NULL END, import_error = CASE WHEN ? IS import_url THEN import_error ELSE NULL END, updated_at = ? WHERE property_id = ?`,
    input.nightlyPriceKobo,
    input.minNights,
    input.maxNights,
    input.maxGuests,
    input.cleaningFeeKobo,
    input.cautionKobo,
    input.policy,
    input.checkInTime,
    input.checkOutTime,
    input.importUrl || null,
    input.importUrl || null,
    input.importUrl || null,
    ctx.now,
    p.id,
  ).run();
  // A removed import URL frees the nights it had made busy.
  if (before.import_url && !input.importUrl)
    await q(ctx, "DELETE FROM stay_nights WHERE property_id = ? AND source = 'import'", p.id).run();
  return hostSettings(ctx, user, p.id);
}

function range(from: string, to: string) {
  const bad = (field: string, message: string) => new ApiError(400, message, [{ field, message }]);
  if (!isRealDay(from)) throw bad("from", M.dateFormat);
  if (!isRealDay(to)) throw bad("to", M.dateFormat);
  const n = daysBetween(from, to);
  if (n < 0) throw bad("to", "to is the last night to block: on or after from.");
  if (n > 365) throw bad("to", "Block at most a year at a time.");
  return { from, until: addDays(to, 1) };
}

/**
 * Blocks the nights from..to (inclusive): one INSERT ... SELECT into the same claim table as bookings, so a
 * night a booking holds fails the batch (409) and a night already blocked is refused too. Stale unpaid holds
 * are expired first in the same batch.
 */
export async function blockNights(ctx: ServiceCtx, user: AuthUser, propertyId: string, from: string, to: string) {
  const p = await ownStay(ctx, user, propertyId);
  const r = range(from, to);
  // Nights already blocked are dropped first, so blocking over an existing block just extends it.
  try {
    await ctx.env.DB.batch([
      ...expireStaleHolds(ctx, p.id),
      q(
        ctx,
        "DELETE FROM stay_nights WHERE property_id = ? AND source = 'blocked' AND night >= ? AND night < ?",
        p.id,
        r.from,
        r.until,
      ),
      claimNights(ctx, p.id, null, "blocked", r.from, r.until),
    ]);
  } catch (e) {
    if (isNightTaken(e))
      throw new ApiError(409, M.blockedHasBooking, [{ field: "from", message: M.blockedHasBooking }]);
    throw e;
  }
  return hostSettings(ctx, user, p.id);
}

export async function unblockNights(ctx: ServiceCtx, user: AuthUser, propertyId: string, from: string, to: string) {
  const p = await ownStay(ctx, user, propertyId);
  const r = range(from, to);
  await q(
    ctx,
    "DELETE FROM stay_nights WHERE property_id = ? AND source = 'blocked' AND night >= ? AND night < ?",
    p.id,
    r.from,
    r.until,
  ).run();
  return hostSettings(ctx, user, p.id);
}

/** On demand: fetch the saved import URL now. */
export async function syncNow(ctx: ServiceCtx, user: AuthUser, propertyId: string) {
  const p = await ownStay(ctx, user, propertyId);
  const s = await settingsOf(ctx, p.id);
  if (!s.import_url) throw new ApiError(422, M.importUrl, [{ field: "importUrl", message: M.importUrl }]);
  const ok = await syncImport(ctx, p.id, s.import_url);
  if (!ok) throw new ApiError(422, M.importFailed, [{ field: "importUrl", message: M.importFailed }]);
  return hostSettings(ctx, user, p.id);
}
