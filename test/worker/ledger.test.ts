import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SYSTEM_ACCOUNTS, post, walletAccount } from "../../worker/services/wallet/ledger";
import { makeUser } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, ctx, expectBooksBalance, fundWallet } from "./money-helpers";

checkBooksAfterEachTest();

const spend = (userId: string, amountKobo: number, key = crypto.randomUUID()) =>
  post(ctx(), {
    idemKey: `test-spend:${key}`,
    kind: "subscription",
    userId,
    memo: "Test spend",
    lines: [
      { accountId: walletAccount(userId), amountKobo: -amountKobo },
      { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo },
    ],
  });

describe("ledger", () => {
  it("50 concurrent debits against a wallet that affords 10: exactly 10 post, the balance is exact", async () => {
    const u = await makeUser();
    await fundWallet(u.id, 10 * 1500_00);
    const results = await Promise.all(Array.from({ length: 50 }, () => spend(u.id, 1500_00)));
    expect(results.filter((r) => r.outcome === "posted")).toHaveLength(10);
    expect(results.filter((r) => r.outcome === "insufficient")).toHaveLength(40);
    expect(await balanceOf(u.id)).toBe(0);
    const lines = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_lines WHERE account_id = ?")
      .bind(walletAccount(u.id))
      .first<{ n: number }>();
    expect(lines?.n).toBe(11);
  });

  it("the same key posts once, however many times and however concurrently it is sent", async () => {
    const u = await makeUser();
    await fundWallet(u.id, 100_00);
    const results = await Promise.all(Array.from({ length: 30 }, () => spend(u.id, 10_00, "same-key")));
    expect(results.filter((r) => r.outcome === "posted")).toHaveLength(1);
    expect(results.filter((r) => r.outcome === "replayed")).toHaveLength(29);
    expect(new Set(results.map((r) => (r.outcome === "insufficient" ? null : r.entryId))).size).toBe(1);
    expect(await balanceOf(u.id)).toBe(90_00);
  });

  it("a wallet cannot go negative even through a direct UPDATE (CHECK constraint)", async () => {
    const u = await makeUser();
    await fundWallet(u.id, 5_00);
    await expect(
      env.DB.prepare("UPDATE ledger_accounts SET balance_kobo = -1 WHERE id = ?").bind(walletAccount(u.id)).run(),
    ).rejects.toThrow(/CHECK/);
  });

  it("refuses unbalanced or malformed postings before touching the database", async () => {
    const u = await makeUser();
    await expect(
      post(ctx(), {
        idemKey: "x",
        kind: "refund",
        userId: u.id,
        memo: "bad",
        lines: [
          { accountId: walletAccount(u.id), amountKobo: 5 },
          { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: -4 },
        ],
      }),
    ).rejects.toThrow(/sum to zero/);
    await expect(
      post(ctx(), {
        idemKey: "y",
        kind: "refund",
        userId: u.id,
        memo: "bad",
        lines: [
          { accountId: walletAccount(u.id), amountKobo: 1.5 },
          { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: -1.5 },
        ],
      }),
    ).rejects.toThrow(/integer/);
  });

  it("the ledger check notices a balance that does not match its lines", async () => {
    const u = await makeUser();
    await fundWallet(u.id, 7_00);
    await env.DB.prepare("UPDATE ledger_accounts SET balance_kobo = balance_kobo + 1 WHERE id = ?")
      .bind(walletAccount(u.id))
      .run();
    await expect(expectBooksBalance()).rejects.toThrow(/every balance equals the sum of its lines/);
    await env.DB.prepare("UPDATE ledger_accounts SET balance_kobo = balance_kobo - 1 WHERE id = ?")
      .bind(walletAccount(u.id))
      .run();
  });
});
