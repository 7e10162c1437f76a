import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { errorBody } from "../contracts/auth";
import { ApiError, issuesToFieldErrors } from "./errors";
import { createMiddleware } from "hono/factory";
import type { MiddlewareHandler } from "hono";

declare global {
  /**
   * Whether the document's prose is kept: true where the OpenAPI document is written (scripts/openapi-dump.ts)
   * and in the tests, false in the worker's bundle (wrangler.toml [define]), whose document is the built asset.
   * The operations' tags, summaries and descriptions live in routes/operations.json, read only by the document's
   * builder; what is left in code (an answer's or a parameter's description) is written `__API_DOCS__ ? "…" : ""`.
   */
  const __API_DOCS__: boolean;
}
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

export const unknownKeyMessage = (key: string) =>
  `${key.split(".").pop()} is not a field this request accepts: remove it.`;

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

/**
 * What a PUT to a signed upload URL brings beside its path: the link's exp and sig (400 when they are not
 * usable), the announced Content-Length, and the body as a stream (a picture, never parsed as JSON).
 */
export function signedUpload<Q extends typeof signedUrlQuery = typeof signedUrlQuery>(
  req: {
    query(): Record<string, string>;
    header(name: string): string | undefined;
    raw: { body: ReadableStream<Uint8Array> | null };
  },
  /** A link that signs more than its expiry (e.g. the account it was made for) names those fields too. */
  query: Q = signedUrlQuery as Q,
) {
  const link: z.infer<Q> = parseOr400(query, req.query());
  const length = req.header("content-length");
  return { ...link, contentLength: length ? Number(length) : null, body: req.raw.body };
}

type Json<T> = { content: { "application/json": { schema: T } }; description: string };
/** A documented JSON answer: its schema and what it means. */
export const jsonAnswer = <T>(schema: T, description: string): Json<T> => ({
  content: { "application/json": { schema } },
  description,
});
/** A documented refusal: the error envelope, and when it is given. */
export const errorAnswer = (description: string) => jsonAnswer(errorBody, description);

type Spec = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
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
export function documentsErrors<M extends MiddlewareHandler<AppEnv>>(
  mw: M,
  errors: Partial<Record<ErrorStatus, string>>,
  headers?: Record<string, z.ZodType>,
): M {
  return Object.assign(mw, { openapiErrors: errors, openapiHeaders: headers });
}
type Documented = { openapiErrors?: Partial<Record<ErrorStatus, string>>; openapiHeaders?: Record<string, z.ZodType> };
const documentedErrors = (mws: MiddlewareHandler<AppEnv>[] = []) =>
  Object.assign({}, ...mws.map((m) => (m as Documented).openapiErrors ?? {})) as Partial<Record<ErrorStatus, string>>;
const documentedHeaders = (mws: MiddlewareHandler<AppEnv>[] = []) =>
  Object.assign({}, ...mws.map((m) => (m as Documented).openapiHeaders ?? {})) as Record<string, z.ZodType>;

type Empty = Record<never, never>;

type Request<S extends Spec> = (S["body"] extends z.ZodType ? { body: Json<S["body"]> & { required: true } } : Empty) &
  (S["query"] extends z.ZodObject ? { query: S["query"] } : Empty) &
  (S["params"] extends z.ZodObject ? { params: S["params"] } : Empty);

type Built<S extends Spec> = {
  method: S["method"];
  path: S["path"];
  request: Request<S>;
  responses: { [K in S["status"] extends 201 ? 201 : 200]: Json<S["response"]> } & Record<
    400 | 401 | 403 | 429,
    Json<typeof errorBody>
  >;
};

/** createRoute with the error envelope's responses and bearer security filled in. */
export function jsonRoute<const S extends Spec>(spec: S) {
  const request: Record<string, unknown> = {};
  if (spec.body) request.body = { ...jsonAnswer(spec.body, __API_DOCS__ ? "JSON body" : ""), required: true };
  if (spec.query) request.query = spec.query;
  if (spec.params) request.params = spec.params;
  const headers = documentedHeaders(spec.middleware);
  if (Object.keys(headers).length) request.headers = z.object(headers);
  const config = {
    method: spec.method,
    path: spec.path,
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
    ...(spec.middleware || spec.body
      ? { middleware: [...(spec.middleware ?? []), ...(spec.body ? [strictBody(spec.body)] : [])] }
      : {}),
    responses: {
      [spec.status ?? 200]: jsonAnswer(spec.response, __API_DOCS__ ? "OK" : ""),
      400: errorAnswer(__API_DOCS__ ? "Bad input: the errors list names each field" : ""),
      ...(spec.secure
        ? {
            401: errorAnswer(__API_DOCS__ ? "Missing, expired or revoked token" : ""),
            403: errorAnswer(__API_DOCS__ ? "Not allowed" : ""),
          }
        : {}),
      ...(spec.body
        ? {
            413: errorAnswer(__API_DOCS__ ? "The request body is too large (1 MB at most)" : ""),
            415: errorAnswer(__API_DOCS__ ? "Send the body as JSON (Content-Type: application/json)" : ""),
          }
        : {}),
      ...Object.fromEntries(
        Object.entries({ ...documentedErrors(spec.middleware), ...spec.errors }).map(([status, what]) => [
          status,
          errorAnswer(what),
        ]),
      ),
      429: errorAnswer(__API_DOCS__ ? "Too many attempts" : ""),
    },
  };
  return createRoute(config as never) as unknown as Built<S> & { getRoutingPath(): string };
}

/**
 * jsonRoute with the fields a family of routes shares (who may call, its path parameters, its refusals) given
 * once; each route's own spec adds the rest and may replace a shared field.
 */
export function jsonRoutes<const D extends Partial<Spec>>(shared: D) {
  return <const S extends Partial<Spec>>(spec: S) => jsonRoute({ ...shared, ...spec } as Omit<D, keyof S> & S & Spec);
}

export { z };

// ---- The published contract ----
// The document (/v1/openapi.json) is built at build time, not in the worker: lib/openapi-document.ts.

/** The D1 Sessions API bookmark a client sends back to read its own writes (lib/db-session.ts). */
export const BOOKMARK_HEADER = "x-d1-bookmark";
