import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { apiLogs } from "../../worker/db/schema";
import { newId } from "../../worker/lib/crypto";
import { recordRun } from "../../worker/jobs/runs";
import { listApiLogs } from "../../worker/services/admin";
import fc from "fast-check";
import { call, db, makeUser, signIn, uniq } from "./helpers";

/** The API log (keyset, filters, errors first) and the services-status page's new checks. */
let token: string;
const prefix = `/v1/zz-${uniq()}`;
const T0 = Date.parse("2026-11-20T10:00:00Z");

beforeAll(async () => {
  const a = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_DASHBOARD_REPORTS"] });
  token = (await signIn(a)).token;
  // 12 rows under a route of this test: statuses cycle 200, 404, 500, 201; one row per minute.
  const rows = Array.from({ length: 12 }, (_, i) => ({
    id: newId(),
    requestId: `req-${i}`,
    method: "GET",
    path: `${prefix}/${i}`,
    status: [200, 404, 500, 201][i % 4]!,
    durationMs: i,
    userId: null,
    ip: "203.0.113.1",
    createdAt: T0 + i * 60_000,
  }));
  for (let i = 0; i < rows.length; i += 6)
    await db()
      .insert(apiLogs)
      .values(rows.slice(i, i + 6))
      .run();
});

const list = (q: string) =>
  call("GET", `/admin/api/api-logs?routePrefix=${encodeURIComponent(prefix)}&${q}`, { token });

describe("GET /admin/api/api-logs", () => {
  it("pages newest first by cursor, without gaps or repeats", async () => {
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const res = await list(`perPage=5${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      seen.push(...res.json.data.map((r: { requestId: string }) => r.requestId));
      cursor = res.json.nextCursor;
    }
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => `req-${11 - i}`));
    expect((await list("perPage=5")).json.data[0].ip).toBeUndefined();
  });

  it("filters by status class and time, and lists errors first on demand", async () => {
    expect((await list("statusClass=5xx")).json.data.map((r: { status: number }) => r.status)).toEqual([500, 500, 500]);
    const recent = (await list(`from=${T0 + 9 * 60_000}`)).json.data.map((r: { requestId: string }) => r.requestId);
    expect(recent).toEqual(["req-11", "req-10", "req-9"]);
    const statuses: number[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const res = await list(`errorsFirst=true&perPage=4${cursor ? `&cursor=${cursor}` : ""}`);
      statuses.push(...res.json.data.map((r: { status: number }) => r.status));
      cursor = res.json.nextCursor;
    }
    expect(statuses).toHaveLength(12);
    expect(statuses.slice(0, 6).every((s) => s >= 400)).toBe(true);
    expect(statuses.slice(6).every((s) => s < 400)).toBe(true);
  });

  it("every filter, paged to the end, lists exactly the plain definition's rows in its order", async () => {
    // Rows of this test only: a route with three paths, another route, statuses of every class, ties on the time.
    const base = `/v1/pp-${uniq()}`;
    const paths = [`${base}/a`, `${base}/a/b`, `${base}/c`, `${base}x`];
    const STATUSES = [200, 201, 204, 302, 400, 401, 404, 409, 429, 500, 503];
    const rows = Array.from({ length: 90 }, (_, i) => ({
      id: `pp-${base}-${String(i).padStart(3, "0")}`,
      requestId: `pp-${i}`,
      method: "GET",
      path: paths[(i * 7) % paths.length]!,
      status: STATUSES[(i * 5) % STATUSES.length]!,
      durationMs: i,
      userId: null,
      ip: null,
      createdAt: T0 + Math.floor(i / 3) * 1000,
    }));
    for (let i = 0; i < rows.length; i += 10)
      await db()
        .insert(apiLogs)
        .values(rows.slice(i, i + 10))
        .run();
    const ctx = { db: db(), env, now: Date.now() };
    const newestFirst = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          routePrefix: fc.constantFrom(base, `${base}/a`, `${base}/c`, paths[3]!),
          statusClass: fc.option(fc.constantFrom("2xx" as const, "3xx" as const, "4xx" as const, "5xx" as const), {
            nil: undefined,
          }),
          from: fc.option(fc.integer({ min: 0, max: 30 }), { nil: undefined }),
          errorsFirst: fc.boolean(),
          perPage: fc.integer({ min: 1, max: 12 }),
        }),
        async ({ from, ...q }) => {
          const query = { ...q, from: from === undefined ? undefined : T0 + from * 1000 };
          const want = rows
            .filter(
              (r) =>
                r.path.startsWith(query.routePrefix) &&
                (!query.statusClass || Math.floor(r.status / 100) === Number(query.statusClass[0])) &&
                (query.from === undefined || r.createdAt >= query.from),
            )
            .sort(newestFirst);
          if (query.errorsFirst) want.sort((a, b) => Number(b.status >= 400) - Number(a.status >= 400));
          const got: string[] = [];
          let cursor: string | undefined;
          for (let pages = 0; pages < 100; pages++) {
            const page = await listApiLogs(ctx, { ...query, cursor });
            got.push(...page.data.map((r) => r.id));
            if (!page.nextCursor) break;
            cursor = page.nextCursor;
          }
          expect(got).toEqual(want.map((r) => r.id));
        },
      ),
      { numRuns: 40, seed: 2026_12 },
    );
  });

  it("refuses a forged cursor and a route without a leading slash with 400", async () => {
    expect((await list("cursor=bm90LWEtY3Vyc29y")).status).toBe(400);
    expect((await call("GET", "/admin/api/api-logs?routePrefix=v1", { token })).status).toBe(400);
  });
});

describe("GET /admin/api/services-status", () => {
  it("pings the rooms, names the local adapters and shows each cron job's last run", async () => {
    await recordRun(env, "daily-alerts", async () => undefined);
    await expect(
      recordRun(env, "housekeeping", async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const res = await call("GET", "/admin/api/services-status", { token });
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.json.services.map((s: { name: string }) => [s.name, s]));
    expect(byName["Realtime rooms (Durable Objects)"]).toMatchObject({ status: "up" });
    expect(byName["Email provider reachability"]).toMatchObject({ status: "up", detail: "local sandbox" });
    expect(Object.keys(byName).some((n) => n.startsWith("SMS"))).toBe(true);
    const runs = Object.fromEntries(res.json.cronRuns.map((r: { job: string }) => [r.job, r]));
    expect(runs["daily-alerts"]).toMatchObject({ ok: true, error: null });
    expect(runs["housekeeping"]).toMatchObject({ ok: false, error: "boom" });
    expect(runs["messages-and-live-counts"]).toMatchObject({ startedAt: null, ok: null });
  });
});
