import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { sessionFor } from "./lib/db-session";
import { bumpPageGeneration, changesPublicPages } from "./edge/page-cache";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { createDb } from "./db/client";
import { bufferApiLog } from "./lib/api-log-buffer";
import { MESSAGES } from "./contracts/messages";
import type { AppEnv } from "./lib/app-env";
import { ApiError, errorBody } from "./lib/errors";
import { newId } from "./lib/crypto";
import { benchHeader, benchPlans, meteredDb, type Metered } from "./lib/bench-meter";
import { sessionGuards } from "./lib/guards";
import { authenticate } from "./services/accounts";
import { BOOKMARK_HEADER } from "./lib/openapi";
import { BAD_ENCODING, isBadEncoding, logServerError } from "./edge/responses";
import { mountPlatform } from "./routes/v1/platform";
import { mountAccounts } from "./routes/v1/accounts";
import { mountContent } from "./routes/v1/content";
import { mountBanners } from "./routes/v1/banners";
import { mountListings } from "./routes/v1/listings";
import { mountQuestions } from "./routes/v1/questions";
import { mountLocations } from "./routes/v1/locations";
import { mountPrices } from "./routes/v1/prices";
import { mountDiscovery } from "./routes/v1/discovery";
import { mountAssistant } from "./routes/v1/assistant";
import { mountBackOffice } from "./routes/admin";
import { mountSettings } from "./routes/v1/settings";
import { mountBroadcasts } from "./routes/v1/broadcasts";
import { mountKyc } from "./routes/v1/kyc";
import { mountWallet } from "./routes/v1/wallet";
import { mountSubscriptions } from "./routes/v1/subscriptions";
import { mountMessaging } from "./routes/v1/messaging";
import { mountNotifications } from "./routes/v1/notifications";
import { mountBookings } from "./routes/v1/bookings";
import { mountProjects } from "./routes/v1/projects";
import { mountStays } from "./routes/v1/stays";
import { mountOrders } from "./routes/v1/orders";
import { mountRent } from "./routes/v1/rent";
import { mountReviews } from "./routes/v1/reviews";
import { mountDirectory } from "./routes/v1/directory";
import { alertStaff } from "./services/settings";
import { isQuotaError, quotaError } from "./services/subscriptions/quota";
import { listingQuota } from "./services/subscriptions/plans";

const app = new OpenAPIHono<AppEnv>();

