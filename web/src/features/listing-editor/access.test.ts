import { describe, expect, it } from "vitest";
import { userMenu } from "../layout/nav";
import { isLister } from "./access";

describe("who may list properties (SPEC.md §6)", () => {
  it("lets brokerages, companies and agents list, and nobody else", () => {
    for (const t of ["brokerage", "company", "agent"])
      expect(isLister({ accountType: t, adminAccess: false })).toBe(true);
    for (const t of ["seeker", "standard", "developer", "super_admin", "staff"])
      expect(isLister({ accountType: t, adminAccess: false })).toBe(false);
    expect(isLister({ accountType: "brokerage", adminAccess: true })).toBe(false);
    expect(isLister(null)).toBe(false);
  });

  it("puts My listings and Add listing in a lister's menu only", () => {
    const labels = (accountType: string) => userMenu({ accountType, adminAccess: false }).map((i) => i.label);
    expect(labels("company")).toEqual([
      "Dashboard",
      "Wallet",
      "Bookings",
      "Orders",
      "Messages",
      "My listings",
      "Add listing",
      "Settings",
    ]);
    expect(labels("seeker")).not.toContain("Add listing");
    expect(labels("standard")).toContain("Request");
    expect(labels("seeker")).not.toContain("Request");
    expect(labels("developer")).not.toContain("My listings");
    expect(userMenu({ accountType: "super_admin", adminAccess: true }).map((i) => i.label)).not.toContain("Bookings");
  });
});
