import { describe, expect, it } from "vitest";
import { env, exports } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { apiLogs } from "../../worker/db/schema";
import worker from "../../worker/index";
import { CONTENT_SECURITY_POLICY, cspWithHashes, EXAMPLE_JWT_SECRET } from "../../worker/edge/responses";
import { inlineScriptHashes } from "../../worker/edge/page-cache";
import { BASE, call, db, makeUser, signIn } from "./helpers";

/** The spine: one error path, API paths, security headers, config check. */
const raw = async (path: string, init: RequestInit = {}) => {
  const res = await exports.default.fetch(new Request(BASE + path, init));
  return { status: res.status, headers: res.headers, text: await res.text() };
};

describe("one error path", () => {
  it.each(["/properties/property/%", "/properties/%E0%A4%A", "/some/page/%zz"])(
    "a page with bad %%-encoding (%s) is the 400 HTML error page, no stack trace",
    async (path) => {
      const res = await raw(path);
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
      expect(res.text).toContain("invalid %-encoded character");
      expect(res.text).not.toMatch(/URIError|at .*\.ts|stack/i);
    },
  );

  it("a page that fails outside Hono is the 500 HTML page, logged like the API's errors, no stack trace", async () => {
    const broken = {
      ...env,
      ASSETS: { fetch: () => Promise.reject(new Error("assets exploded at secret/path.ts:12")) },
    } as unknown as Env;
    const ctx = createExecutionContext();
    const path = `/about-${crypto.randomUUID()}`;
    const res = await worker.fetch(new Request(BASE + path), broken, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toContain("text/html");
    const text = await res.text();
    expect(text).toContain("technical issues");
    expect(text).not.toContain("exploded");
    const logged = await db().select().from(apiLogs).where(eq(apiLogs.path, path)).all();
    expect(logged.map((r) => r.status)).toEqual([500]);
  });

  it.each([
    "/media/%",
    "/media/listings/%zz.jpg",
    "/v1/x/%zz",
    "/v1/property/property/%",
    "/admin/api/users/%E0%A4%A",
    "/newsletter/%",
  ])("an API path with bad %%-encoding (%s) is a 400 JSON error", async (path) => {
    const res = await call("GET", path);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ status: 400, message: "The address contains an invalid %-encoded character." });
  });
});

describe("paths a mobile app calls", () => {
  it("GET /v1/favorite/favorites answers at SPEC's path (and the SPA's old path still works)", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    expect((await call("GET", "/v1/favorite/favorites")).status).toBe(401);
    const spec = await call("GET", "/v1/favorite/favorites?page=1&perPage=5", { token });
    expect(spec.status).toBe(200);
    const old = await call("GET", "/v1/secure/favorite/favorites?page=1&perPage=5", { token });
    expect(spec.json).toEqual(old.json);
  });

  it.each([
    ["POST", "/create-project"],
    ["GET", "/all-projects"],
    ["GET", "/project-unit-categories"],
    ["POST", "/projects/abc/edit"],
    ["GET", "/projects/reviews"],
    ["DELETE", "/project/abc/delete"],
    ["GET", "/secure/project/review/abc"],
    ["GET", "/user-projects/abc"],
    ["GET", "/newsletter/unknown"],
    ["GET", "/v1/no-such-thing"],
    ["GET", "/v1"],
    ["GET", "/admin/api/no-such-thing"],
  ])("%s %s reaches the API: JSON, never the SPA's HTML", async (method, path) => {
    const res = await call(method, path, { body: method === "GET" ? undefined : {} });
    expect(res.headers.get("content-type")).toContain("application/json");
    // The public project lists answer 200; everything else here is an error in the one error shape.
    expect([200, 401, 404]).toContain(res.status);
    if (res.status !== 200) expect(res.json).toMatchObject({ status: res.status });
  });
});

