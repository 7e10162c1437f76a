import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { addDays, lagosToday } from "../../worker/contracts/lagos-time";
import { rollupReports } from "../../worker/services/admin";
import { conversations } from "../../worker/db/schema";
import { newId } from "../../worker/lib/crypto";
import { SYSTEM_ACCOUNTS, walletAccount } from "../../worker/services/wallet/ledger";
import { call, db, makeUser, seedListing } from "./helpers";
import { checkBooksAfterEachTest } from "./money-helpers";
import { place } from "./listings-fixtures";
import { flushSearchCounts, searchCountWrites } from "../../worker/services/metrics";
import { at, book, reportsReader } from "./admin-reports-helpers";

/**
 * The admin dashboard's figures against the tables' own counts. Each test seeds its data inside its own past
 * period (dates no other test of these files uses), so the dashboard's totals for that period are exactly what it
 * seeded, and compares them with a direct SQL aggregate over the same rows.
 */
checkBooksAfterEachTest();
const { dashboard, token } = reportsReader();

describe("GET /admin/api/dashboard", () => {
  it("sign-ups by account type and enquiries match the tables' counts, with the previous period", async () => {
    const seed = (day: string, accountType: string) =>
      makeUser({
        accountType,
        createdAt: at(day),
        ...(accountType === "brokerage" ? { subAccountType: "broker" } : {}),
      });
    await Promise.all([
      seed("2022-02-03", "standard"),
      seed("2022-02-04", "standard"),
      seed("2022-02-10", "standard"),
      seed("2022-02-10", "brokerage"),
      seed("2022-02-28", "brokerage"),
      seed("2022-01-20", "seeker"),
      seed("2022-01-31", "standard"),
    ]);
    const a = await makeUser({ accountType: "agent" });
    const b = await makeUser();
    await db()
      .insert(conversations)
      .values([
        {
          id: newId(),
          pairKey: `t-${newId()}`,
          starterId: b.id,
          agentId: a.id,
          lastMessageAt: at("2022-02-05"),
          createdAt: at("2022-02-05"),
        },
        {
          id: newId(),
          pairKey: `t-${newId()}`,
          starterId: b.id,
          agentId: a.id,
          lastMessageAt: at("2022-01-05"),
          createdAt: at("2022-01-05"),
        },
      ])
      .run();
    const res = await dashboard("from=2022-02-01&to=2022-02-28");
    expect(res.status).toBe(200);
    const { results } = await env.DB.prepare(
      "SELECT account_type AS t, count(*) AS n FROM users WHERE created_at >= ? AND created_at < ? GROUP BY t ORDER BY t",
    )
      .bind(at("2022-02-01", "00:00"), at("2022-03-01", "00:00"))
      .all<{ t: string; n: number }>();
    expect(
      res.json.signupsByType
        .filter((r: { current: number }) => r.current > 0)
        .map((r: { accountType: string; current: number }) => ({ t: r.accountType, n: r.current })),
    ).toEqual(results);
    expect(res.json.signupsByType.find((r: { accountType: string }) => r.accountType === "standard")).toEqual({
      accountType: "standard",
      current: 3,
      previous: 1,
    });
    expect(res.json.signupsByType.find((r: { accountType: string }) => r.accountType === "seeker")).toEqual({
      accountType: "seeker",
      current: 0,
      previous: 1,
    });
    const kpi = (key: string) => res.json.kpis.find((k: { key: string }) => k.key === key);
    expect(kpi("signups")).toMatchObject({ current: 5, previous: 2 });
    expect(kpi("enquiries")).toMatchObject({ current: 1, previous: 1 });
    expect(res.json.funnel.map((f: { key: string }) => f.key)).toEqual([
      "searches",
      "listingViews",
      "enquiries",
      "bookings",
    ]);
  });

  it("counts searches, searched localities and listing views after the answer, and shows live listings", async () => {
    const owner = await makeUser({ accountType: "brokerage", subAccountType: "broker" });
    const where = await place();
    const loc = await env.DB.prepare("SELECT id, state_id AS stateId, name FROM localities WHERE id = ?")
      .bind(where.localityId)
      .first<{ id: number; stateId: number; name: string }>();
    const listing = await seedListing(owner.id, loc!.stateId, "active", { localityId: loc!.id });
    for (let i = 0; i < 3; i++)
      expect((await call("POST", "/v1/properties/rent/search", { body: { localityId: loc!.id } })).status).toBe(200);
    expect((await call("POST", "/v1/properties/sale/search", { body: {} })).status).toBe(200);
    // A later page of the same search is not another search.
    expect((await call("POST", "/v1/properties/sale/search?page=2", { body: {} })).status).toBe(200);
    expect((await call("GET", `/v1/property/property/${listing}`)).status).toBe(200);
    const today = lagosToday();
    // The counters are written after the answer (searches in a batch, SEARCH_FLUSH_MS after the first): write the batch, wait for the view.
    await flushSearchCounts(env);
    const counted = async () =>
      (await env.DB.prepare(
        "SELECT coalesce(sum(n), 0) AS n FROM daily_metrics WHERE day = ? AND metric IN ('search', 'listing_view')",
      )
        .bind(today)
        .first<{ n: number }>())!.n;
    await vi.waitFor(async () => expect(await counted()).toBeGreaterThanOrEqual(5), { timeout: 20_000, interval: 20 });
    const res = await dashboard("days=7");
    expect(res.status).toBe(200);
    expect(res.json.period).toMatchObject({ to: today, days: 7 });
    const kpi = (key: string) => res.json.kpis.find((k: { key: string }) => k.key === key);
    expect(kpi("searches").current).toBe(4);
    expect(kpi("listingViews").current).toBe(1);
    expect(res.json.topLocalities[0]).toMatchObject({ localityId: loc!.id, locality: loc!.name, searches: 3 });
    expect(res.json.funnel[0]).toMatchObject({ key: "searches", current: 4 });
    const live = await env.DB.prepare(
      "SELECT n FROM live_listing_counts WHERE listing_type = '*' AND state_id = 0 AND locality_id = 0",
    ).first<{ n: number }>();
    expect(res.json.liveListings.total).toBe(live!.n);
    expect(res.json.liveListings.total).toBeGreaterThan(0);
    expect(
      res.json.liveListings.byState.find((s: { stateId: number }) => s.stateId === loc!.stateId).count,
    ).toBeGreaterThan(0);
    expect(
      res.json.liveListings.byType.find((t: { listingType: string }) => t.listingType === "rent").count,
    ).toBeGreaterThan(0);
  });

  it("searches are counted in memory and written as one statement: by locality id or slug, an unknown locality counts nothing", async () => {
    const where = await place();
    const slug = (await env.DB.prepare("SELECT slug FROM localities WHERE id = ?")
      .bind(where.localityId)
      .first<{ slug: string }>())!.slug;
    const today = lagosToday();
    const read = async () => {
      const r = await env.DB.prepare(
        "SELECT metric, key, n FROM daily_metrics WHERE day = ? AND metric IN ('search', 'search_locality')",
      )
        .bind(today)
        .all<{ metric: string; key: string; n: number }>();
      return {
        search: r.results.find((x) => x.metric === "search")?.n ?? 0,
        here: r.results.find((x) => x.metric === "search_locality" && x.key === String(where.localityId))?.n ?? 0,
      };
    };
    await flushSearchCounts(env);
    const before = await read();
    const writes = searchCountWrites.writes;
    const bodies = [
      { localityId: where.localityId },
      { locality: slug, state: where.stateSlug },
      { locality: slug },
      { locality: "nowhere-at-all" },
      {},
    ];
    for (const body of bodies) expect((await call("POST", "/v1/properties/rent/search", { body })).status).toBe(200);
    // Not written on the request path, nor by each search.
    expect(await read()).toEqual(before);
    expect(await flushSearchCounts(env)).toBe(5);
    expect(searchCountWrites.writes).toBe(writes + 1);
    expect(await read()).toEqual({ search: before.search + 5, here: before.here + 3 });
    // Nothing waiting: no statement.
    expect(await flushSearchCounts(env)).toBe(0);
    expect(searchCountWrites.writes).toBe(writes + 1);
  });

  it("the cron's rollup of closed days answers the same figures as the live aggregates", async () => {
    const from = lagosToday(-250);
    const to = lagosToday(-240);
    const u = await makeUser({ accountType: "developer", createdAt: at(addDays(from, 2)) });
    await book(at(addDays(from, 3)), {
      kind: "topup",
      userId: u.id,
      memo: "Top-up",
      lines: [
        { accountId: walletAccount(u.id), amountKobo: 4_000_00 },
        { accountId: SYSTEM_ACCOUNTS.clearing, amountKobo: -4_000_00 },
      ],
    });
    const live = await dashboard(`from=${from}&to=${to}`);
    expect(live.status).toBe(200);
    const job = { db: db(), env, now: Date.now() };
    // 31 days a run, the most recent first: a few runs reach 250 days back; then there is nothing left to do.
    let runs = 0;
    while ((await rollupReports(job)).rolledUp > 0 && runs < 20) runs++;
    expect((await rollupReports(job)).rolledUp).toBe(0);
    const marked = await env.DB.prepare(
      "SELECT count(*) AS n FROM daily_metrics WHERE metric = 'r_done_v2' AND day >= ? AND day <= ?",
    )
      .bind(addDays(from, -11), to)
      .first<{ n: number }>();
    expect(marked!.n).toBe(22);
    const rolled = await dashboard(`from=${from}&to=${to}`);
    expect(rolled.json).toEqual(live.json);
    expect(rolled.json.signupsByType).toEqual([{ accountType: "developer", current: 1, previous: 0 }]);
    expect(rolled.json.money.in.find((m: { key: string }) => m.key === "topups").current).toBe(4_000_00);
    const row = await env.DB.prepare(
      "SELECT n FROM daily_metrics WHERE metric = 'r_money' AND key = 'topups' AND day = ?",
    )
      .bind(addDays(from, 3))
      .first<{ n: number }>();
    expect(row!.n).toBe(4_000_00);
  });

  it.each([
    ["from=2026-02-01&to=2026-01-01", "from"],
    ["from=2024-01-01&to=2025-03-01", "from"],
    ["from=2026-02-30", "from"],
    ["to=yesterday", "to"],
    ["days=400", "days"],
    ["days=0", "days"],
  ])("a bad period (%s) is a 400 naming %s", async (query, field) => {
    const res = await dashboard(query);
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
  });
});

