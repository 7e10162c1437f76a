import type { AuthUser } from "@contracts/auth";
import { isLister } from "../listing-editor/access";
import { isDeveloper, isLeadDeveloper } from "../projects/access";

/** SPEC.md §2 public navigation, in its order. */
export const PUBLIC_NAV = [
  { label: "Buy", to: "/properties/sale" },
  { label: "Sell", to: "/sell" },
  { label: "Rent", to: "/properties/rent" },
  { label: "Stay", to: "/properties/stay" },
  { label: "Find Broker", to: "/professionals/agents" },
  { label: "Help", to: "/help" },
  { label: "News & Insight", to: "/news" },
] as const;

export type MenuLink = { label: string; to: string };

/**
 * SPEC.md §6 header: the one thing each kind of account comes to do, beside the user menu. A standard user asks
 * listers for a property, a lister (brokerage, company or agent) adds a listing, a developer adds a project. Staff,
 * and seekers (who have neither right), see none rather than a button that would be refused.
 */
export function headerAction(user: Pick<AuthUser, "accountType" | "adminAccess">): MenuLink | null {
  if (user.adminAccess) return null;
  if (user.accountType === "standard") return { label: "Request", to: "/properties/request-property" };
  if (isLister(user)) return { label: "Add listing", to: "/dashboard/property/add-listing" };
  if (isDeveloper(user)) return { label: "Add project", to: "/dashboard/project/add-projects" };
  return null;
}

/** SPEC.md §2/§6 header user menu, by account type; items appear as their pages land. */
export function userMenu(
  user: Pick<AuthUser, "accountType" | "adminAccess"> & { kycVerified?: boolean; subAccountType?: string | null },
): MenuLink[] {
  if (user.adminAccess) return [{ label: "Admin dashboard", to: "/dashboard/admin" }];
  const items: MenuLink[] = [
    { label: "Dashboard", to: "/dashboard" },
    { label: "Wallet", to: "/dashboard/wallet" },
    { label: "Bookings", to: "/dashboard/bookings" },
    { label: "Orders", to: "/dashboard/orders" },
    { label: "Rent", to: "/dashboard/rent" },
    { label: "Messages", to: "/dashboard/messages" },
  ];
  if (isLister(user))
    items.push(
      { label: "My listings", to: "/dashboard/property/my-listing" },
      { label: "Add listing", to: "/dashboard/property/add-listing" },
    );
  // SPEC.md §6 header: a standard user sees Request (ask listers for a property).
  if (user.accountType === "standard") items.push({ label: "Request", to: "/properties/request-property" });
  if (user.accountType === "brokerage") items.push({ label: "Property requests", to: "/dashboard/property-requests" });
  // SPEC.md §6: developers see projects and "Add Project"; the developer itself also its team accounts.
  if (isDeveloper(user))
    items.push(
      { label: "My projects", to: "/dashboard/project/my-projects" },
      { label: "Add project", to: "/dashboard/project/add-projects" },
    );
  if (isLeadDeveloper(user)) items.push({ label: "Accounts", to: "/dashboard/project/view-accounts" });
  // SPEC.md §2: "Verify ID" shows while the user is not kycVerified.
  if (user.kycVerified === false) items.push({ label: "Verify ID", to: "/dashboard/kyc" });
  items.push({ label: "Settings", to: "/dashboard/edit-profile" });
  return items;
}
