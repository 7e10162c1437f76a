import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createDb } from "../../worker/db/client";
import { listActivity, listApiLogs, listUsers } from "../../worker/services/admin";
import { listAdminListings } from "../../worker/services/moderation";
import type { ServiceCtx } from "../../worker/lib/context";
import { call, makeUser, signIn, uniq } from "./helpers";
import { createListing, input, lister, place } from "./listings-fixtures";

/**
 * The back office's searches read their indexes (migrations/0060): users and listings through trigram FTS5 tables,
 * the logs through their own indexes. What matches what is unchanged; the plans are checked on the statements the
 * services really run (recorded from the D1 binding), with EXPLAIN QUERY PLAN.
 */
type Seen = { sql: string; params: unknown[] };

/** A service context whose D1 binding records every statement and its parameters. */
function recording(): { ctx: ServiceCtx; seen: Seen[] } {
  const seen: Seen[] = [];
  const wrap = (stmt: D1PreparedStatement, entry: Seen): D1PreparedStatement =>
    new Proxy(stmt, {
      get(t, k) {
        if (k === "bind")
          return (...args: unknown[]) => {
            entry.params = args;
            return wrap(t.bind(...args), entry);
          };
        const v = Reflect.get(t, k) as unknown;
        return typeof v === "function" ? v.bind(t) : v;
      },
    });
  const d1 = new Proxy(env.DB, {
    get(t, k) {
      if (k === "prepare")
        return (sql: string) => {
          const entry: Seen = { sql, params: [] };
          seen.push(entry);
          return wrap(t.prepare(sql), entry);
        };
      const v = Reflect.get(t, k) as unknown;
      return typeof v === "function" ? v.bind(t) : v;
    },
  });
  return { ctx: { db: createDb(d1), env, now: Date.now() }, seen };
}

