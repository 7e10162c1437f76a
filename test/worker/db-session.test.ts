import { describe, expect, it } from "vitest";
import { sessionFor } from "../../worker/lib/db-session";
import { call, makeUser, signIn } from "./helpers";

/**
 * Reads through D1's Sessions API. Every answer carries X-D1-Bookmark; a client that sends the
 * newest one back reads its own writes. Locally there is no replica, so this proves the plumbing and that a bad
 * or foreign bookmark never breaks a request.
 */
describe("D1 sessions and bookmarks", () => {
  it("a write answers a bookmark; a read sent with it sees the write; bookmarks only move forward", async () => {
    const u = await makeUser({ accountType: "seeker" });
    const { token } = await signIn(u);
    const write = await call("PUT", "/v1/secure/user/profile", { token, body: { firstName: "Zainab" } });
    expect(write.status, JSON.stringify(write.json)).toBe(200);
    const after = write.headers.get("x-d1-bookmark");
    expect(after).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/);
    const read = await call("GET", "/v1/secure/user/me", { token, headers: { "x-d1-bookmark": after! } });
    expect(read.status).toBe(200);
    expect(read.json.firstName ?? read.json.user?.firstName).toBe("Zainab");
    const next = read.headers.get("x-d1-bookmark");
    expect(next && next >= after!).toBe(true);
  });

  it("reads and the searches' POSTs take the nearest replica (or the client's bookmark); every other write the primary", () => {
    const asked: string[] = [];
    const db = { withSession: (c: string) => (asked.push(c), {}) } as unknown as D1Database;
    const mark = "00000000-00000000-00000000-00000000000000000000000000000001";
    const cases: [string, string, string | undefined, string][] = [
      ["GET", "/v1/property/properties/featured", undefined, "first-unconstrained"],
      ["GET", "/v1/secure/user/me", mark, mark],
      ["POST", "/v1/properties/rent/search", undefined, "first-unconstrained"],
      ["POST", "/v1/properties/sale/search", mark, mark],
      ["POST", "/v1/properties/short-stay/search", undefined, "first-unconstrained"],
      ["POST", "/v1/properties/search", undefined, "first-unconstrained"],
      ["POST", "/v1/properties/rent/search/extra", undefined, "first-primary"],
      ["PUT", "/v1/properties/rent/search", undefined, "first-primary"],
      ["POST", "/v1/secure/wallet/withdraw", mark, "first-primary"],
      ["POST", "/v1/secure/saved-searches", undefined, "first-primary"],
    ];
    for (const [method, path, bookmark] of cases) sessionFor(db, method, bookmark, path);
    expect(asked).toEqual(cases.map((c) => c[3]));
  });

  it("a search answers a bookmark like any read, and one sent with it is taken", async () => {
    const first = await call("POST", "/v1/properties/rent/search?perPage=1", { body: {} });
    expect(first.status).toBe(200);
    const mark = first.headers.get("x-d1-bookmark");
    expect(mark).toBeTruthy();
    const again = await call("POST", "/v1/properties/rent/search?perPage=1", {
      body: {},
      headers: { "x-d1-bookmark": mark! },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get("x-d1-bookmark")! >= mark!).toBe(true);
  });

  it("a malformed or unknown bookmark is ignored, never an error", async () => {
    for (const bookmark of [
      "not-a-bookmark",
      "ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff",
      "x".repeat(500),
      "00000000-00000000-00000000-00000000000000000000000000000000",
    ]) {
      const res = await call("GET", "/v1/property-categories", { headers: { "x-d1-bookmark": bookmark } });
      expect(res.status, bookmark).toBe(200);
    }
  });

  it("the browser may send it across origins (CORS allows and exposes it)", async () => {
    const pre = await call("OPTIONS", "/v1/health", {
      headers: {
        origin: "https://m.propertyng.test",
        "access-control-request-method": "GET",
        "access-control-request-headers": "x-d1-bookmark",
      },
    });
    expect(pre.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("x-d1-bookmark");
    const res = await call("GET", "/v1/health", { headers: { origin: "https://m.propertyng.test" } });
    expect(res.headers.get("access-control-expose-headers")?.toLowerCase()).toContain("x-d1-bookmark");
  });
});
