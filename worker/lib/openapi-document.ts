/**
 * The published contract, /v1/openapi.json and its HTML reference /v1/docs, built at BUILD time:
 * zod-to-openapi's generator (~25 KB minified) and the completion below never enter the worker bundle.
 * scripts/openapi-dump.ts loads the worker's app in Node, runs buildApiDocument over the routes it registered and
 * writes dist/web/v1/openapi.json and dist/web/v1/docs.html (the static assets the worker serves at those paths);
 * scripts/openapi-build.mjs runs it before every worker build (wrangler.toml [build]) and before the worker tests
 * (vitest.config.ts). In the bundle "@asteasolutions/zod-to-openapi" is worker/edge/ssr-stubs/zod-to-openapi.ts: the
 * real registry and `.openapi()` metadata, no generator. test/worker/openapi-document.test.ts proves the served
 * document equals what the generator makes from the live route definitions, so it cannot go stale.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { BOOKMARK_HEADER } from "./openapi";
import operations from "../routes/operations.json";

/** The document's head; the paths and components come from the routes. */
export const DOC_CONFIG = {
  openapi: "3.1.0",
  info: {
    title: "PropertyNG API",
    version: "1.0.0",
    description:
      "The marketplace's HTTP API, used by the web app and the mobile apps. Errors are always `{ status, message, errors? }`.",
  },
  servers: [{ url: "/" }],
};

/** zod-to-openapi's OpenApiGeneratorV31, passed in: the worker bundle holds only a stand-in (see above). */
type Generator = new (definitions: OpenAPIHono["openAPIRegistry"]["definitions"]) => {
  generateDocument(config: typeof DOC_CONFIG): object;
};

/** The whole published document of an app: generated from its registered routes, then completed (completeDocument). */
export function buildApiDocument(app: Pick<OpenAPIHono, "openAPIRegistry">, OpenApiGeneratorV31: Generator) {
  const doc = new OpenApiGeneratorV31(app.openAPIRegistry.definitions).generateDocument(DOC_CONFIG);
  return completeDocument(describeOperations(doc, operations));
}

/** What routes/operations.json says of one operation: its group in the reference, one line, and more if needed. */
type Prose = { tags: string[]; summary: string; description?: string };
export type OperationProse = Record<string, Record<string, Prose>>;

/**
 * Puts each operation's prose (routes/operations.json, keyed like the document's paths) in front of what the
 * generator made of its route. The prose is kept out of the route files so that they read as what the route
 * does (method, path, guards, schemas, handler) and so that none of it is bundled into the worker. Throws when
 * an operation has no prose or the prose names an operation no route serves: neither can go stale unnoticed.
 */
export function describeOperations<D extends object>(doc: D, prose: OperationProse): D {
  const paths = (doc as Document).paths ?? {};
  const missing: string[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const said = prose[path]?.[method];
      if (!said) missing.push(`${method.toUpperCase()} ${path}`);
      else item[method] = { ...said, ...op };
    }
  }
  const unserved = Object.entries(prose).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => !paths[path]?.[method])
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
  if (missing.length) throw new Error(`routes/operations.json has no summary for ${missing.join(", ")}`);
  if (unserved.length) throw new Error(`routes/operations.json describes what no route serves: ${unserved.join(", ")}`);
  return doc;
}

type Operation = {
  operationId?: string;
  security?: unknown[];
  parameters?: { in?: string }[];
  responses?: Record<string, unknown>;
  [k: string]: unknown;
};
type Document = { paths?: Record<string, Record<string, Operation>>; [k: string]: unknown };

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
  "X-D1-Bookmark": {
    description: "The database session's position after this request: send it back as X-D1-Bookmark.",
    schema: BOOKMARK_SCHEMA,
  },
};

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Paths whose every operation needs a bearer token (the guards app.ts mounts), except the admin login. */
const needsToken = (path: string) =>
  (path.startsWith("/v1/secure/") || path.startsWith("/v1/messaging/") || path.startsWith("/admin/api/")) &&
  path !== "/admin/api/login_check";

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
      for (const r of Object.values(responses))
        if (r && typeof r === "object")
          (r as { headers?: object }).headers = { ...COMMON_RESPONSE_HEADERS, ...(r as { headers?: object }).headers };
      const params = (op.parameters ??= []) as { in?: string; name?: string }[];
      if (!params.some((p) => p.in === "header" && p.name?.toLowerCase() === BOOKMARK_HEADER))
        params.push(BOOKMARK_PARAMETER);
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