describe("an API address visited in a browser", () => {
  const visit = {
    "sec-fetch-dest": "document",
    "sec-fetch-mode": "navigate",
    accept: "text/html,application/xhtml+xml",
  };
  it.each(["/projects", "/projects/no-such-project", "/v1/no-such-thing", "/media/listings/gone.jpg"])(
    "%s typed into the address bar is the site's 404 page (HTML, status 404, the security headers), not JSON",
    async (path) => {
      const res = await raw(path, { headers: visit });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("content-security-policy")).toBeTruthy();
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.text).not.toContain('"status":404');
    },
  );

  it("the same addresses called by the SPA or an app (no Sec-Fetch-Dest: document), or posted to, stay the JSON 404", async () => {
    for (const init of [
      {},
      { headers: { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" } },
      { method: "POST", headers: { ...visit, "content-type": "application/json" }, body: "{}" },
    ]) {
      const res = await raw("/v1/no-such-thing", init);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
    }
  });

  it("an API answer that is not a 404 is unchanged for a visit", async () => {
    const res = await raw("/all-projects", { headers: visit });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
  });
});

describe("strict, readable validation", () => {
  it("an unknown key is a 400 naming it; nested ones too", async () => {
    const res = await call("POST", "/v1/login_check", {
      body: { username: "x", password: "y", rememberMe: true, isAdmin: true },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { field: string }) => e.field)).toEqual(["rememberMe", "isAdmin"]);
    expect(res.json.message).toBe("Unknown fields: rememberMe, isAdmin.");
  });

  it("a missing required field reads like a person wrote it", async () => {
    const res = await call("POST", "/v1/login_check", { body: {} });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([
      { field: "username", message: "Enter username." },
      { field: "password", message: "Enter password." },
    ]);
    expect(JSON.stringify(res.json)).not.toMatch(/expected|received|undefined/);
  });

  it("a body that is not JSON is the envelope with a readable message", async () => {
    const res = await call("POST", "/v1/login_check", {
      raw: "username=a&password=b",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
    expect(res.json).toMatchObject({
      status: 415,
      message: "Send the request body as JSON (Content-Type: application/json).",
    });
  });

  it("messages a contract sets on purpose still win", async () => {
    const res = await call("POST", "/v1/login_check", { body: { username: "", password: "" } });
    expect(res.json.errors).toEqual([
      { field: "username", message: "Username or email is required." },
      { field: "password", message: "Password is required." },
    ]);
  });
});

describe("security headers", () => {
  it("server-rendered listing pages carry CSP and HSTS", async () => {
    const res = await raw("/properties/property/no-such-listing");
    expect(res.status).toBe(404);
    // The page's inline scripts (the hydration data) run only by their SHA-256 hashes (the HTML is edge-cached,
    // so no per-response nonce): the CSP lists exactly the hashes of this page's inline scripts.
    const hashes = await inlineScriptHashes(res.text);
    expect(hashes.length).toBeGreaterThan(0);
    expect(res.headers.get("content-security-policy")).toBe(cspWithHashes(hashes));
    expect(res.headers.get("content-security-policy")).not.toMatch(/nonce-|unsafe-inline'[^;]*script/);
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    expect(CONTENT_SECURITY_POLICY).toContain("https://www.openstreetmap.org");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
  });

  it("every signed-in API answer is Cache-Control: no-store (errors too); public ones are not forced", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    expect((await call("GET", "/v1/secure/user/me", { token })).headers.get("cache-control")).toBe("no-store");
    expect((await call("GET", "/v1/secure/no-such", { token })).headers.get("cache-control")).toBe("no-store");
    expect((await call("GET", "/v1/favorite/favorites", { token })).headers.get("cache-control")).toBe("no-store");
    expect((await call("GET", "/v1/secure/user/me")).headers.get("cache-control")).toBe("no-store");
    expect((await call("GET", "/v1/health")).headers.get("cache-control")).not.toBe("no-store");
  });
});

describe("JWT secret check", () => {
  const withSecret = async (JWT_SECRET: string | undefined, path = "/v1/health") => {
    const res = await worker.fetch(new Request(BASE + path), { ...env, JWT_SECRET } as Env, createExecutionContext());
    return { status: res.status, type: res.headers.get("content-type"), body: await res.text() };
  };

  it.each([
    ["the example value", EXAMPLE_JWT_SECRET],
    ["a short one", "0123456789abcdef0123456789abcde"],
    ["none", undefined],
    ["empty", ""],
  ])("refuses %s with a 503 'Server misconfigured', never a 500", async (_, secret) => {
    const res = await withSecret(secret);
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body)).toEqual({ status: 503, message: "Server misconfigured. Please try again later." });
    expect((await withSecret(secret, "/v1/login_check")).status).toBe(503);
  });

  it("accepts a random secret of 32+ characters", async () => {
    expect((await withSecret("x".repeat(16) + crypto.randomUUID())).status).toBe(200);
  });
});

