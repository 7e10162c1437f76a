import { env } from "cloudflare:workers";
// Tests that settle payments through the services directly need the purposes the worker entry registers.
import { registerAllPurposes } from "../../worker/services/purposes";
import { afterEach, expect } from "vitest";
import { LEDGER_CHECKS } from "../../worker/services/wallet/ledger-checks";
import { SYSTEM_ACCOUNTS, post, walletAccount } from "../../worker/services/wallet/ledger";
import { db } from "./helpers";

registerAllPurposes();

/** Runs every invariant of `npm run ledger:check` over the test D1; fails naming the broken one. */
export async function expectBooksBalance() {
  for (const check of LEDGER_CHECKS) {
    const { results } = await env.DB.prepare(check.sql).all();
    expect(results, check.name).toEqual([]);
  }
}

/** Call once at the top of a money test file: the books must balance after every test. */
export function checkBooksAfterEachTest() {
  afterEach(expectBooksBalance);
}

export const ctx = () => ({ db: db(), env, now: Date.now() });

/** Credits a wallet through the ledger, as a settled provider payment would. */
export async function fundWallet(userId: string, amountKobo: number) {
  const r = await post(ctx(), {
    idemKey: `test-credit:${crypto.randomUUID()}`,
    kind: "demo_credit",
    userId,
    memo: "Test credit",
    lines: [
      { accountId: walletAccount(userId), amountKobo },
      { accountId: SYSTEM_ACCOUNTS.clearing, amountKobo: -amountKobo },
    ],
  });
  expect(r.outcome).toBe("posted");
}

export async function balanceOf(userId: string) {
  const row = await env.DB.prepare("SELECT balance_kobo AS b FROM ledger_accounts WHERE id = ?")
    .bind(walletAccount(userId))
    .first<{ b: number }>();
  return row?.b ?? 0;
}
