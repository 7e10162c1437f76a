import { OpenAPIHono } from "@hono/zod-openapi";
import { sessionFor } from "./lib/db-session";
import { bumpPageGeneration, changesPublicPages } from "./routes/page-cache";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { createDb } from "./db/client";
import { apiLogs } from "./db/schema";
import { MESSAGES } from "./contracts/messages";
import type { AppEnv } from "./lib/app-env";
import { ApiError, errorBody } from "./lib/errors";
import { newId } from "./lib/crypto";
import { benchHeader, benchPlans, meteredDb, type Metered } from "./lib/bench-meter";
import { sessionGuards } from "./lib/guards";
import { authenticate } from "./services/accounts";
import { renderReference } from "./lib/reference-page";
import { BOOKMARK_HEADER, completeDocument } from "./lib/openapi";
import { BAD_ENCODING, isBadEncoding, logServerError } from "./lib/edge";
import { healthRoutes } from "./routes/v1/health";
import { authRoutes } from "./routes/v1/auth";
import { oauthRoutes } from "./routes/v1/oauth";
import { newsletterRoutes } from "./routes/v1/newsletter";
import { assistantRoutes } from "./routes/v1/assistant";
import { adminChatbotRoutes } from "./routes/admin/chatbot";
import { locationRoutes } from "./routes/v1/locations";
import { popularLocationRoutes } from "./routes/v1/locations-popular";
import { contentRoutes } from "./routes/v1/content";
import { contactRoutes } from "./routes/v1/contact";
import { adminContactRoutes } from "./routes/admin/contact";
import { adminAuthRoutes } from "./routes/admin/auth";
import { backOfficeRoutes } from "./routes/admin/back-office";
import { adminSettingsRoutes } from "./routes/admin/settings";
import { alertStaff } from "./services/settings";
import { websiteInfoRoutes } from "./routes/v1/website-info";
import { adminBroadcastRoutes } from "./routes/admin/broadcasts";
import { pushRoutes } from "./routes/v1/push";
import { adminUserRoutes } from "./routes/admin/users";
import { adminOperationsRoutes } from "./routes/admin/operations";
import { reportRoutes } from "./routes/admin/reports";
import { adminStaffRoutes } from "./routes/admin/staff";
import { propertyPublicRoutes } from "./routes/v1/properties";
import { propertySearchRoutes } from "./routes/v1/properties-search";
import { propertySecureRoutes } from "./routes/v1/properties-secure";
import { propertyMediaRoutes } from "./routes/v1/properties-media";
import { favoriteRoutes } from "./routes/v1/favorites";
import { savedSearchRoutes } from "./routes/v1/saved-searches";
import { propertyRequestRoutes } from "./routes/v1/property-requests";
import { mediaFileRoutes, mediaRoutes } from "./routes/v1/media";
import { profileRoutes } from "./routes/v1/profile";
import { adminListingRoutes } from "./routes/admin/listings";
import { kycRoutes } from "./routes/v1/kyc";
import { adminKycRoutes } from "./routes/admin/kyc";
import { onboardingRoutes } from "./routes/v1/onboarding";
import { dashboardRoutes } from "./routes/v1/dashboard";
import { payoutRoutes, walletRoutes } from "./routes/v1/wallet";
import { paymentRoutes } from "./routes/v1/payments";
import { subscriptionRoutes } from "./routes/v1/subscriptions";
import { adminMoneyRoutes } from "./routes/admin/money";
import { isQuotaError, quotaError } from "./services/subscriptions/quota";
import { listingQuota } from "./services/subscriptions/plans";
import { messagingRoutes } from "./routes/v1/messaging";
import { messagingFileRoutes } from "./routes/v1/messaging-files";
import { notificationRoutes } from "./routes/v1/notifications";
import { adminMessagingRoutes } from "./routes/admin/messaging";
import { inspectionRoutes } from "./routes/v1/inspections";
import { stayRoutes } from "./routes/v1/stays";
import { adminStayRoutes } from "./routes/admin/stays";
import { adminBookingRoutes } from "./routes/admin/bookings";
import { projectRoutes } from "./routes/v1/projects";
import { subDeveloperRoutes } from "./routes/v1/projects-team";
import { projectBookingRoutes } from "./routes/v1/projects-booking";
import { adminProjectRoutes } from "./routes/admin/projects";
import { adminRequestRoutes } from "./routes/admin/requests";
import { agentReviewRoutes, guestReviewRoutes, projectReviewRoutes, projectReviewSpecRoutes, propertyReviewRoutes, reviewRoutes } from "./routes/v1/reviews";
import { adminReviewRoutes } from "./routes/admin/reviews";
import { adminContentRoutes } from "./routes/admin/content";
import { agentRoutes } from "./routes/v1/agents";

