import type { AuthUser } from "@contracts/auth";

/**
 * SPEC.md §2 public navigation. Sell, Find Broker and News & Insight join this list when their
 * pages land (listings, agents and publications issues); a link to a missing page would be a dead end.
 */
export const PUBLIC_NAV = [
  { label: "Buy", to: "/properties/sale" },
  { label: "Rent", to: "/properties/rent" },
  { label: "Stay", to: "/properties/stay" },
  { label: "Help", to: "/help" },
] as const;

export type MenuLink = { label: string; to: string };

/** SPEC.md §2/§6 header user menu, by account type; items appear as their pages land. */
export function userMenu(user: Pick<AuthUser, "accountType" | "adminAccess">): MenuLink[] {
  if (user.adminAccess) return [{ label: "Admin dashboard", to: "/dashboard/admin" }];
  const items: MenuLink[] = [{ label: "Dashboard", to: "/dashboard" }];
  if (user.accountType === "brokerage") items.push({ label: "Property requests", to: "/dashboard/property-requests" });
  items.push({ label: "Settings", to: "/dashboard/edit-profile" });
  return items;
}