describe("configuration check", () => {
  const fetchAs = async (url: string, over: Partial<Record<string, unknown>>) => {
    const res = await worker.fetch(new Request(url), { ...env, ...over } as Env, createExecutionContext());
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const production = {
    APP_URL: "https://propertyng.ng",
    PAYMENT_PROVIDER: "paystack",
    PAYSTACK_SECRET_KEY: "sk_live_x",
    OAUTH_SANDBOX: undefined,
  };

  it("the local configuration (sandbox payments, sandbox sign-in, localhost APP_URL) refuses to answer on a public address", async () => {
    for (const over of [
      {},
      { ...production, APP_URL: "http://localhost:8787" },
      { ...production, PAYMENT_PROVIDER: "sandbox" },
      { ...production, OAUTH_SANDBOX: "on" },
    ]) {
      const res = await fetchAs("https://propertyng.ng/v1/health", over);
      expect(res.status, JSON.stringify(over)).toBe(503);
      expect(res.json.message).toBe("Server misconfigured. Please try again later.");
    }
    expect((await fetchAs("https://propertyng.ng/v1/health", production)).status).toBe(200);
    // Locally the same configuration is the normal case.
    expect((await fetchAs("http://127.0.0.1:8787/v1/health", {})).status).toBe(200);
    expect((await fetchAs("http://192.168.1.20:8787/v1/health", {})).status).toBe(200);
  });

  it("the sandbox adapters themselves refuse a public APP_URL, even when chosen explicitly", async () => {
    const { paymentProvider } = await import("../../worker/integrations/payments");
    const { sandboxAllowed } = await import("../../worker/integrations/oauth/sandbox");
    expect(
      paymentProvider({ ...env, PAYMENT_PROVIDER: "sandbox", APP_URL: "https://propertyng.ng" } as Env),
    ).toBeNull();
    expect(paymentProvider({ ...env, PAYMENT_PROVIDER: "sandbox" } as Env)?.name).toBe("sandbox");
    expect(sandboxAllowed({ OAUTH_SANDBOX: "on", APP_URL: "https://propertyng.ng" })).toBe(false);
    expect(sandboxAllowed({ OAUTH_SANDBOX: "on", APP_URL: "http://localhost:8787" })).toBe(true);
  });

  it("GET /v1/health reports D1, R2, rooms and missing provider settings by name", async () => {
    const ok = await call("GET", "/v1/health");
    expect(ok.json).toMatchObject({ status: "ok", database: "ok", storage: "ok", rooms: "ok", config: [] });
    const res = await fetchAs("https://propertyng.ng/v1/health", {
      ...production,
      PAYSTACK_SECRET_KEY: "",
      EMAIL_PROVIDER: "http",
      VAPID_PUBLIC_KEY: "abc",
    });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("degraded");
    const config = (res.json.config as string[]).join("\n");
    expect(config).toMatch(/PAYSTACK_SECRET_KEY is not set/);
    expect(config).toMatch(/EMAIL_API_URL or EMAIL_API_KEY/);
    expect(config).toMatch(/VAPID/);
    expect(config).not.toMatch(/sk_live|abc/);
  });
});