const app = new OpenAPIHono<AppEnv>();

app.use("*", requestId());
// Signed-in answers are personal: no browser, proxy or CDN may keep them (errors included).
app.use("*", async (c, next) => {
  await next();
  const personal = c.req.header("authorization") || c.req.path.startsWith("/v1/secure/") || c.req.path.startsWith("/admin/api/");
  if (personal && !/no-store/.test(c.res.headers.get("cache-control") ?? "")) c.header("Cache-Control", "no-store");
});
app.use(
  "*",
  cors({
    origin: (origin, c) => {
      const allowed = (c.env.CORS_ORIGINS ?? "").split(",").map((s: string) => s.trim()).filter(Boolean);
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
  // Reads near the user (lib/db-session.ts): GETs from the nearest caught-up replica, writes on the primary.
  const session = metered ? null : sessionFor(env.DB, c.req.method, c.req.header(BOOKMARK_HEADER));
  c.set("ctx", { db: createDb((session as D1Database | null) ?? env.DB), env, now: started, ip, userAgent: c.req.header("user-agent") ?? null, actor: null, defer });
  await next();
  const bookmark = session?.getBookmark();
  if (bookmark) c.res.headers.set(BOOKMARK_HEADER, bookmark);
  if (metered) c.res.headers.set("x-bench-rows-read", benchHeader(metered));
  if (metered && c.req.header("x-bench-plan") === "1") c.res.headers.set("x-bench-plan", encodeURIComponent(await benchPlans(c.env.DB, metered)));
  // A write that may change a public page: the edge-cached pages of this colo are re-rendered on their next
  // visit (routes/page-cache.ts). Awaited, so the writer's own next page view already shows the change.
  if (c.res.status < 400 && changesPublicPages(c.req.method, c.req.path)) await bumpPageGeneration().catch(() => undefined);
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
    const write = c.var.ctx.db.insert(apiLogs).values(row).run().catch(() => undefined);
    try {
      c.executionCtx.waitUntil(write);
    } catch {
      await write;
    }
  }
});
const jsonBodyLimit = bodyLimit({ maxSize: 1024 * 1024, onError: () => { throw new ApiError(413, "The request body is too large (1 MB at most)."); } });
// Picture uploads to signed URLs enforce their own, larger limits while streaming.
app.use("*", (c, next) => (c.req.method === "PUT" && (c.req.path.startsWith("/v1/media/upload/") || c.req.path.startsWith("/v1/kyc/upload/")) ? next() : jsonBodyLimit(c, next)));

// The token check runs before validation and before 404: no token, no information. One session lookup per request.
const { optionalAuth, requireAdmin, requireAuth } = sessionGuards(authenticate);
app.use("/v1/secure/*", requireAuth);
app.use("/v1/messaging/*", requireAuth, async (c, next) => {
  // Staff reach conversations only through the logged admin view, never as a participant.
  if (c.var.user?.adminAccess) throw new ApiError(403, MESSAGES.forbidden);
  await next();
});
app.use("/admin/api/*", async (c, next) => (c.req.path === "/admin/api/login_check" ? next() : requireAdmin(c, next)));
app.use("/v1/*", optionalAuth);
// SPEC §7 project paths have no /v1: they load the session the same way (routes that need one use requireUser).
for (const p of ["/create-project", "/all-projects", "/project-unit-categories", "/projects/*", "/project/*", "/user-projects/*", "/secure/project/*"]) app.use(p, optionalAuth);

app.route("/v1", healthRoutes);
app.route("/v1", authRoutes);
app.route("/v1", oauthRoutes);
app.route("/v1", popularLocationRoutes);
app.route("/v1", locationRoutes);
app.route("/v1", contentRoutes);
app.route("/v1", contactRoutes);
app.route("/admin/api", adminContactRoutes);
app.route("/v1", propertyPublicRoutes);
app.route("/v1", propertySearchRoutes);
app.route("/v1", propertySecureRoutes);
app.route("/v1", propertyMediaRoutes);
app.route("/v1", favoriteRoutes);
app.route("/v1", savedSearchRoutes);
app.route("/v1", propertyRequestRoutes);
app.route("/v1", onboardingRoutes);
app.route("/v1", dashboardRoutes);
app.route("/v1", mediaRoutes);
app.route("/v1", profileRoutes);
app.route("/v1", assistantRoutes);
app.route("/media", mediaFileRoutes);
app.route("/newsletter", newsletterRoutes);
app.route("/admin/api", adminAuthRoutes);
app.route("/admin/api", backOfficeRoutes);
app.route("/admin/api", adminSettingsRoutes);
app.route("/v1", websiteInfoRoutes);
app.route("/admin/api", adminBroadcastRoutes);
app.route("/v1", pushRoutes);
app.route("/admin/api", adminUserRoutes);
app.route("/admin/api", adminOperationsRoutes);
app.route("/admin/api", reportRoutes);
app.route("/admin/api", adminChatbotRoutes);
app.route("/admin/api", adminStaffRoutes);
app.route("/admin/api", adminListingRoutes);
app.route("/v1", kycRoutes);
app.route("/admin/api", adminKycRoutes);
app.route("/v1", walletRoutes);
app.route("/v1", payoutRoutes);
app.route("/v1", paymentRoutes);
app.route("/v1", subscriptionRoutes);
app.route("/admin/api", adminMoneyRoutes);
app.route("/v1", messagingRoutes);
app.route("/v1", messagingFileRoutes);
app.route("/v1", notificationRoutes);
app.route("/admin/api", adminMessagingRoutes);
app.route("/v1", inspectionRoutes);
app.route("/admin/api", adminBookingRoutes);
app.route("/", projectRoutes);
app.route("/v1", subDeveloperRoutes);
app.route("/v1", projectBookingRoutes);
app.route("/admin/api", adminProjectRoutes);
app.route("/admin/api", adminRequestRoutes);
app.route("/v1", stayRoutes);
app.route("/admin/api", adminStayRoutes);
app.route("/v1", propertyReviewRoutes);
app.route("/v1", agentReviewRoutes);
app.route("/v1", projectReviewRoutes);
app.route("/", projectReviewSpecRoutes);
app.route("/v1", guestReviewRoutes);
app.route("/v1", reviewRoutes);
app.route("/admin/api", adminReviewRoutes);
app.route("/admin/api", adminContentRoutes);
app.route("/v1", agentRoutes);

app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer", bearerFormat: "JWT" });
const docConfig = {
  openapi: "3.1.0",
  info: { title: "PropertyNG API", version: "1.0.0", description: "The marketplace's HTTP API, used by the web app and the mobile apps. Errors are always `{ status, message, errors? }`." },
  servers: [{ url: "/" }],
};
// Every operation gets its stable operationId, declared security and 4xx answers (lib/openapi.ts).
const apiDocument = () => completeDocument(app.getOpenAPI31Document(docConfig));
app.get("/v1/openapi.json", (c) => c.json(apiDocument()));
// The reference is static HTML with one inline <style> and no script: its policy allows exactly that.
app.get("/v1/docs", (c) => {
  c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
  return c.html(renderReference(apiDocument() as Parameters<typeof renderReference>[0]));
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
  if (isBadEncoding(err)) return c.json(errorBody(400, BAD_ENCODING, [{ field: "path", message: BAD_ENCODING }], rid), 400);
  // The listing-quota trigger (issue 11) refuses the write itself; whichever route wrote, it is a 422.
  if (isQuotaError(err)) {
    const q = quotaError(c.var.user ? (await listingQuota(c.var.ctx, c.var.user.id)).limit : null);
    return c.json(errorBody(q.status, q.message, q.errors, rid), q.status);
  }
  logServerError(err, { requestId: rid, method: c.req.method, path: new URL(c.req.url).pathname.slice(0, 300) });
  // The staff chosen in Settings › Notifications hear of it (at most once per 15 minutes), after the answer.
  const alert = alertStaff(c.var.ctx, "server_error", { subject: "Server error", text: `A request failed (${c.req.method} ${new URL(c.req.url).pathname.slice(0, 200)}, request id ${rid}). See the API logs.` });
  if (c.var.ctx.defer) c.var.ctx.defer(alert);
  else await alert;
  return c.json(errorBody(500, MESSAGES.serverError, undefined, rid), 500);
});

export default app;
