/**
 * Shared set-up of the inspection booking tests: a listed property with an inspection fee, funded seekers, slots
 * a few days ahead, booking through the API, and the escrow account's balance.
 */
import { env } from "cloudflare:workers";
import { SYSTEM_ACCOUNTS } from "../../worker/services/wallet/ledger";
import { lagosDate } from "../../worker/services/bookings/inspections";
import { call, makeUser, signIn } from "./helpers";
import { fundWallet } from "./money-helpers";
import { createListing, input, lister, place } from "./listings-fixtures";

export const DAY = 24 * 3600_000;
export const FEE = 5_000_00;
const key = () => `insp-${crypto.randomUUID()}`;
/** A slot `days` ahead at `hour` Lagos time. */
export const at = (days: number, hour = 10) =>
  `${lagosDate(Date.now() + days * DAY)}T${String(hour).padStart(2, "0")}:00`;

/**
 * A listing with an inspection fee (FEE unless given) by a fresh lister in a place of its own; `refundableOnly` puts
 * that state under the refundable-only rule.
 */
export async function setup(over: { inspectionFeeKobo?: number | null; refundableOnly?: boolean } = {}) {
  const where = await place();
  const agent = await lister();
  const listing = await createListing(
    agent.token,
    input(where, { inspectionFeeKobo: over.inspectionFeeKobo === undefined ? FEE : over.inspectionFeeKobo }),
  );
  if (over.refundableOnly)
    await env.DB.prepare("INSERT INTO booking_state_rules (state_slug, refundable_only, updated_at) VALUES (?, 1, 0)")
      .bind(where.stateSlug)
      .run();
  return { agent, listing };
}

/** A signed-in member whose wallet holds `fund`. */
export async function seeker(fund = 250_000_00) {
  const u = await makeUser();
  if (fund) await fundWallet(u.id, fund);
  return { user: u, token: (await signIn(u)).token };
}

/** Books an inspection (a fresh Idempotency-Key unless one is given). */
export const book = (token: string, body: Record<string, unknown>, k = key()) =>
  call("POST", "/v1/secure/inspections", { token, body, headers: { "idempotency-key": k } });
/** The escrow account's balance. */
export const escrow = async () =>
  (
    await env.DB.prepare("SELECT balance_kobo AS b FROM ledger_accounts WHERE id = ?")
      .bind(SYSTEM_ACCOUNTS.escrow)
      .first<{ b: number }>()
  )?.b ?? 0;
