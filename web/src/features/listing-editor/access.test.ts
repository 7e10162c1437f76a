import { describe, expect, it } from "vitest";
import { headerAction, userMenu } from "../layout/nav";
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
      "Rent",
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

  it("gives the header one action by kind of account: Request, Add listing or Add project (SPEC.md §6)", () => {
    const action = (accountType: string, adminAccess = false) => headerAction({ accountType, adminAccess })?.label;
    expect(action("standard")).toBe("Request");
    for (const t of ["brokerage", "company", "agent"]) expect(action(t)).toBe("Add listing");
    expect(action("developer")).toBe("Add project");
    expect(headerAction({ accountType: "developer", adminAccess: false })?.to).toBe("/dashboard/project/add-projects");
    expect(action("seeker")).toBeUndefined();
    expect(action("super_admin", true)).toBeUndefined();
    expect(action("brokerage", true)).toBeUndefined();
  });
});
