import type { CompanyRegistry } from "./index";

/**
 * Stub for a JSON CAC lookup API: POST {number: "RC 1234567"} with an API key, answer
 * {found: boolean, name?: string}. Errors count as "unavailable", never as "not found".
 */
export function httpRegistry(url: string, apiKey: string): CompanyRegistry {
  return {
    name: "http",
    async lookup(n) {
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: {
            authorization: `Bearer ${apiKey}`,
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify({ number: n.formatted, type: n.prefix, digits: n.digits }),
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status === 404) return { found: false };
        if (!res.ok) return { unavailable: true };
        const data = (await res.json().catch(() => null)) as { found?: unknown; name?: unknown } | null;
        if (data?.found === false) return { found: false };
        if (data?.found === true && typeof data.name === "string" && data.name.trim())
          return { found: true, name: data.name.trim().slice(0, 200) };
        return { unavailable: true };
      } catch {
        return { unavailable: true };
      }
    },
  };
}
