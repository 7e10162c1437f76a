import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { lagosToday } from "../../worker/contracts/lagos-time";
import { SYSTEM_ACCOUNTS, walletAccount } from "../../worker/services/wallet/ledger";
import { call, makeUser, seedListing, signIn } from "./helpers";
import { checkBooksAfterEachTest, fundWallet } from "./money-helpers";
import { lister, place } from "./listings-fixtures";
import { at, book, reportsReader } from "./admin-reports-helpers";

/**
 * The admin dashboard's figures against the tables' own counts. Each test seeds its data inside its own past
 * period (dates no other test of these files uses), so the dashboard's totals for that period are exactly what it
 * seeded, and compares them with a direct SQL aggregate over the same rows.
 */
checkBooksAfterEachTest();
const { dashboard } = reportsReader();

const sumLines = async (account: string, kinds: string[], from: string, toExclusive: string) => {
  const row = await env.DB.prepare(
    `SELECT coalesce(sum(l.amount_kobo), 0) AS n FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
     WHERE l.account_id = ? AND e.kind IN (${kinds.map(() => "?").join(", ")}) AND l.created_at >= ? AND l.created_at < ?`,
  )
    .bind(account, ...kinds, at(from, "00:00"), at(toExclusive, "00:00"))
    .first<{ n: number }>();
  return Math.abs(row!.n);
};

