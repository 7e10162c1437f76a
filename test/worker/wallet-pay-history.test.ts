/** The wallet history's merging of pass-through entries: money paid in and spent at once reads as one line. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { walletHistory } from "../../worker/contracts/money";
import { SYSTEM_ACCOUNTS, post, walletAccount } from "../../worker/services/wallet/ledger";
import { mergePassThrough } from "../../worker/services/wallet/history";
import { call } from "./helpers";
import { checkBooksAfterEachTest, ctx, fundWallet } from "./money-helpers";
import { payer } from "./wallet-pay-fixtures";

checkBooksAfterEachTest();

describe("the wallet history merges pass-through entries", () => {
  it("a card payment held at once for an inspection reads as one line, the ledger keeps both", async () => {
    const { u, token } = await payer();
    await fundWallet(u.id, 1_000_00);
    const reference = `PNG-${crypto.randomUUID()}`;
    const c = ctx();
    await env.DB.prepare(
      "INSERT INTO payments (reference, user_id, purpose, purpose_data, amount_kobo, provider, status, channel, card_last4, created_at, updated_at) VALUES (?, ?, 'booking', '{}', 350000, 'sandbox', 'success', 'card', '4081', ?, ?)",
    )
      .bind(reference, u.id, c.now, c.now)
      .run();
    await post(c, {
      idemKey: `payment:${reference}`,
      kind: "topup",
      userId: u.id,
      reference,
      memo: "Payment by link",
      lines: [
        { accountId: walletAccount(u.id), amountKobo: 3_500_00 },
        { accountId: SYSTEM_ACCOUNTS.clearing, amountKobo: -3_500_00 },
      ],
    });
    await post(
      { ...c, now: c.now + 5 },
      {
        idemKey: `hold:${reference}`,
        kind: "inspection_hold",
        userId: u.id,
        reference: "booking-x",
        memo: "Inspection fee held in escrow",
        lines: [
          { accountId: walletAccount(u.id), amountKobo: -3_500_00 },
          { accountId: SYSTEM_ACCOUNTS.escrow, amountKobo: 3_500_00 },
        ],
      },
    );
    const h = walletHistory.parse((await call("GET", "/v1/secure/wallet/history", { token })).json);
    expect(h.items).toHaveLength(2);
    expect(h.items[0]).toMatchObject({
      kind: "pass_through",
      description: "Paid ₦3,500 for an inspection by card",
      amountKobo: 0,
      paidKobo: 3_500_00,
      paidVia: "card",
      balanceAfterKobo: 1_000_00,
      reference,
    });
    expect(h.items[1]).toMatchObject({ kind: "demo_credit", amountKobo: 1_000_00 });
    const lines = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_lines WHERE account_id = ?")
      .bind(walletAccount(u.id))
      .first<{ n: number }>();
    expect(lines?.n).toBe(3);
  });

  it("a plan paid by card reads as one line with the plan's name", () => {
    const base = { entryId: "e", reference: "r", balanceAfterKobo: 0, payChannel: "card" };
    const items = mergePassThrough([
      {
        ...base,
        id: "2",
        kind: "subscription",
        amountKobo: -200_000_00,
        createdAt: 2_000,
        payPurpose: null,
        memo: "Developer Basic plan (yearly)",
      },
      {
        ...base,
        id: "1",
        kind: "topup",
        amountKobo: 200_000_00,
        createdAt: 1_000,
        payPurpose: "subscription",
        memo: "Payment by link",
      },
    ]);
    expect(items).toEqual([
      expect.objectContaining({
        kind: "pass_through",
        description: "Paid ₦200,000 by card: Developer Basic plan (yearly)",
        amountKobo: 0,
        paidKobo: 200_000_00,
      }),
    ]);
  });

  it("a wallet top-up followed by an unrelated spend of the same amount stays two lines", () => {
    const base = { entryId: "e", reference: "r", balanceAfterKobo: 0, memo: "", payChannel: "card" };
    const items = mergePassThrough([
      { ...base, id: "2", kind: "inspection_hold", amountKobo: -100, createdAt: 2_000, payPurpose: null },
      { ...base, id: "1", kind: "topup", amountKobo: 100, createdAt: 1_000, payPurpose: "topup" },
    ]);
    expect(items.map((i) => i.kind)).toEqual(["inspection_hold", "topup"]);
  });
});
