import { OAuthError } from "./types";

const TIMEOUT_MS = 10_000;

/** One provider call: a timeout, a non-2xx answer or a body that is not JSON are all OAuthError. */
export async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: { accept: "application/json", ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (e) {
    throw new OAuthError(`request to ${new URL(url).host} failed: ${String(e)}`);
  }
  const text = await res.text();
  if (!res.ok) throw new OAuthError(`${new URL(url).host} answered ${res.status}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new OAuthError(`${new URL(url).host} answered with a body that is not JSON`);
  }
}

export function parseOr<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
  what: string,
): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new OAuthError(`unexpected ${what}`);
  return r.data;
}