describe("GET /admin/api/dashboard: money", () => {
  it("money in and out equal the ledger's own sums, for the period and the previous one", async () => {
    const u = await makeUser();
    const w = walletAccount(u.id);
    const day = (d: string) => at(d);
    // Previous period (April 2023): one top-up. Current period (May 2023): two top-ups, a plan, a boost, a booking fee, a refund, a withdrawal.
    await book(day("2023-04-20"), {
      kind: "topup",
      userId: u.id,
      memo: "Top-up",
      lines: [
        { accountId: w, amountKobo: 7_000_00 },
        { accountId: SYSTEM_ACCOUNTS.clearing, amountKobo: -7_000_00 },
      ],
    });
    await book(day("2023-05-02"), {
      kind: "topup",
      userId: u.id,
      memo: "Top-up",
      lines: [
        { accountId: w, amountKobo: 50_000_00 },
        { accountId: SYSTEM_ACCOUNTS.clearing, amountKobo: -50_000_00 },
      ],
    });
    await book(day("2023-05-03"), {
      kind: "topup",
      userId: u.id,
      memo: "Top-up",
      lines: [
        { accountId: w, amountKobo: 25_000_00 },
        { accountId: SYSTEM_ACCOUNTS.clearing, amountKobo: -25_000_00 },
      ],
    });
    await book(day("2023-05-04"), {
      kind: "subscription",
      userId: u.id,
      memo: "Plan",
      lines: [
        { accountId: w, amountKobo: -15_000_00 },
        { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: 15_000_00 },
      ],
    });
    await book(day("2023-05-05"), {
      kind: "boost",
      userId: u.id,
      memo: "Boost",
      lines: [
        { accountId: w, amountKobo: -2_500_00 },
        { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: 2_500_00 },
      ],
    });
    await book(day("2023-05-06"), {
      kind: "inspection_hold",
      userId: u.id,
      memo: "Hold",
      lines: [
        { accountId: w, amountKobo: -10_000_00 },
        { accountId: SYSTEM_ACCOUNTS.escrow, amountKobo: 10_000_00 },
      ],
    });
    await book(day("2023-05-07"), {
      kind: "inspection_settle",
      userId: u.id,
      memo: "Settle",
      lines: [
        { accountId: SYSTEM_ACCOUNTS.escrow, amountKobo: -10_000_00 },
        { accountId: w, amountKobo: 9_000_00 },
        { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: 1_000_00 },
      ],
    });
    // An instalment released at a milestone and a rent released at the move-in: each pays the platform commission.
    for (const [kind, d, commission] of [
      ["instalment_settle", "2023-05-11", 3_000_00],
      ["rent_settle", "2023-05-12", 500_00],
    ] as const)
      await book(day(d), {
        kind,
        userId: u.id,
        memo: "Released",
        lines: [
          { accountId: SYSTEM_ACCOUNTS.escrow, amountKobo: -100 * commission },
          { accountId: w, amountKobo: 99 * commission },
          { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: commission },
        ],
      });
    await book(day("2023-05-08"), {
      kind: "refund",
      userId: u.id,
      memo: "Refund",
      lines: [
        { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: -2_000_00 },
        { accountId: w, amountKobo: 2_000_00 },
      ],
    });
    await book(day("2023-05-09"), {
      kind: "withdrawal",
      userId: u.id,
      memo: "Withdraw",
      lines: [
        { accountId: w, amountKobo: -20_000_00 },
        { accountId: SYSTEM_ACCOUNTS.payouts, amountKobo: 20_000_00 },
      ],
    });
    await book(day("2023-05-10"), {
      kind: "withdrawal_settled",
      userId: u.id,
      memo: "Paid out",
      lines: [
        { accountId: SYSTEM_ACCOUNTS.payouts, amountKobo: -20_000_00 },
        { accountId: SYSTEM_ACCOUNTS.clearing, amountKobo: 20_000_00 },
      ],
    });

    const res = await dashboard("from=2023-05-01&to=2023-05-31");
    expect(res.status).toBe(200);
    expect(res.json.period).toEqual({ from: "2023-05-01", to: "2023-05-31", days: 31 });
    expect(res.json.previousPeriod).toEqual({ from: "2023-03-31", to: "2023-04-30" });
    const fig = (side: "in" | "out", key: string) => res.json.money[side].find((m: { key: string }) => m.key === key);
    expect(fig("in", "topups")).toMatchObject({ current: 75_000_00, previous: 7_000_00 });
    expect(fig("in", "topups").current).toBe(
      await sumLines(SYSTEM_ACCOUNTS.clearing, ["topup"], "2023-05-01", "2023-06-01"),
    );
    expect(fig("in", "plans").current).toBe(
      await sumLines(SYSTEM_ACCOUNTS.revenue, ["subscription"], "2023-05-01", "2023-06-01"),
    );
    expect(fig("in", "boosts").current).toBe(2_500_00);
    expect(fig("in", "fees").current).toBe(
      await sumLines(
        SYSTEM_ACCOUNTS.revenue,
        ["inspection_settle", "stay_settle", "project_settle"],
        "2023-05-01",
        "2023-06-01",
      ),
    );
    expect(fig("in", "instalmentFees")).toMatchObject({ label: "Instalment plan commission", current: 3_000_00 });
    expect(fig("in", "instalmentFees").current).toBe(
      await sumLines(SYSTEM_ACCOUNTS.revenue, ["instalment_settle"], "2023-05-01", "2023-06-01"),
    );
    expect(fig("in", "rentFees")).toMatchObject({ label: "Rent commission", current: 500_00 });
    expect(fig("in", "rentFees").current).toBe(
      await sumLines(SYSTEM_ACCOUNTS.revenue, ["rent_settle"], "2023-05-01", "2023-06-01"),
    );
    expect(fig("out", "refunds").current).toBe(
      await sumLines(SYSTEM_ACCOUNTS.revenue, ["refund"], "2023-05-01", "2023-06-01"),
    );
    expect(fig("out", "refunds").current).toBe(2_000_00);
    expect(fig("out", "withdrawals")).toMatchObject({ current: 20_000_00, previous: 0 });
    const kpi = (key: string) => res.json.kpis.find((k: { key: string }) => k.key === key);
    expect(kpi("moneyInKobo")).toMatchObject({
      current: 75_000_00 + 15_000_00 + 2_500_00 + 1_000_00 + 3_000_00 + 500_00,
      previous: 7_000_00,
      unit: "kobo",
    });
    expect(kpi("moneyOutKobo")).toMatchObject({ current: 22_000_00, previous: 0 });
    // The daily series carries the same money, on the Lagos day it happened.
    expect(res.json.series).toHaveLength(31);
    expect(res.json.series.find((d: { day: string }) => d.day === "2023-05-02").moneyInKobo).toBe(50_000_00);
    expect(res.json.series.find((d: { day: string }) => d.day === "2023-05-12").moneyInKobo).toBe(500_00);
    expect(res.json.series.reduce((n: number, d: { moneyOutKobo: number }) => n + d.moneyOutKobo, 0)).toBe(22_000_00);
  });

  it("rent released to a lister through the API counts its commission in today's money in, from the ledger", async () => {
    const l = await lister();
    const where = await place();
    const propertyId = await seedListing(l.user.id, where.stateId, "active", { priceKobo: 1_200_000_00 });
    const tenant = await makeUser();
    await fundWallet(tenant.id, 2_000_000_00);
    const tenantToken = (await signIn(tenant)).token;
    const made = await call("POST", "/v1/secure/rent-agreements", {
      token: l.token,
      body: { propertyId, tenantEmail: tenant.email, moveInOn: lagosToday() },
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const id = made.json.data.id as string;
    const before = await dashboard("days=1");
    const paid = await call("POST", `/v1/secure/rent-agreements/${id}/pay`, {
      token: tenantToken,
      body: { payWith: "wallet" },
      headers: { "idempotency-key": `report-${id}` },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(
      (await call("POST", `/v1/secure/rent-agreements/${id}/confirm-move-in`, { token: tenantToken })).status,
    ).toBe(200);
    const after = await dashboard("days=1");
    const fig = (r: typeof after, key: string) =>
      r.json.money.in.find((m: { key: string }) => m.key === key).current as number;
    // 1% of what was held (the first year's rent and its fees) is the platform's.
    const commission = Math.floor((paid.json.data.totalKobo * 100) / 10_000);
    expect(commission).toBeGreaterThan(0);
    expect(fig(after, "rentFees") - fig(before, "rentFees")).toBe(commission);
    const kpi = (r: typeof after) => r.json.kpis.find((k: { key: string }) => k.key === "moneyInKobo").current;
    expect(kpi(after) - kpi(before)).toBe(commission);
  });
});