/** A recorded statement's plan, one line, its steps joined by " | ". */
async function planOf(s: Seen) {
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${s.sql}`)
    .bind(...s.params)
    .all<{ detail: string }>();
  return plan.results.map((r) => r.detail).join(" | ");
}

/** Every plan line of every statement a service call ran. */
async function plansOf(run: (ctx: ServiceCtx) => Promise<unknown>) {
  const { ctx, seen } = recording();
  await run(ctx);
  const out: string[] = [];
  for (const s of seen) out.push(await planOf(s));
  return out;
}

/** A plan line that reads a big table whole: a SCAN not along an index (a newest-first walk is SCAN … USING INDEX). */
const BLIND_SCAN = /\bSCAN (users|properties|activity_logs|api_logs)\b(?! USING (COVERING )?INDEX)/;

let tag: string;
let target: Awaited<ReturnType<typeof makeUser>>;
let admin: string;

beforeAll(async () => {
  tag = uniq();
  target = await makeUser({
    firstName: "Zainab",
    lastName: `Bello${tag}`,
    email: `zainab.${tag}@Gmail.com`,
    username: `zbello_${tag}`,
    phone: `+23480${tag.replace(/\D/g, "").padEnd(8, "7").slice(0, 8)}`,
    accountType: "seeker",
  });
  admin = (await signIn(await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_CREATE_USER"] })))
    .token;
});

const ids = async (search: string, extra = "") =>
  (await call("GET", `/admin/api/users?search=${encodeURIComponent(search)}&perPage=50${extra}`, { token: admin })).json
    .data as { id: string }[];

describe("admin user search from the trigram index", () => {
  it("finds any part of the email, username, name or phone, in any case, as before", async () => {
    for (const s of [
      `zainab.${tag}@gmail`,
      tag.toUpperCase(),
      `zbello_${tag}`,
      `ainab bello${tag}`,
      target.phone!.slice(4, 11),
    ])
      expect(
        (await ids(s)).map((u) => u.id),
        s,
      ).toContain(target.id);
    expect(await ids(`nobody-${tag}`)).toEqual([]);
    // Filters and paging still apply to the matches.
    expect((await ids(tag, "&accountType=brokerage")).map((u) => u.id)).not.toContain(target.id);
    const two = await makeUser({ firstName: "Zainab", lastName: `Bello${tag}` });
    const first = await call("GET", `/admin/api/users?search=bello${tag}&perPage=1&page=1`, { token: admin });
    const second = await call("GET", `/admin/api/users?search=bello${tag}&perPage=1&page=2`, { token: admin });
    expect(first.json.hasMore).toBe(true);
    expect([first.json.data[0].id, second.json.data[0].id]).toEqual([two.id, target.id]);
  });

  it("1–2 characters still match (tested on the newest-first walk)", async () => {
    const short = await makeUser({ firstName: "Qx", lastName: null, email: `qx${tag}@example.ng` });
    expect((await ids("Qx")).map((u) => u.id)).toContain(short.id);
  });

  it("is kept in step with every write to users by triggers, in the same statement", async () => {
    await env.DB.prepare("UPDATE users SET email = ? WHERE id = ?").bind(`renamed.${tag}@yahoo.com`, target.id).run();
    expect((await ids(`renamed.${tag}`)).map((u) => u.id)).toEqual([target.id]);
    expect(await ids(`zainab.${tag}@gmail`)).toEqual([]);
    const gone = await makeUser({ email: `gone.${tag}@example.ng` });
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(gone.id).run();
    const row = await env.DB.prepare("SELECT count(*) AS n FROM users_fts WHERE users_fts MATCH ?")
      .bind(`"gone.${tag}"`)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
    const triggers = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'trigger' AND (name LIKE 'users_fts_%' OR name LIKE 'listings_slug_fts_%') ORDER BY name",
    ).all<{ name: string }>();
    expect(triggers.results.map((t) => t.name)).toEqual([
      "listings_slug_fts_ad",
      "listings_slug_fts_ai",
      "listings_slug_fts_au",
      "users_fts_ad",
      "users_fts_ai",
      "users_fts_au",
    ]);
  });

  it("plans: the match is read from users_fts and the users by rowid, never a scan of users", async () => {
    const plans = await plansOf((ctx) => listUsers(ctx, { page: 1, perPage: 20, search: `bello${tag}` }));
    const page = plans.find((p) => /SEARCH users USING INTEGER PRIMARY KEY/.test(p));
    expect(page, plans.join("\n")).toMatch(/SCAN users_fts VIRTUAL TABLE INDEX/);
    for (const p of plans) expect(p).not.toMatch(BLIND_SCAN);
    expect(plans.join("\n")).not.toMatch(/SCAN users USING INDEX/);
  });
});

describe("admin user search newest first along users_fts", () => {
  /**
   * 2,400 users holding one name, every fifth joining at the same millisecond as four others and about three such
   * groups sharing each ~2-second band of users_fts's keys; rowids (insert order) and ids say nothing of that order.
   */
  const many = 2_400;
  let name: string;
  let base: number;

  beforeAll(async () => {
    name = `Okoro${uniq().replace(/\W/g, "")}`;
    base = Date.UTC(2026, 5, 1);
    await env.DB.prepare(
      `INSERT INTO users (id, first_name, last_name, email, username, phone, password_hash, account_type, status,
         kyc_verified, created_at, updated_at)
       WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ?3 - 1)
       SELECT ?1 || '-' || printf('%04d', (i * 37) % ?3), CASE WHEN i % 3 = 0 THEN 'Ada' ELSE 'Yetunde' END, ?1,
         lower(?1) || '.' || i || '@mail.ng', lower(?1) || '_' || i, NULL, 'x',
         json_extract('["seeker","standard","brokerage","company","developer","seeker","standard","seeker"]', '$[' || (i % 8) || ']'),
         CASE WHEN i % 97 = 0 THEN 'deleted' WHEN i % 89 = 0 THEN 'deactivated' ELSE 'active' END, i % 13 = 0,
         ?2 - ((i * 7919) % ?3 / 5) * 700, ?2 FROM s`,
    )
      .bind(name, base, many)
      .run();
    // The newest 30 holders of a second name deleted, 5 older ones not: more than the head's room for deleted accounts.
    await env.DB.prepare(
      `INSERT INTO users (id, first_name, last_name, email, username, password_hash, account_type, status, created_at, updated_at)
       WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < 34)
       SELECT ?1 || '-gone-' || i, 'Gone', ?1, 'gone.' || lower(?1) || '.' || i || '@mail.ng', 'gone_' || lower(?1) || '_' || i,
         'x', 'standard', CASE WHEN i < 30 THEN 'deleted' ELSE 'active' END, ?2 - i * 60000, ?2 FROM s`,
    )
      .bind(name, base)
      .run();
  });

  /** The plain definition: every user the filters keep holding the text, newest first, then by id; page and next. */
  async function plain(
    search: string,
    extra: { accountType?: string; status?: string; kyc?: boolean; from?: number; to?: number },
    page: number,
    perPage: number,
  ) {
    const s = search.toLowerCase();
    const rows = await env.DB.prepare(
      `SELECT id FROM users WHERE status <> 'deleted'
         AND (?2 IS NULL OR account_type = ?2) AND (?3 IS NULL OR status = ?3) AND (?4 IS NULL OR kyc_verified = ?4)
         AND (?5 IS NULL OR created_at >= ?5) AND (?6 IS NULL OR created_at <= ?6)
         AND (instr(lower(email), ?1) > 0 OR instr(lower(username), ?1) > 0
           OR instr(lower(first_name || ' ' || coalesce(last_name, '')), ?1) > 0 OR instr(coalesce(phone, ''), ?1) > 0)
       ORDER BY created_at DESC, id DESC LIMIT ?7 OFFSET ?8`,
    )
      .bind(
        s,
        extra.accountType ?? null,
        extra.status ?? null,
        extra.kyc === undefined ? null : Number(extra.kyc),
        extra.from ?? null,
        extra.to ?? null,
        perPage + 1,
        (page - 1) * perPage,
      )
      .all<{ id: string }>();
    const ids = rows.results.map((r) => r.id);
    return { ids: ids.slice(0, perPage), hasMore: ids.length > perPage };
  }

  /** A Lagos calendar day (UTC+1) of an epoch-ms time, as the API's joinedFrom/joinedTo take it. */
  const lagosDay = (ms: number) => new Date(ms + 3_600_000).toISOString().slice(0, 10);

  it("answers exactly the plain definition's pages, whatever share of users holds the text, with filters and ties", async () => {
    const total = async (search: string, query: string) => {
      let n = 0;
      for (let page = 1; ; page++) {
        const res = await call(
          "GET",
          `/admin/api/users?search=${encodeURIComponent(search)}&perPage=100&page=${page}${query}`,
          { token: admin },
        );
        n += res.json.data.length;
        if (!res.json.hasMore) return n;
      }
    };
    const lastDay = lagosDay(base - 200 * 700);
    const firstDay = lagosDay(base - 300 * 700);
    const cases: [string, string, Parameters<typeof plain>[1], number, number[]][] = [
      // [search, query, the same filters for the definition, perPage, pages]
      [name, "", {}, 20, [1, 2, 3, 7, 59, 60, 117, 118, 119]],
      [`ada ${name}`, "", {}, 20, [1, 2, 39, 40, 41]],
      [`yetunde ${name}`, "&accountType=seeker", { accountType: "seeker" }, 20, [1, 3, 30, 31, 32]],
      [`ada ${name}`, "&accountType=seeker&kyc=verified", { accountType: "seeker", kyc: true }, 5, [1, 2, 3, 4]],
      // Few of the matches pass (about one in 89): past the first page the head gives up and the filters' index is walked.
      [name, "&status=deactivated", { status: "deactivated" }, 10, [1, 2, 3, 4]],
      [
        name,
        `&joinedFrom=${firstDay}&joinedTo=${lastDay}`,
        { from: Date.parse(`${firstDay}T00:00:00+01:00`), to: Date.parse(`${lastDay}T00:00:00+01:00`) + 86_399_999 },
        50,
        [1, 2, 3],
      ],
      [`${name.toLowerCase()}.123@`, "", {}, 20, [1]],
      [`nobody${name}`, "", {}, 20, [1, 2]],
      [`gone ${name}`, "", {}, 20, [1, 2]],
      [name, "", {}, 100, [1, 5, 23, 24, 25]],
    ];
    for (const [search, query, filters, perPage, pages] of cases)
      for (const page of pages) {
        const res = await call(
          "GET",
          `/admin/api/users?search=${encodeURIComponent(search)}&perPage=${perPage}&page=${page}${query}`,
          { token: admin },
        );
        expect(res.status).toBe(200);
        const want = await plain(search, filters, page, perPage);
        const label = `${search}${query} page ${page} of ${perPage}`;
        expect(
          res.json.data.map((u: { id: string }) => u.id),
          label,
        ).toEqual(want.ids);
        expect(res.json.hasMore, label).toBe(want.hasMore);
      }
    // Every page together: each user the definition counts, once.
    const everyone = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE last_name = ? AND status <> 'deleted'")
      .bind(name)
      .first<{ n: number }>();
    expect(await total(name, "")).toBe(everyone!.n);
    expect(everyone!.n).toBeGreaterThan(2_300);
  });

  it("follows every write: a renamed user or a changed join time moves in the list at once", async () => {
    const ids = async () =>
      (
        await call("GET", `/admin/api/users?search=${encodeURIComponent(name)}&perPage=50`, { token: admin })
      ).json.data.map((u: { id: string }) => u.id);
    const oldest = (await plain(name, {}, 1, 5_000)).ids.at(-1)!;
    await env.DB.prepare("UPDATE users SET created_at = ? WHERE id = ?")
      .bind(base + 1, oldest)
      .run();
    expect((await ids())[0]).toBe(oldest);
    await env.DB.prepare(
      "UPDATE users SET last_name = 'Elsewhere', email = 'moved' || rowid || '@elsewhere.ng', username = 'elsewhere_' || rowid WHERE id = ?",
    )
      .bind(oldest)
      .run();
    expect(await ids()).not.toContain(oldest);
    expect(await ids()).toEqual((await plain(name, {}, 1, 50)).ids);
  });

  it("plans: the head walks users_fts newest first with no sort, the page reads its bands: about a page of rows", async () => {
    for (const [search, extra] of [
      [name, {}],
      [`ada ${name}`, { accountType: "seeker" as const }],
      [name, { page: 3 }],
    ] as const) {
      const { ctx, seen } = recording();
      const res = await listUsers(ctx, { page: 1, perPage: 20, search, ...extra });
      expect(res.data).toHaveLength(20);
      let rowsRead = 0;
      const each: string[] = [];
      for (const st of seen) {
        const plan = await planOf(st);
        expect(plan, st.sql).not.toMatch(BLIND_SCAN);
        expect(plan, st.sql).not.toMatch(/SCAN users USING/);
        const read = (
          await env.DB.prepare(st.sql)
            .bind(...st.params)
            .all()
        ).meta.rows_read;
        rowsRead += read;
        each.push(`${read} rows: ${plan}`);
      }
      const head = each.find((p) => /SCAN f\b/.test(p));
      expect(head, each.join("\n")).toMatch(
        /SCAN users_fts VIRTUAL TABLE INDEX .*SEARCH users USING INTEGER PRIMARY KEY/,
      );
      expect(head).not.toMatch(/TEMP B-TREE/);
      // Thousands match; the page reads tens (a quarter of them seekers: about four matches a row).
      expect(rowsRead, `${search} ${JSON.stringify(extra)}\n${each.join("\n")}`).toBeLessThan(400);
    }
  });
});

describe("admin listing search from the indexes", () => {
  it("finds a listing by a slug fragment, its owner's email or name, its id or its words, and reads no listing whole", async () => {
    const where = await place();
    const owner = await lister("brokerage", {
      firstName: "Kunle",
      lastName: `Ade${tag}`,
      email: `kunle.${tag}@adehomes.ng`,
    });
    const listing = await createListing(owner.token, input(where, { title: `Harbour view penthouse ${tag}` }));
    const staff = (
      await signIn(await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_LISTING"] }))
    ).token;
    const found = async (s: string) =>
      (await call("GET", `/admin/api/listings?search=${encodeURIComponent(s)}&perPage=50`, { token: staff })).json
        .data as { id: string }[];
    for (const s of [listing.slug.slice(-10), `kunle.${tag}@`, `kunle ade${tag}`, listing.id, `penthouse ${tag}`])
      expect(
        (await found(s)).map((l) => l.id),
        s,
      ).toContain(listing.id);
    // Text too short for the trigram indexes still finds the listing (the word matches, then the tested walk).
    const short = await createListing(owner.token, input(where, { title: `Qz ${tag} studio` }));
    expect((await found("Qz")).map((l) => l.id)).toContain(short.id);
    const list = await plansOf((ctx) => listAdminListings(ctx, { page: 1, perPage: 20 }));
    expect(list.join("\n")).toMatch(/SCAN properties USING INDEX properties_created_idx/);
    expect(list.join("\n")).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
    for (const s of [`kunle.${tag}@`, listing.slug.slice(-10), `penthouse ${tag}`]) {
      const plans = await plansOf((ctx) => listAdminListings(ctx, { page: 1, perPage: 20, search: s }));
      for (const p of plans) expect(p, s).not.toMatch(BLIND_SCAN);
      expect(plans.join("\n"), s).toMatch(/SEARCH properties USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    }
  });
});

describe("log searches read their indexes", () => {
  it("the activity log by who and what, and the API log by a rare route or status, never scan", async () => {
    const plans = [
      ...(await plansOf((ctx) => listActivity(ctx, { page: 1, action: "user.update", actorId: target.id }))),
      ...(await plansOf((ctx) => listActivity(ctx, { page: 1, actorId: target.id, from: "2026-01-01" }))),
      ...(await plansOf((ctx) => listApiLogs(ctx, { perPage: 50, routePrefix: `/v1/rare-${tag}` }))),
      ...(await plansOf((ctx) => listApiLogs(ctx, { perPage: 50, statusClass: "5xx" }))),
      ...(await plansOf((ctx) => listApiLogs(ctx, { perPage: 50, errorsFirst: true }))),
    ];
    for (const p of plans) expect(p).not.toMatch(BLIND_SCAN);
    expect(plans.join("\n")).toMatch(/activity_logs_actor_action_idx \(actor_id=\? AND action=\?\)/);
    expect(plans.join("\n")).toMatch(/api_logs_path_idx \(path>\? AND path<\?\)/);
  });

  it("a route or a status class is read as one newest-first stream per value: a page's rows, however many it holds", async () => {
    const path = `/v1/common-${tag}`;
    const now = Date.now();
    // 2,580 rows of one route among 2,520 of seven others, every 50th a 503: too many to read and sort.
    await env.DB.prepare(
      `INSERT INTO api_logs (id, request_id, method, path, status, duration_ms, created_at)
       WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < 5099)
       SELECT ?1 || i, ?1 || i, 'GET', CASE WHEN i % 5 < 2 OR i >= 4200 THEN ?2 ELSE ?4 || (i % 7) END,
         CASE WHEN i % 50 = 0 THEN 503 ELSE 200 END, 5, ?3 - i FROM s`,
    )
      .bind(`log-${tag}-`, path, now, `/v1/other-${tag}-`)
      .run();
    const ctx = { db: createDb(env.DB), env, now };
    const cases = [
      { perPage: 50, routePrefix: path },
      { perPage: 50, statusClass: "5xx" as const },
      { perPage: 50, errorsFirst: true },
    ];
    for (const q of cases) {
      const { ctx: rec, seen } = recording();
      const first = await listApiLogs(rec, q);
      expect(first.data, JSON.stringify(q)).toHaveLength(50);
      // Page 2 too: the cursor is a seek on each stream, not a re-read of page 1.
      const second = await listApiLogs(rec, { ...q, cursor: first.nextCursor! });
      expect(second.data.length, JSON.stringify(q)).toBeGreaterThan(0);
      let rowsRead = 0;
      const each: string[] = [];
      for (const st of seen) {
        const plan = await planOf(st);
        expect(plan, st.sql).not.toMatch(BLIND_SCAN);
        const read = (
          await env.DB.prepare(st.sql)
            .bind(...st.params)
            .all()
        ).meta.rows_read;
        rowsRead += read;
        each.push(`${read} rows: ${plan}`);
      }
      // Two pages of 50 and the look-ups of the values: far below the thousands a walk or a sort would read.
      expect(rowsRead, `${JSON.stringify(q)}\n${each.join("\n")}`).toBeLessThan(400);
    }
    const plans = await plansOf((c) => listApiLogs(c, { perPage: 50, routePrefix: path }));
    expect(plans.at(-1)).toMatch(/api_logs_path_idx \(path=\?\)/);
    const res = await listApiLogs(ctx, { perPage: 50, routePrefix: path });
    expect(res.data.every((r) => r.path.startsWith(path))).toBe(true);
  });
});
