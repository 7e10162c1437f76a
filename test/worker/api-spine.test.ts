import { describe, expect, it } from "vitest";
import { desc } from "drizzle-orm";
import { call, db, freshIp, makeUser, signIn } from "./helpers";
import { apiLogs } from "../../worker/db/schema";
import { errorBody } from "../../worker/contracts/auth";

describe("API spine", () => {
  it("GET /v1/health answers ok with the database up", async () => {
    const res = await call("GET", "/v1/health");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "ok", database: "ok" });
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("unknown API routes are a JSON 404 in the error envelope", async () => {
    const res = await call("GET", "/v1/no-such-thing");
    expect(res.status).toBe(404);
    expect(errorBody.parse(res.json).message).toBe(
      "We couldn't retrieve the requested information. Please try again later.",
    );
  });

  it("malformed JSON is a 400 naming the body, not a 500", async () => {
    const res = await call("POST", "/v1/login_check", { raw: "{not json", ip: freshIp() });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].field).toBe("body");
  });

  it("wrong types are a 400 naming each field", async () => {
    const res = await call("POST", "/v1/login_check", { body: { username: 42, password: ["x"] }, ip: freshIp() });
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { field: string }) => e.field).sort()).toEqual(["password", "username"]);
  });

  it("a JSON array or empty body is refused with 400", async () => {
    expect((await call("POST", "/v1/register", { raw: "[]" })).status).toBe(400);
    expect((await call("POST", "/v1/register", { raw: "" })).status).toBe(400);
  });

  it("a body over 1 MB is refused with 413", async () => {
    const res = await call("POST", "/newsletter/subscribers", {
      raw: JSON.stringify({ email: "a@b.ng", pad: "x".repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.json.status).toBe(413);
  });

  it("bad path parameters are 400, unknown ids 404", async () => {
    expect((await call("GET", "/v1/locations/states/abc/localities")).status).toBe(400);
    expect((await call("GET", "/v1/locations/states/99999/localities")).status).toBe(404);
  });

  it("CORS answers configured origins only", async () => {
    const ok = await call("OPTIONS", "/v1/health", {
      headers: { origin: "https://m.propertyng.test", "access-control-request-method": "GET" },
    });
    expect(ok.headers.get("access-control-allow-origin")).toBe("https://m.propertyng.test");
    const other = await call("OPTIONS", "/v1/health", {
      headers: { origin: "https://evil.example", "access-control-request-method": "GET" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("serves an OpenAPI 3.1 document and a readable reference page", async () => {
    const doc = await call("GET", "/v1/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.json.openapi).toBe("3.1.0");
    for (const p of [
      "/v1/login_check",
      "/v1/register",
      "/v1/secure/user/me",
      "/admin/api/login_check",
      "/admin/api/users",
      "/newsletter/subscribers",
    ]) {
      expect(Object.keys(doc.json.paths)).toContain(p);
    }
    const page = await call("GET", "/v1/docs");
    expect(page.status).toBe(200);
    expect(String(page.json)).toContain("/v1/login_check");
    // No script may run on the reference page: its CSP allows none.
    expect(page.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(page.headers.get("content-security-policy")).not.toMatch(/script-src/);
  });

  it("logs requests with method, path, status, duration and user", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    await call("GET", "/v1/secure/user/me", { token });
    const rows = await db().select().from(apiLogs).orderBy(desc(apiLogs.createdAt)).limit(20).all();
    const mine = rows.find((r) => r.path === "/v1/secure/user/me" && r.userId === u.id);
    expect(mine).toMatchObject({ method: "GET", status: 200 });
    expect(mine!.durationMs).toBeGreaterThanOrEqual(0);
  });
});

describe("newsletter", () => {
  it("subscribes, is idempotent, and refuses a bad email with the errors list", async () => {
    const email = `news-${crypto.randomUUID().slice(0, 8)}@example.ng`;
    const a = await call("POST", "/newsletter/subscribers", { body: { email } });
    expect(a.status).toBe(201);
    expect(a.json.message).toBe("You Have Been Subscribed To Our Newsletter");
    expect((await call("POST", "/newsletter/subscribers", { body: { email } })).status).toBe(201);
    const bad = await call("POST", "/newsletter/subscribers", { body: { email: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].field).toBe("email");
    const missing = await call("POST", "/newsletter/subscribers", { body: {} });
    expect(missing.status).toBe(400);
  });
});
