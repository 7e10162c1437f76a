import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { SYSTEM_ACCOUNTS } from "../../worker/services/wallet/ledger";
import { addDays, lagosDay } from "../../worker/services/stays/core";
import { call, makeUser, signIn } from "./helpers";
import { fundWallet } from "./money-helpers";
import { createListing, input, lister, place } from "./listings-fixtures";

export const DAY = 24 * 3600_000;
export const NIGHT = 50_000_00;
export const CLEANING = 10_000_00;
export const CAUTION = 20_000_00;

/** A Lagos date `n` days from today. */
export const day = (n: number) => addDays(lagosDay(Date.now()), n);
export const key = () => `stay-${crypto.randomUUID()}`;

/** A live short-stay listing with a nightly price, a caution fee and stay settings (cleaning fee, policy). */
export async function stayHost(settings: Record<string, unknown> = {}) {
  const where = await place();
  const host = await lister();
  const listing = await createListing(
    host.token,
    input(where, {
      listingType: "short_stay",
      pricePeriod: "per_night",
      priceKobo: NIGHT,
      cautionFeeKobo: CAUTION,
      serviceChargeKobo: 0,
      agencyFeeKobo: 0,
      legalFeeKobo: 0,
      furnishing: "furnished",
    }),
  );
  const put = await call("PUT", `/v1/secure/stays/settings/${listing.id}`, {
    token: host.token,
    body: {
      nightlyPriceKobo: null,
      minNights: 1,
      maxNights: 30,
      maxGuests: 4,
      cleaningFeeKobo: CLEANING,
      cautionKobo: null,
      policy: "moderate",
      checkInTime: "14:00",
      checkOutTime: "12:00",
      importUrl: null,
      ...settings,
    },
  });
  expect(put.status, JSON.stringify(put.json)).toBe(200);
  return { host, listing, where };
}

export async function guest(fund = 1_000_000_00) {
  const u = await makeUser();
  if (fund) await fundWallet(u.id, fund);
  return { user: u, token: (await signIn(u)).token };
}

export const book = (token: string, body: Record<string, unknown>, k = key()) =>
  call("POST", "/v1/secure/stays", { token, body, headers: { "idempotency-key": k } });
export const act = (token: string, id: string, action: string, body?: unknown) =>
  call("POST", `/v1/secure/stays/${id}/${action}`, { token, body });
export const escrow = async () =>
  (
    await env.DB.prepare("SELECT balance_kobo AS b FROM ledger_accounts WHERE id = ?")
      .bind(SYSTEM_ACCOUNTS.escrow)
      .first<{ b: number }>()
  )?.b ?? 0;
export const total = (nights: number) => nights * NIGHT + CLEANING + CAUTION;
