import { describe, expect, it } from "vitest";
import headersFile from "../public/_headers?raw";
import indexHtml from "../index.html?raw";
import { CONTENT_SECURITY_POLICY, HSTS } from "@contracts/security-headers";

/** The SPA's static HTML (web/public/_headers) and the worker's HTML carry the same CSP and HSTS. */
describe("security headers of the static SPA", () => {
  it("match the worker's", () => {
    expect(headersFile).toContain(`Content-Security-Policy: ${CONTENT_SECURITY_POLICY}\n`);
    expect(headersFile).toContain(`Strict-Transport-Security: ${HSTS}\n`);
  });
});

describe("the map tile origin in the CSP", () => {
  it("adds MAP_TILE_URL's origin to img-src once; a relative URL or a listed origin changes nothing", async () => {
    const { cspWithTileOrigin } = await import("@contracts/security-headers");
    expect(cspWithTileOrigin(CONTENT_SECURITY_POLICY, "/map-tiles/{z}/{x}/{y}.png")).toBe(CONTENT_SECURITY_POLICY);
    expect(cspWithTileOrigin(CONTENT_SECURITY_POLICY, "https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(
      CONTENT_SECURITY_POLICY,
    );
    const csp = cspWithTileOrigin(CONTENT_SECURITY_POLICY, "https://{s}.tiles.example.ng/{z}/{x}/{y}.png?key=k");
    expect(csp).toMatch(/img-src [^;]* https:\/\/\*\.tiles\.example\.ng(;|$)/);
    expect(cspWithTileOrigin(CONTENT_SECURITY_POLICY, "javascript:alert(1)")).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe("web/index.html's inline script (the signed-out dashboard gate)", () => {
  it("is allowed by exactly the hash the CSP names", async () => {
    const { SHELL_GATE_HASH } = await import("@contracts/security-headers");
    const scripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(scripts[0]!));
    expect(SHELL_GATE_HASH).toBe(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  });

  it("sends a signed-out dashboard visit to /login with the way back, and nothing else", () => {
    const html = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)![1]!;
    const run = (path: string, search: string, stored: Record<string, string> = {}) => {
      let went: string | null = null;
      const storage = { getItem: (k: string) => stored[k] ?? null };
      new Function("location", "localStorage", "sessionStorage", html)(
        { pathname: path, search, hash: "", replace: (to: string) => (went = to) },
        storage,
        storage,
      );
      return went;
    };
    expect(run("/dashboard/wallet", "?tab=1")).toBe("/login?redirect=%2Fdashboard%2Fwallet%3Ftab%3D1");
    expect(run("/dashboard", "")).toBe("/login?redirect=%2Fdashboard");
    expect(run("/dashboard/wallet", "", { "auth.token": '"t"' })).toBeNull();
    expect(run("/dashboard/admin/login", "")).toBeNull();
    expect(run("/dashboard", "?token=abc")).toBeNull();
    expect(run("/booking/1", "")).toBeNull();
  });
});
