import { MESSAGES } from "@contracts/messages";
import { apiFetch, apiOrigin } from "./transport";

export type FieldError = { field: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
  /** The message for one field, for forms that show errors beside inputs. */
  field(name: string) {
    return this.errors.find((e) => e.field === name)?.message;
  }
}

type Hooks = {
  getToken: () => string | null;
  onUnauthorized: () => void;
  notify: (title: string, message: string) => void;
};
let hooks: Hooks = { getToken: () => null, onUnauthorized: () => {}, notify: () => {} };
export const setApiHooks = (h: Hooks) => {
  hooks = h;
};

export type ApiOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
  /** Forms show their own errors: no toast, no redirect on 401. */
  silent?: boolean;
  token?: string | null;
  /** Extra request headers (e.g. Idempotency-Key on money-moving POSTs). */
  headers?: Record<string, string>;
};

/** SPEC.md §8: one place turns every failure into the spec's toasts and the 401 redirect. */
export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const url = new URL(path, apiOrigin());
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null && v !== "") url.searchParams.set(k, String(v));
  const token = opts.token === undefined ? hooks.getToken() : opts.token;
  const headers: Record<string, string> = { accept: "application/json", ...opts.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  let res: Response;
  try {
    res = await apiFetch(new Request(url, { method: opts.method ?? "GET", headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body), signal: opts.signal }));
  } catch (e) {
    throw networkFailure(e, opts.silent);
  }
  const data = (await res.json().catch(() => null)) as unknown;
  if (res.ok) return data as T;
  throw failure(res.status, data, { silent: opts.silent, hadToken: !!token });
}

/** SPEC.md §8: one failed answer becomes one ApiError, after the toast or the 401 redirect it calls for. */
export function failure(status: number, body: unknown, opts: { silent?: boolean; hadToken: boolean }): ApiError {
  const data = (body ?? null) as { message?: string; errors?: FieldError[] } | null;
  const err = new ApiError(status, data?.message ?? MESSAGES.noResponse, data?.errors ?? []);
  if (opts.silent) return err;
  if (status === 401 && opts.hadToken) hooks.onUnauthorized();
  else if (status === 404) hooks.notify("Error", MESSAGES.notFound);
  else if (status === 403) hooks.notify("Authorization Error", MESSAGES.forbidden);
  else if (status >= 500) hooks.notify("System Error", MESSAGES.serverError);
  else if (status !== 401) hooks.notify("Error", err.message);
  return err;
}

/** A network failure (no answer at all): toast unless silent; aborts pass through untouched. */
export function networkFailure(e: unknown, silent?: boolean): unknown {
  if ((e as Error).name === "AbortError") return e;
  if (!silent) hooks.notify("Error", MESSAGES.noResponse);
  return new ApiError(0, MESSAGES.noResponse);
}

export const currentToken = () => hooks.getToken();
