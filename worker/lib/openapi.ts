import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { errorBody } from "../contracts/auth";
import { ApiError, issuesToFieldErrors } from "./errors";
import { createMiddleware } from "hono/factory";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { unknownKeys } from "./strict-keys";
import { readableIssue } from "./readable-errors";

// Default messages a person can read ("Enter first name.") for every schema the API validates with; a
// message a contract sets on purpose (z.string({ error }) / .min(1, "...")) still wins over this.
z.config({ customError: readableIssue });

function validationError(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors = issuesToFieldErrors(issues);
  return new ApiError(400, errors.map((e) => `${e.field}: ${e.message}`).join(" "), errors);
}

/** Every router: validation failures become one 400 naming each field, never a 500. */
export function router() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
  });
}

/** The same 400 for plain Hono routes (binary uploads, files) that validate by hand. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw validationError(r.error.issues);
  return r.data;
}

export const unknownKeyMessage = (key: string) => `${key.split(".").pop()} is not a field this request accepts: remove it.`;

/** 400 naming each key of the JSON body that the body's schema does not name (see strict-keys.ts). */
export function strictBody(schema: z.ZodType) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (/json/i.test(c.req.header("content-type") ?? "")) {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return next(); // the validator answers "not valid JSON"
      }
      const unknown = unknownKeys(schema, body);
      if (unknown.length) {
        const errors = unknown.map((field) => ({ field, message: unknownKeyMessage(field) }));
        throw new ApiError(400, `Unknown field${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}.`, errors);
      }
    }
    await next();
  });
}

/** The query of a signed upload URL. */
export const signedUrlQuery = z.object({ exp: z.coerce.number().int().positive(), sig: z.string().min(1).max(100) });

type Json<T> = { content: { "application/json": { schema: T } }; description: string };
const json = <T>(schema: T, description: string): Json<T> => ({ content: { "application/json": { schema } }, description });

type Spec = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  tags: string[];
  summary: string;
  description?: string;
  secure?: boolean;
  body?: z.ZodType;
  query?: z.ZodObject;
  params?: z.ZodObject;
  response: z.ZodType;
  status?: 200 | 201;
  /** Guards run before validation, e.g. requirePermission(...). */
  middleware?: MiddlewareHandler<AppEnv>[];
  /** The 4xx answers beyond the usual ones, each with what it means, e.g. { 409: "Already reported" }. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** Served but left out of the document (a /v1 twin of a documented SPEC path, whose operationId it would take). */
  hide?: boolean;
};

/** 401 and 403 here are for public routes that refuse on their own terms (the sign-in's wrong password, admin accounts). */
type ErrorStatus = 401 | 402 | 403 | 404 | 409 | 413 | 422;

/**
 * A middleware that can refuse a request names the 4xx answers it gives (see documentedErrors), and the
 * request headers it reads (e.g. Idempotency-Key), so the document declares them as header parameters.
 * The route's own middleware runs before its validators, so a header the middleware refuses never reaches
 * zod; the declared header schema documents it (and is checked again, the same way, by zod).
 */
export function documentsErrors<M extends MiddlewareHandler<AppEnv>>(mw: M, errors: Partial<Record<ErrorStatus, string>>, headers?: Record<string, z.ZodType>): M {
  return Object.assign(mw, { openapiErrors: errors, openapiHeaders: headers });
}
type Documented = { openapiErrors?: Partial<Record<ErrorStatus, string>>; openapiHeaders?: Record<string, z.ZodType> };
const documentedErrors = (mws: MiddlewareHandler<AppEnv>[] = []) => Object.assign({}, ...mws.map((m) => (m as Documented).openapiErrors ?? {})) as Partial<Record<ErrorStatus, string>>;
const documentedHeaders = (mws: MiddlewareHandler<AppEnv>[] = []) => Object.assign({}, ...mws.map((m) => (m as Documented).openapiHeaders ?? {})) as Record<string, z.ZodType>;

type Empty = Record<never, never>;