describe("GET /admin/api/reports/export", () => {
  it("answers the period's daily series as a CSV attachment", async () => {
    const u = await makeUser({ createdAt: at("2021-07-02") });
    await book(at("2021-07-03"), {
      kind: "topup",
      userId: u.id,
      memo: "Top-up",
      lines: [
        { accountId: walletAccount(u.id), amountKobo: 12_345_67 },
        { accountId: SYSTEM_ACCOUNTS.clearing, amountKobo: -12_345_67 },
      ],
    });
    const res = await call("GET", "/admin/api/reports/export?from=2021-07-01&to=2021-07-07&format=csv", {
      token: token(),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="propertyng-report-2021-07-01-to-2021-07-07.csv"',
    );
    const lines = (res.json as string).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "date,signups,searches,listing_views,enquiries,inspections,stays,reservations,money_in_naira,money_out_naira",
    );
    expect(lines).toHaveLength(8);
    expect(lines[1]).toBe("2021-07-01,0,0,0,0,0,0,0,0.00,0.00");
    expect(lines[2]).toBe("2021-07-02,1,0,0,0,0,0,0,0.00,0.00");
    expect(lines[3]).toBe("2021-07-03,0,0,0,0,0,0,0,12345.67,0.00");
  });

  it("refuses a bad period with a 400 naming the field", async () => {
    const res = await call("GET", "/admin/api/reports/export?from=2021-07-08&to=2021-07-01", { token: token() });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].field).toBe("from");
  });
});