app.use("*", requestId());
// Signed-in answers are personal: no browser, proxy or CDN may keep them (errors included).
app.use("*", async (c, next) => {
  await next();
  const personal =
    c.req.header("authorization") || c.req.path.startsWith("/v1/secure/") || c.req.path.startsWith("/admin/api/");
  if (personal && !/no-store/.test(c.res.headers.get("cache-control") ?? "")) c.header("Cache-Control", "no-store");
});
app.use(
  "*",
  cors({
    origin: (origin, c) => {
      const allowed = (c.env.CORS_ORIGINS ?? "")
        .split(",")
        .map((s: string) => s.trim())
        .filter(Boolean);
      return allowed.includes(origin) ? origin : null;
    },
    allowHeaders: ["Authorization", "Content-Type", "Accept", "Idempotency-Key", "X-D1-Bookmark"],
    exposeHeaders: ["X-Request-Id", "X-D1-Bookmark"],
    allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    maxAge: 600,
  }),
);
app.use("*", secureHeaders({ crossOriginResourcePolicy: "same-site" }));
app.use("*", async (c, next) => {
  const started = Date.now();
  const ip = c.req.header("cf-connecting-ip") ?? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() ?? null;
  c.set("user", null);
  c.set("sessionId", null);
  const defer = (work: Promise<unknown>) => {
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      void work;
    }
  };
  // `npm run bench:search` only (BENCH=1, never in a deployment): D1's rows_read of every statement the request ran.
  const metered: Metered[] | null = c.env.BENCH === "1" && c.req.header("x-bench-rows") === "1" ? [] : null;
  const env = metered ? { ...c.env, DB: meteredDb(c.env.DB, metered) } : c.env;
  // Reads near the user (lib/db-session.ts): GETs and searches from the nearest caught-up replica, writes on the primary.
  const session = metered ? null : sessionFor(env.DB, c.req.method, c.req.header(BOOKMARK_HEADER), c.req.path);
  c.set("ctx", {
    db: createDb((session as D1Database | null) ?? env.DB),
    env,
    now: started,
    ip,
    userAgent: c.req.header("user-agent") ?? null,
    actor: null,
    defer,
  });
  await next();
  const bookmark = session?.getBookmark();
  if (bookmark) c.res.headers.set(BOOKMARK_HEADER, bookmark);
  if (metered) c.res.headers.set("x-bench-rows-read", benchHeader(metered));
  if (metered && c.req.header("x-bench-plan") === "1")
    c.res.headers.set("x-bench-plan", encodeURIComponent(await benchPlans(c.env.DB, metered)));
  // A write that may change a public page: the edge-cached pages of this colo are re-rendered on their next
  // visit (edge/page-cache.ts). Awaited, so the writer's own next page view already shows the change.
  if (c.res.status < 400 && changesPublicPages(c.req.method, c.req.path))
    await bumpPageGeneration().catch(() => undefined);
  // Sampled request log; server errors are always kept.
  const rate = Number(c.env.API_LOG_SAMPLE_RATE ?? "0.1");
  if (c.res.status >= 500 || Math.random() < rate) {
    const row = {
      id: newId(),
      requestId: c.var.requestId,
      method: c.req.method,
      path: new URL(c.req.url).pathname.slice(0, 300),
      status: c.res.status,
      durationMs: Date.now() - started,
      userId: c.var.user?.id ?? null,
      // A service may drop it (account deletion scrubs the person's IPs, this request's included).
      ip: c.var.ctx.ip ?? null,
      createdAt: started,
    };
    // Buffered and written in batches off the request path (lib/api-log-buffer.ts).
    const pending: Promise<unknown>[] = [];
    bufferApiLog(c.env, row, (p) => pending.push(p));
    for (const write of pending) {
      try {
        c.executionCtx.waitUntil(write);
      } catch {
        await write;
      }
    }
  }
});
const jsonBodyLimit = bodyLimit({
  maxSize: 1024 * 1024,
  onError: () => {
    throw new ApiError(413, "The request body is too large (1 MB at most).");
  },
});
// Picture uploads to signed URLs enforce their own, larger limits while streaming.
app.use("*", (c, next) =>
  c.req.method === "PUT" && (c.req.path.startsWith("/v1/media/upload/") || c.req.path.startsWith("/v1/kyc/upload/"))
    ? next()
    : jsonBodyLimit(c, next),
);

// The token check runs before validation and before 404: no token, no information. One session lookup per request.
const { optionalAuth, requireAdmin, requireAuth } = sessionGuards(authenticate);
app.use("/v1/secure/*", requireAuth);
app.use("/v1/orders/*", requireAuth);
app.use("/v1/messaging/*", requireAuth, async (c, next) => {
  // Staff reach conversations only through the logged admin view, never as a participant.
  if (c.var.user?.adminAccess) throw new ApiError(403, MESSAGES.forbidden);
  await next();
});
app.use("/admin/api/*", async (c, next) => (c.req.path === "/admin/api/login_check" ? next() : requireAdmin(c, next)));
app.use("/v1/*", optionalAuth);
// SPEC §7 project paths have no /v1: they load the session the same way (routes that need one use requireUser).
for (const p of [
  "/create-project",
  "/all-projects",
  "/project-unit-categories",
  "/projects/*",
  "/project/*",
  "/user-projects/*",
  "/secure/project/*",
])
  app.use(p, optionalAuth);

