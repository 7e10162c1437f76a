import { describe, expect, it } from "vitest";
import { afterLoginPath, safeRedirect } from "./redirects";

describe("login redirects (SPEC §4)", () => {
  it("sends seekers and standard users to sale listings unless a link asked for a page", () => {
    expect(afterLoginPath({ accountType: "seeker" }, {})).toBe("/properties/sale");
    expect(afterLoginPath({ accountType: "seeker" }, { lastRoute: "/help" })).toBe("/properties/sale");
    expect(afterLoginPath({ accountType: "standard" }, {})).toBe("/properties/sale");
  });
  it("login by redirect: a seeker or standard user who signs in through ?redirect= goes to that page", () => {
    expect(afterLoginPath({ accountType: "seeker" }, { redirect: "/dashboard/bookings" })).toBe("/dashboard/bookings");
    expect(afterLoginPath({ accountType: "standard" }, { redirect: "/properties/request-property" })).toBe(
      "/properties/request-property",
    );
    expect(afterLoginPath({ accountType: "seeker" }, { redirect: "//evil.example" })).toBe("/properties/sale");
  });
  it("prefers the redirect query, then the remembered page, then the account's home", () => {
    expect(afterLoginPath({ accountType: "company" }, { redirect: "/dashboard/kyc", lastRoute: "/about" })).toBe(
      "/dashboard/kyc",
    );
    expect(afterLoginPath({ accountType: "company" }, { lastRoute: "/about" })).toBe("/about");
    expect(afterLoginPath({ accountType: "super_admin" }, {})).toBe("/dashboard/admin");
    expect(afterLoginPath({ accountType: "brokerage" }, {})).toBe("/dashboard/property-requests");
    expect(afterLoginPath({ accountType: "developer" }, {})).toBe("/dashboard");
  });
  it("ignores redirects to other sites", () => {
    expect(safeRedirect("https://evil.example")).toBeNull();
    expect(safeRedirect("//evil.example")).toBeNull();
    // Browsers read "/\" as "//", and drop tabs and newlines inside an address.
    expect(safeRedirect("/\\evil.example")).toBeNull();
    expect(safeRedirect("/\t/evil.example")).toBeNull();
    expect(safeRedirect("/\n/evil.example")).toBeNull();
    expect(safeRedirect("/properties/sale?keyword=3 bed")).toBe("/properties/sale?keyword=3 bed");
    expect(afterLoginPath({ accountType: "company" }, { redirect: "//evil.example" })).toBe("/dashboard");
  });
});
