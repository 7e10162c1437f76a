import { describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { emailOutbox, listingReports, users } from "../../worker/db/schema";
import { IP_LIMITS } from "../../worker/contracts/constants";
import { call, db, freshIp, makeUser, seedListing, signIn, uniq } from "./helpers";
import { place } from "./listings-fixtures";
import { CONFIGURED, visit } from "./oauth-fakes";

/** Every limit is spent before the work, so a burst of parallel requests cannot walk through it. */

const statuses = (results: { status: number }[]) =>
  results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
const login = (username: string, password: string, ip = freshIp(), path = "/v1/login_check") =>
  call("POST", path, { body: { username, password }, ip });
const later = <T>(ms: number, f: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => setTimeout(() => f().then(resolve, reject), ms));

describe("sign-in under a burst", { timeout: 30_000 }, () => {
  it("30 parallel wrong passwords on one account: at most 5 are evaluated (401), the rest are 429", async () => {
    const u = await makeUser();
    const results = await Promise.all(Array.from({ length: 30 }, () => login(u.username, "wrong-pass")));
    const s = statuses(results);
    expect(s[401]).toBeGreaterThanOrEqual(1);
    expect(s[401]).toBeLessThanOrEqual(5);
    expect(s[429]).toBe(30 - s[401]!);
    expect(Object.keys(s).sort()).toEqual(["401", "429"]);
    const limited = results.find((r) => r.status === 429)!;
    expect(limited.json.message).toMatch(/Too many attempts/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("the right password hidden in such a burst is refused, and stays refused for the window", async () => {
    const u = await makeUser();
    const wrong = Array.from({ length: 30 }, () => login(u.username, "wrong-pass"));
    const right = later(30, () => login(u.username, u.password));
    const [rightResult, ...wrongResults] = await Promise.all([right, ...wrong]);
    expect(statuses(wrongResults)[401]).toBeLessThanOrEqual(5);
    expect(rightResult.status).toBe(429);
    expect((await login(u.username, u.password)).status).toBe(429);
    expect((await login(u.email, u.password)).status).toBe(429);
  });

  it("username and email of one account spend one budget (and the admin form spends it too)", async () => {
    const u = await makeUser();
    const names = [u.username, u.email, u.username.toUpperCase(), ` ${u.email.toUpperCase()} `];
    const results = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        login(
          names[i % names.length]!,
          "wrong-pass",
          freshIp(),
          i % 8 === 0 ? "/admin/api/login_check" : "/v1/login_check",
        ),
      ),
    );
    const s = statuses(results);
    expect(s[401]).toBeLessThanOrEqual(5);
    expect((s[401] ?? 0) + (s[429] ?? 0)).toBe(32);
  });

  it("a right password inside the budget signs in and clears the account's failures", async () => {
    const u = await makeUser();
    for (let i = 0; i < 4; i++) expect((await login(u.username, "wrong-pass")).status).toBe(401);
    expect((await login(u.email, u.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(u.username, "wrong-pass")).status).toBe(401);
    expect((await login(u.username, u.password)).status).toBe(429);
  });

  it("one IP gets at most its budget of evaluated guesses across many accounts", { timeout: 30_000 }, async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 40 }, () => login(`ghost_${uniq()}`, "wrong-pass", ip)));
    const s = statuses(results);
    expect(s[401]).toBe(IP_LIMITS.login.limit);
    expect(s[429]).toBe(40 - IP_LIMITS.login.limit);
  });

  it("bounds the login name: 255 characters is a 400 naming the field, not a lookup", async () => {
    const res = await login(`${"a".repeat(244)}@example.ng`, "whatever");
    expect(res.status).toBe(400);
    expect(res.json.errors[0].field).toBe("username");
  });
});

describe("strict bodies on the forms a limit protects", () => {
  it("an unknown key is a 400 that names it, and spends nothing", async () => {
    const u = await makeUser();
    const res = await call("POST", "/v1/login_check", {
      body: { username: u.username, password: "wrong-pass", _remember_me: true },
      ip: freshIp(),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json.errors)).toContain("_remember_me");
    for (const [path, body] of [
      [
        "/v1/register",
        { firstName: "Ada", email: `x-${uniq()}@example.ng`, password: "secret123", agree: true, role: "super_admin" },
      ],
      ["/v1/password/reset-request", { email: u.email, extra: 1 }],
      ["/newsletter/subscribers", { email: u.email, extra: 1 }],
    ] as const) {
      const r = await call("POST", path, { body, ip: freshIp() });
      expect(r.status, path).toBe(400);
      expect(r.json.errors.length, path).toBeGreaterThan(0);
    }
    for (let i = 0; i < 5; i++) expect((await login(u.username, "wrong-pass")).status).toBe(401);
  });
});