// Routes by domain: each domain mounts its public, secure and admin routes from its own index.ts.
// Order matters only where two domains' paths overlap: content's and banners' PUT /v1/media/upload/<kind>/{id}
// before listings' PUT /v1/media/upload/{id}/{variant}. test/worker/route-order.test.ts fails if a fixed path lands after a parameter path that matches it.
mountPlatform(app);
mountAccounts(app);
mountContent(app);
mountBanners(app);
mountListings(app);
mountQuestions(app);
mountLocations(app);
mountPrices(app);
mountDiscovery(app);
mountAssistant(app);
mountBackOffice(app);
mountSettings(app);
mountBroadcasts(app);
mountKyc(app);
mountWallet(app);
mountSubscriptions(app);
mountMessaging(app);
mountNotifications(app);
mountBookings(app);
mountProjects(app);
mountStays(app);
mountOrders(app);
mountRent(app);
mountReviews(app);
mountDirectory(app);

app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
  type: "http",
  scheme: "bearer",
  bearerFormat: "JWT",
});
// The published document and its reference are static assets built from these routes before every worker build
// (lib/openapi-document.ts, scripts/openapi-build.mjs): the worker holds no OpenAPI generator.
const builtAsset = async (c: Context<AppEnv>, path: string, method = "GET") => {
  const res = await c.env.ASSETS.fetch(new Request(new URL(path, c.req.url), { method }));
  // A missing file would be the SPA shell (not_found_handling): never serve that as the contract. The reference is
  // HTML like the shell, so it is served only when the document (built with it) is there.
  if (!res.ok || !(res.headers.get("content-type") ?? "").includes(path.endsWith(".json") ? "json" : "html"))
    throw new ApiError(503, "The API document is not built yet: run node scripts/openapi-build.mjs.");
  return res;
};
app.get("/v1/openapi.json", async (c) => {
  const res = await builtAsset(c, "/v1/openapi.json");
  return c.body(res.body ?? "", 200, { "content-type": "application/json" });
});
// The reference is static HTML with one inline <style> and no script: its policy allows exactly that.
app.get("/v1/docs", async (c) => {
  await builtAsset(c, "/v1/openapi.json", "HEAD");
  const res = await builtAsset(c, "/v1/docs");
  c.header(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  return c.body(res.body ?? "", 200, { "content-type": "text/html; charset=UTF-8" });
});

app.notFound((c) => c.json(errorBody(404, MESSAGES.notFound, undefined, c.var.requestId), 404));

app.onError(async (err, c) => {
  const rid = c.var.requestId;
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    return c.json(errorBody(err.status, err.message, err.errors, rid), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message =
      status === 400 && /json/i.test(err.message)
        ? "The request body is not valid JSON."
        : status === 415
          ? "Send the request body as JSON (Content-Type: application/json)."
          : err.message || MESSAGES.noResponse;
    return c.json(errorBody(status, message, status === 400 ? [{ field: "body", message }] : undefined, rid), status);
  }
  if (isBadEncoding(err))
    return c.json(errorBody(400, BAD_ENCODING, [{ field: "path", message: BAD_ENCODING }], rid), 400);
  // The listing-quota trigger refuses the write itself; whichever route wrote, it is a 422.
  if (isQuotaError(err)) {
    const q = quotaError(c.var.user ? (await listingQuota(c.var.ctx, c.var.user.id)).limit : null);
    return c.json(errorBody(q.status, q.message, q.errors, rid), q.status);
  }
  logServerError(err, { requestId: rid, method: c.req.method, path: new URL(c.req.url).pathname.slice(0, 300) });
  // The staff chosen in Settings › Notifications hear of it (at most once per 15 minutes), after the answer.
  const alert = alertStaff(c.var.ctx, "server_error", {
    subject: "Server error",
    text: `A request failed (${c.req.method} ${new URL(c.req.url).pathname.slice(0, 200)}, request id ${rid}). See the API logs.`,
  });
  if (c.var.ctx.defer) c.var.ctx.defer(alert);
  else await alert;
  return c.json(errorBody(500, MESSAGES.serverError, undefined, rid), 500);
});

export default app;
