import { describe, expect, it } from "vitest";
import { afterLoginPath, safeRedirect } from "./redirects";

describe("login redirects (SPEC §4)", () => {
  it("sends seekers and standard users to sale listings, whatever the redirect", () => {
    expect(afterLoginPath({ accountType: "seeker" }, { redirect: "/dashboard" })).toBe("/properties/sale");
    expect(afterLoginPath({ accountType: "standard" }, {})).toBe("/properties/sale");
  });
  it("prefers the redirect query, then the remembered page, then the account's home", () => {
    expect(afterLoginPath({ accountType: "company" }, { redirect: "/dashboard/kyc", lastRoute: "/about" })).toBe("/dashboard/kyc");
    expect(afterLoginPath({ accountType: "company" }, { lastRoute: "/about" })).toBe("/about");
    expect(afterLoginPath({ accountType: "super_admin" }, {})).toBe("/dashboard/admin");
    expect(afterLoginPath({ accountType: "brokerage" }, {})).toBe("/dashboard/property-requests");
    expect(afterLoginPath({ accountType: "developer" }, {})).toBe("/dashboard");
  });
  it("ignores redirects to other sites", () => {
    expect(safeRedirect("https://evil.example")).toBeNull();
    expect(safeRedirect("//evil.example")).toBeNull();
    expect(afterLoginPath({ accountType: "company" }, { redirect: "//evil.example" })).toBe("/dashboard");
  });
});