describe("other guesses under a burst", { timeout: 30_000 }, () => {
  it("30 parallel wrong current passwords: at most 5 evaluated; the right one after them is refused", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    const change = (currentPassword: string) =>
      call("PUT", "/v1/secure/user/change-password", {
        token,
        body: { currentPassword, newPassword: "brand-new-pass" },
        ip: freshIp(),
      });
    const results = await Promise.all(Array.from({ length: 30 }, () => change("wrong-pass")));
    const s = statuses(results);
    expect(s[400]).toBeLessThanOrEqual(5);
    expect(s[429]).toBe(30 - s[400]!);
    expect((await change(u.password)).status).toBe(429);
  });

  it("35 parallel social sign-in starts from one IP: 30 go to the provider, 5 come back 'busy'", async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 35 }, () => visit("/v1/auth/google", { env: CONFIGURED, ip })),
    );
    const hosts = results.map((r) =>
      r.url!.host === "accounts.google.com" ? "provider" : r.url!.searchParams.get("reason"),
    );
    expect(hosts.filter((h) => h === "provider")).toHaveLength(30);
    expect(hosts.filter((h) => h === "busy")).toHaveLength(5);
  });

  it("20 parallel reset requests for one email send at most the limit of mails", async () => {
    const u = await makeUser();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call("POST", "/v1/password/reset-request", { body: { email: u.email }, ip: freshIp() }),
      ),
    );
    const s = statuses(results);
    expect(s[200]).toBe(3);
    expect(s[429]).toBe(17);
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, u.email), eq(emailOutbox.template, "password_reset")))
      .all();
    expect(mails).toHaveLength(3);
  });
});

describe("registration under a burst", { timeout: 30_000 }, () => {
  const register = (email: string, ip = freshIp(), over: Record<string, unknown> = {}) =>
    call("POST", "/v1/register", {
      ip,
      body: { firstName: "Ngozi", lastName: "Eze", email, password: "secret123", agree: true, ...over },
    });

  it("30 parallel sign-ups with one email: one 201, the rest 409 'This Email Is Already Taken', no 500", async () => {
    const email = `crowd-${uniq()}@example.ng`;
    const results = await Promise.all(Array.from({ length: 30 }, () => register(email)));
    const s = statuses(results);
    expect(s).toEqual({ 201: 1, 409: 29 });
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.json.message).toBe("This Email Is Already Taken");
      expect(r.json.errors).toEqual([{ field: "email", message: "This Email Is Already Taken" }]);
    }
    expect(await db().select({ id: users.id }).from(users).where(eq(users.email, email)).all()).toHaveLength(1);
  });

  it("people whose emails share the part before @ all get accounts with distinct usernames, even in parallel", async () => {
    const local = `ada.obi${uniq().slice(0, 6)}`;
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => register(`${local}@mail${i}.example.ng`)));
    expect(statuses(results)).toEqual({ 201: 12 });
    const names = results.map((r) => r.json.user.username as string);
    expect(new Set(names).size).toBe(12);
    expect(names).toContain(local);
    for (const n of names) expect(n).toMatch(new RegExp(`^${local.replace(".", "\\.")}\\d*$`));
    const rows = await db()
      .select({ username: users.username })
      .from(users)
      .where(like(users.username, `${local}%`))
      .all();
    expect(rows).toHaveLength(12);
  });

  it("a chosen username that is taken is a 409 on username, also in a burst", async () => {
    const username = `pick_${uniq()}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => register(`p-${uniq()}@example.ng`, freshIp(), { username })),
    );
    expect(statuses(results)).toEqual({ 201: 1, 409: 9 });
    expect(results.find((r) => r.status === 409)!.json.errors).toEqual([
      { field: "username", message: "This Username Is Already Taken" },
    ]);
  });

  it("one IP may sign up a limited number of times", { timeout: 30_000 }, async () => {
    const ip = freshIp();
    const signUps = await Promise.all(
      Array.from({ length: IP_LIMITS.register.limit + 4 }, () => register(`ip-${uniq()}@example.ng`, ip)),
    );
    expect(statuses(signUps)).toEqual({ 201: IP_LIMITS.register.limit, 429: 4 });
  });

  it("the email check and newsletter sign-ups have per-IP budgets too", { timeout: 30_000 }, async () => {
    const checkIp = freshIp();
    const checks = await Promise.all(
      Array.from({ length: IP_LIMITS.availability.limit + 5 }, () =>
        call("GET", `/v1/user/availability?key=email&value=free-${uniq()}@example.ng`, { ip: checkIp }),
      ),
    );
    expect(statuses(checks)).toEqual({ 404: IP_LIMITS.availability.limit, 429: 5 });

    const newsIp = freshIp();
    const subs = await Promise.all(
      Array.from({ length: IP_LIMITS.newsletter.limit + 5 }, () =>
        call("POST", "/newsletter/subscribers", { body: { email: `n-${uniq()}@example.ng` }, ip: newsIp }),
      ),
    );
    expect(statuses(subs)).toEqual({ 201: IP_LIMITS.newsletter.limit, 429: 5 });
  });
});

describe("reports under a burst", { timeout: 30_000 }, () => {
  it("one report per user per listing: 30 parallel reports land once, the rest are a clear 409", async () => {
    const { stateId } = await place();
    const owner = await makeUser({ accountType: "brokerage", subAccountType: "broker" });
    const propertyId = await seedListing(owner.id, stateId);
    const reporter = await makeUser();
    const { token } = await signIn(reporter);
    const body = { reason: "fee_scam", details: "Asked for a fee before the viewing." };
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        call("POST", `/v1/property/${propertyId}/report`, { token, body, ip: freshIp() }),
      ),
    );
    expect(statuses(results)).toEqual({ 201: 1, 409: 29 });
    expect(results.find((r) => r.status === 409)!.json.message).toBe(
      "You have already reported this listing. Our team will review it.",
    );
    expect(
      await db().select().from(listingReports).where(eq(listingReports.propertyId, propertyId)).all(),
    ).toHaveLength(1);
    // Someone else may still report it.
    const other = await signIn(await makeUser());
    expect(
      (await call("POST", `/v1/property/${propertyId}/report`, { token: other.token, body, ip: freshIp() })).status,
    ).toBe(201);
  });
});