type Request<S extends Spec> = (S["body"] extends z.ZodType ? { body: Json<S["body"]> & { required: true } } : Empty) &
  (S["query"] extends z.ZodObject ? { query: S["query"] } : Empty) &
  (S["params"] extends z.ZodObject ? { params: S["params"] } : Empty);

type Built<S extends Spec> = {
  method: S["method"];
  path: S["path"];
  request: Request<S>;
  responses: { [K in S["status"] extends 201 ? 201 : 200]: Json<S["response"]> } & Record<400 | 401 | 403 | 429, Json<typeof errorBody>>;
};

/** createRoute with the error envelope's responses and bearer security filled in. */
export function jsonRoute<const S extends Spec>(spec: S) {
  const request: Record<string, unknown> = {};
  if (spec.body) request.body = { ...json(spec.body, "JSON body"), required: true };
  if (spec.query) request.query = spec.query;
  if (spec.params) request.params = spec.params;
  const headers = documentedHeaders(spec.middleware);
  if (Object.keys(headers).length) request.headers = z.object(headers);
  const config = {
    method: spec.method,
    path: spec.path,
    tags: spec.tags,
    summary: spec.summary,
    description: spec.description,
    ...(spec.hide ? { hide: true } : {}),
    security: spec.secure ? [{ bearerAuth: [] }] : undefined,
    request,
    // Guards first (403 before 400), then the unknown-key check, then zod. @hono/zod-openapi (1.6.3,
    // dist/index.mjs, OpenAPIHono#openapi) registers a route as
    //   this.on([method], [path], ...routeMiddleware, ...validators, handler)
    // where validators are the query/params/header/cookie/body validators built from `request`: so the
    // `middleware` array runs before any of them, in order, and a guard that throws (ApiError 403) ends the
    // request before zod sees the input. Permission and account-type checks therefore belong in
    // `middleware` (worker/lib/guards.ts), never in the handler or service after c.req.valid(...);
    // test/worker/route-table.test.ts proves it by sending every refused caller an incomplete request.
    // The app-level guards (requireAuth / requireAdmin on /v1/secure/*, /admin/api/*) run earlier still.
    ...(spec.middleware || spec.body ? { middleware: [...(spec.middleware ?? []), ...(spec.body ? [strictBody(spec.body)] : [])] } : {}),
    responses: {
      [spec.status ?? 200]: json(spec.response, "OK"),
      400: json(errorBody, "Bad input: the errors list names each field"),
      ...(spec.secure ? { 401: json(errorBody, "Missing, expired or revoked token"), 403: json(errorBody, "Not allowed") } : {}),
      ...(spec.body ? { 413: json(errorBody, "The request body is too large (1 MB at most)"), 415: json(errorBody, "Send the body as JSON (Content-Type: application/json)") } : {}),
      ...Object.fromEntries(Object.entries({ ...documentedErrors(spec.middleware), ...spec.errors }).map(([status, what]) => [status, json(errorBody, what)])),
      429: json(errorBody, "Too many attempts"),
    },
  };
  return createRoute(config as never) as unknown as Built<S> & { getRoutingPath(): string };
}

export { z };

// ---- The published contract (/v1/openapi.json) ----

type Operation = {
  operationId?: string;
  security?: unknown[];
  parameters?: { in?: string }[];
  responses?: Record<string, unknown>;
  [k: string]: unknown;
};
type Document = { paths?: Record<string, Record<string, Operation>>; [k: string]: unknown };

/** The D1 Sessions API bookmark a client sends back to read its own writes (lib/db-session.ts). */
export const BOOKMARK_HEADER = "x-d1-bookmark";
const BOOKMARK_SCHEMA = { type: "string", maxLength: 200, pattern: "^[0-9a-f-]+$" };
const BOOKMARK_PARAMETER = {
  in: "header",
  name: "X-D1-Bookmark",
  required: false,
  description: "The X-D1-Bookmark of the last answer this client received: its reads then see its own writes.",
  schema: BOOKMARK_SCHEMA,
};
const COMMON_RESPONSE_HEADERS = {
  "X-Request-Id": { description: "This request's id (logs, support).", schema: { type: "string" } },
  "X-D1-Bookmark": { description: "The database session's position after this request: send it back as X-D1-Bookmark.", schema: BOOKMARK_SCHEMA },
};

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Paths whose every operation needs a bearer token (the guards app.ts mounts), except the admin login. */
const needsToken = (path: string) => (path.startsWith("/v1/secure/") || path.startsWith("/v1/messaging/") || path.startsWith("/admin/api/")) && path !== "/admin/api/login_check";

