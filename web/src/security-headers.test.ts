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
