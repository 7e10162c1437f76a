/** SPEC.md §6: the admin permission enum and what each one opens. */
export const PERMISSIONS = [
  "CAN_VIEW_DASHBOARD_REPORTS",
  "CAN_CREATE_STAFF",
  "CAN_CREATE_USER",
  "CAN_VIEW_ACTIVITY_LOG",
  "CAN_VIEW_ARTICLES",
  "CAN_VIEW_LISTING",
  "CAN_VERIFY_KYC",
  "CAN_VIEW_REQUESTS",
  "CAN_ADD_LISTING",
  "CAN_ADD_PROJECT",
  "CAN_VIEW_PROJECT",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<Permission, string> = {
  CAN_VIEW_DASHBOARD_REPORTS: "Admin dashboard, reports, settings, chatbot analytics",
  CAN_CREATE_STAFF: "Teams and permissions",
  CAN_CREATE_USER: "Users and banner management",
  CAN_VIEW_ACTIVITY_LOG: "Activity log",
  CAN_VIEW_ARTICLES: "Publications",
  CAN_VIEW_LISTING: "Admin listings, broadcast, my listings, reviews",
  CAN_VERIFY_KYC: "KYC verification",
  CAN_VIEW_REQUESTS: "Property requests",
  CAN_ADD_LISTING: "Add listing, bookings",
  CAN_ADD_PROJECT: "Add project",
  CAN_VIEW_PROJECT: "View projects",
};

/**
 * The admin menu. `permission: null` means any admin except agents (Services Status).
 * Every admin page is listed here; the SPA's route guard and sidebar both read this list,
 * and the server checks the same permission on each /admin/api route.
 */
export const ADMIN_MENU: { path: string; label: string; permission: Permission | null }[] = [
  { path: "/dashboard/admin", label: "Dashboard", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
  { path: "/dashboard/admin/reports", label: "Reports", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
  { path: "/dashboard/admin/users", label: "Users", permission: "CAN_CREATE_USER" },
  { path: "/dashboard/admin/create-user", label: "Create user", permission: "CAN_CREATE_USER" },
  { path: "/dashboard/admin/banners", label: "Banners", permission: "CAN_CREATE_USER" },
  { path: "/dashboard/admin/listings", label: "Listings", permission: "CAN_VIEW_LISTING" },
  { path: "/dashboard/admin/listing-review", label: "Review queue", permission: "CAN_VIEW_LISTING" },
  { path: "/dashboard/admin/reviews", label: "Reviews", permission: "CAN_VIEW_LISTING" },
  { path: "/dashboard/admin/broadcast-message", label: "Broadcast", permission: "CAN_VIEW_LISTING" },
  { path: "/dashboard/admin/projects", label: "Projects", permission: "CAN_VIEW_PROJECT" },
  { path: "/dashboard/admin/instalments", label: "Instalment plans", permission: "CAN_VIEW_PROJECT" },
  { path: "/dashboard/admin/kyc", label: "KYC verification", permission: "CAN_VERIFY_KYC" },
  { path: "/dashboard/admin/property-requests", label: "Property requests", permission: "CAN_VIEW_REQUESTS" },
  { path: "/dashboard/admin/add-listing", label: "Add listing", permission: "CAN_ADD_LISTING" },
  { path: "/dashboard/admin/add-project", label: "Add project", permission: "CAN_ADD_PROJECT" },
  { path: "/dashboard/admin/bookings", label: "Bookings", permission: "CAN_ADD_LISTING" },
  { path: "/dashboard/admin/stay-claims", label: "Deposit claims", permission: "CAN_ADD_LISTING" },
  { path: "/dashboard/admin/rent", label: "Rent in escrow", permission: "CAN_ADD_LISTING" },
  { path: "/dashboard/admin/messages", label: "Reported messages", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
  { path: "/dashboard/admin/activity-log", label: "Activity log", permission: "CAN_VIEW_ACTIVITY_LOG" },
  { path: "/dashboard/admin/staffs", label: "Teams", permission: "CAN_CREATE_STAFF" },
  { path: "/dashboard/admin/permissions", label: "Permissions", permission: "CAN_CREATE_STAFF" },
  { path: "/dashboard/admin/publications", label: "Publications", permission: "CAN_VIEW_ARTICLES" },
  { path: "/dashboard/admin/website-content", label: "Website content", permission: "CAN_VIEW_ARTICLES" },
  { path: "/dashboard/admin/contact-messages", label: "Contact messages", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
  { path: "/dashboard/admin/api-logs", label: "API logs", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
  { path: "/dashboard/admin/chatbot-analytics", label: "Chatbot analytics", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
  { path: "/dashboard/admin/services-status", label: "Services status", permission: null },
  { path: "/dashboard/admin/two-factor", label: "Two-factor sign-in", permission: null },
  { path: "/dashboard/admin/settings", label: "Settings", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
];

/** The admin page where a staff member turns two-factor sign-in on. */
export const TWO_FACTOR_PATH = "/dashboard/admin/two-factor";

/**
 * Two-factor sign-in is mandatory for the accounts that can create staff (super admins and CAN_CREATE_STAFF):
 * until they enrol, the server answers their admin calls with 403 (only enrolment and sign-out pass) and the
 * menu holds the two-factor page alone.
 */
export function mustEnrolTwoFactor(user: {
  accountType: string;
  adminAccess: boolean;
  permissions: readonly string[];
}) {
  return user.adminAccess && (user.accountType === "super_admin" || user.permissions.includes("CAN_CREATE_STAFF"));
}

type MenuUser = { accountType: string; permissions: readonly string[]; twoFactor?: string };

export function permittedAdminMenu(user: MenuUser) {
  if (user.twoFactor === "enrolment_required") return ADMIN_MENU.filter((item) => item.path === TWO_FACTOR_PATH);
  return ADMIN_MENU.filter((item) =>
    item.permission === null ? user.accountType !== "agent" : user.permissions.includes(item.permission),
  );
}

/** Whether an admin path (or a sub path of a menu item, e.g. /users/123) is in the permitted menu. */
export function canOpenAdminPath(user: MenuUser, path: string) {
  const clean = path.replace(/\/+$/, "") || "/";
  return permittedAdminMenu(user).some(
    (item) => clean === item.path || (item.path !== "/dashboard/admin" && clean.startsWith(item.path + "/")),
  );
}