/**
 * The operationId an SDK generator names the call after: the method, then the path's words in camelCase
 * with `{param}` as `By<Param>`; `/v1` and the `/api` of `/admin/api` are dropped. It depends on the
 * method and the full path only (routers do not know the prefix they are mounted at, so this runs on the
 * finished document), so reordering or regrouping routes never renames an operation.
 *   GET /v1/secure/properties/{id}/boost -> getSecurePropertiesByIdBoost
 */
export function operationIdFor(method: string, path: string) {
  const words = path
    .replace(/^\/v1(?=\/)/, "")
    .replace(/^\/admin\/api(?=\/)/, "/admin")
    .split("/")
    .filter(Boolean)
    .flatMap((seg) => {
      const param = /^\{(.+)\}$/.exec(seg);
      const parts = (param?.[1] ?? seg).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return param ? ["by", ...parts] : parts;
    });
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}

/**
 * Completes the generated document so clients can generate from it: every operation gets its stable
 * operationId (unless it names one), declares its security (bearer where a guard asks for a token,
 * `[]` where none is needed) and lists the 4xx answers the error envelope can carry (400 always, 401
 * when a token is needed, 404 when the path names a record). Two operations with one id is a bug: throws.
 */
export function completeDocument<D extends object>(doc: D): D {
  const paths = (doc as Document).paths ?? {};
  const envelope = Object.values(paths)
    .flatMap((item) => Object.values(item))
    .map((op) => op.responses?.["400"])
    .find((r): r is { content: unknown } => !!r && typeof r === "object" && "content" in r)?.content;
  const error = (description: string) => (envelope ? { description, content: envelope } : { description });
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      op.operationId ??= operationIdFor(method, path);
      const other = seen.get(op.operationId);
      if (other) throw new Error(`operationId ${op.operationId} names both ${other} and ${where}`);
      seen.set(op.operationId, where);
      if (!op.security) op.security = needsToken(path) ? [{ bearerAuth: [] }] : [];
      const responses = (op.responses ??= {});
      if (!responses["400"]) responses["400"] = error("Bad input: the errors list names each field");
      if (op.security.length && !responses["401"]) responses["401"] = error("Missing, expired or revoked token");
      if (path.includes("{") && !responses["404"]) responses["404"] = error("No such record (or not yours)");
      // Every answer carries the request id and the D1 session bookmark (lib/db-session.ts); every operation
      // takes the bookmark back, so a client reads its own writes from the nearest replica.
      for (const r of Object.values(responses)) if (r && typeof r === "object") (r as { headers?: object }).headers = { ...COMMON_RESPONSE_HEADERS, ...(r as { headers?: object }).headers };
      const params = (op.parameters ??= []) as { in?: string; name?: string }[];
      if (!params.some((p) => p.in === "header" && p.name?.toLowerCase() === BOOKMARK_HEADER)) params.push(BOOKMARK_PARAMETER);
    }
  }
  stripRegexFlags(doc);
  return doc;
}

/**
 * zod-to-openapi writes a pattern as `String(regex)` without its slashes, so a flagged regex (`/\p{L}+$/u`)
 * becomes the pattern `\p{L}+$/u`, which matches nothing. JSON Schema patterns carry no flags: drop the
 * trailing unescaped `/flags` (a pattern that really ends in a slash and letters escapes the slash).
 */
function stripRegexFlags(node: unknown) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) return node.forEach(stripRegexFlags);
  const o = node as Record<string, unknown>;
  for (const [k, v] of Object.entries(o)) {
    if (k === "pattern" && typeof v === "string") o[k] = v.replace(/(?<!\\)\/[dgimsuvy]+$/, "");
    else stripRegexFlags(v);
  }
}
