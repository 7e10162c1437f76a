/**
 * The SPA's typed API client. Paths, params, bodies and responses are typed from the worker's own
 * OpenAPI document: `npm run api:types` writes web/src/api/schema.d.ts from /v1/openapi.json (the type check
 * runs it first), and openapi-fetch reads those types. A renamed field in a contract breaks the SPA's type check.
 *
 *   const wallet = await unwrap(client.GET("/v1/secure/wallet"));
 *   await unwrap(client.POST("/v1/secure/inspections", { params: { header: idempotency(key) }, body }), { silent: true });
 *
 * `unwrap` returns the typed data or throws the typed ApiError after SPEC §8's toast (none when `silent`: forms
 * show their own errors). Send `headers: { authorization: "" }` to call without the stored session (login).
 */
import createClient from "openapi-fetch";
import type { queryOptions as tanstackQueryOptions } from "@tanstack/react-query";
import type { paths } from "../api/schema";
import { currentToken, failure, networkFailure } from "./api";
import { apiFetch, apiOrigin } from "./transport";

export type { paths };

/** undefined, null and "" leave a query key out (an empty search box sends no `search=`). */
function querySerializer(query: Record<string, unknown>) {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === "") continue;
    if (Array.isArray(v)) for (const item of v) out.append(k, String(item));
    else out.set(k, String(v as string | number | boolean));
  }
  return out.toString();
}

// One client for the whole SPA; each request goes through the current transport (lib/transport.ts): the
// browser's fetch, or the worker's in-process app.fetch for the page it is rendering. The client itself
// keeps no request's data: the bearer token is read per request, and on the server the transport answers
// for the origin of the page being rendered.
export const client = createClient<paths>({ baseUrl: apiOrigin(), fetch: apiFetch, querySerializer });

/**
 * TanStack Query's `queryOptions`: each feature's query factory is `queryOptions({ queryKey, queryFn })`,
 * which tags the key with its data so `qc.getQueryData(walletQuery().queryKey)` is typed (see lib/query.ts). At run time
 * it is the identity; it is defined here, beside the client every factory already imports, because importing it from the
 * library put it in a chunk of its own on the home page's critical path.
 */
export const queryOptions = ((options: unknown) => options) as typeof tanstackQueryOptions;

/** Money-moving POSTs carry a key made once per attempt by the caller and reused only to retry it. */
export const idempotency = (key: string) => ({ "Idempotency-Key": key });

client.use({
  onRequest({ request }) {
    if (request.headers.has("authorization")) {
      if (!request.headers.get("authorization")) request.headers.delete("authorization");
      return request;
    }
    const token = currentToken();
    if (token) request.headers.set("authorization", `Bearer ${token}`);
    return request;
  },
});

type Answer<D> = { data?: D; error?: unknown; response: Response };

/** The call's data, or an ApiError (thrown after the §8 toast / 401 redirect unless `silent`). */
export async function unwrap<D>(call: Promise<Answer<D>>, opts: { silent?: boolean } = {}): Promise<D> {
  let answer: Answer<D>;
  try {
    answer = await call;
  } catch (e) {
    throw networkFailure(e, opts.silent);
  }
  const { response } = answer;
  if (response.ok) return answer.data as D;
  throw failure(response.status, answer.error, { silent: opts.silent, hadToken: !!currentToken() });
}

/** The query parameters of a GET path, as the contract types them (for query-key factories' arguments). */
export type QueryOf<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;
