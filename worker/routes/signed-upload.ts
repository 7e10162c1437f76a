import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../lib/app-env";
import type { ServiceCtx } from "../lib/context";
import { jsonAnswer, parseOr400, signedUpload, signedUrlQuery, z } from "../lib/openapi";

/** The picture body the document shows by default: JPEG bytes (the services check PNG and WebP the same way). */
const JPEG_BODY = { "image/jpeg": { schema: z.string().openapi({ format: "binary" }) } };

/**
 * A PUT of a picture's bytes to a signed upload URL, with its entry in the OpenAPI document. The signed URL is the
 * credential: no bearer token, and the body is a picture (larger than the JSON limit), never parsed as JSON. The
 * path's `params` (`path` in the document's {name} form) and the link's signature go to `receive`; its answer is
 * sent as is, or through `result` with `strip` (only the documented fields). A link that signs more than its expiry
 * names the extra fields in `query`. The 400, 403 and 413 answers are documented with `errorSchema`; `errors` adds
 * the route's own (or words one of those for this route).
 */
export function signedPictureUpload<P extends z.ZodObject, R, Q extends typeof signedUrlQuery = typeof signedUrlQuery>(
  routes: OpenAPIHono<AppEnv>,
  o: {
    path: string;
    params: P;
    query?: Q;
    receive: (ctx: ServiceCtx, upload: z.infer<P> & ReturnType<typeof signedUpload<Q>>) => Promise<R>;
    result: z.ZodType;
    strip?: boolean;
    stored?: string;
    body?: Record<string, { schema: z.ZodType }>;
    errorSchema: z.ZodType;
    errors?: Record<number, string>;
  },
) {
  routes.put(o.path.replace(/\{(\w+)\}/g, ":$1"), async (c) => {
    const params = parseOr400(o.params, c.req.param());
    const result = await o.receive(c.var.ctx, { ...params, ...signedUpload(c.req, o.query) });
    return c.json(o.strip ? o.result.parse(result) : result, 200);
  });
  routes.openAPIRegistry.registerPath({
    method: "put",
    path: o.path,
    request: {
      params: o.params,
      query: o.query ?? signedUrlQuery,
      body: { content: o.body ?? JPEG_BODY, required: true },
    },
    responses: {
      200: jsonAnswer(o.result, o.stored ?? (__API_DOCS__ ? "Stored" : "")),
      400: jsonAnswer(o.errorSchema, __API_DOCS__ ? "Not a JPEG, PNG or WebP picture" : ""),
      403: jsonAnswer(o.errorSchema, __API_DOCS__ ? "Forged or expired link" : ""),
      413: jsonAnswer(o.errorSchema, __API_DOCS__ ? "Too large" : ""),
      ...Object.fromEntries(
        Object.entries(o.errors ?? {}).map(([status, what]) => [status, jsonAnswer(o.errorSchema, what)]),
      ),
    },
  });
}
