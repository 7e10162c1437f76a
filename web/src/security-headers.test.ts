import { describe, expect, it } from "vitest";
import headersFile from "../public/_headers?raw";
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
    expect(cspWithTileOrigin(CONTENT_SECURITY_POLICY, "https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(CONTENT_SECURITY_POLICY);
    const csp = cspWithTileOrigin(CONTENT_SECURITY_POLICY, "https://{s}.tiles.example.ng/{z}/{x}/{y}.png?key=k");
    expect(csp).toMatch(/img-src [^;]* https:\/\/\*\.tiles\.example\.ng(;|$)/);
    expect(cspWithTileOrigin(CONTENT_SECURITY_POLICY, "javascript:alert(1)")).toBe(CONTENT_SECURITY_POLICY);
  });
});
