import { hashPassword, insert } from "./sql.mjs";
import { listersSql } from "./listers.mjs";

export const DEMO_PASSWORD = "Demo@2026";
/**
 * Two-factor sign-in is mandatory for super admins (and staff who can create staff): the demo super admin is
 * enrolled with this authenticator key. Add it to an authenticator app, or run `npm run totp` for the current code.
 * Demo only: a real deployment's admins enrol with their own secret on first sign-in.
 */
export const DEMO_TOTP_SECRET = "KRSXG5CTMVRXEZLUKN2XAZLDOJSXIMRQ";

/** One account of every type, with fixed ids so later seeds (listings, projects) can point at them. */
export const DEMO_USERS = [
  {
    id: "demo-seeker",
    first_name: "Amaka",
    last_name: "Eze",
    email: "amaka@demo.propertyng.ng",
    username: "amaka",
    phone: "+2348031234501",
    account_type: "seeker",
  },
  {
    id: "demo-standard",
    first_name: "Tunde",
    last_name: "Bakare",
    email: "tunde@demo.propertyng.ng",
    username: "tunde",
    phone: "+2348031234502",
    account_type: "standard",
  },
  {
    id: "demo-brokerage",
    first_name: "Bola",
    last_name: "Adeyemi",
    email: "bola@lekkihomes.demo.ng",
    username: "lekkihomes",
    phone: "+2348031234503",
    account_type: "brokerage",
    sub_account_type: "broker",
    company_name: "Lekki Homes Realty",
    kyc_verified: true,
  },
  {
    id: "demo-company",
    first_name: "Ibrahim",
    last_name: "Musa",
    email: "ibrahim@abujaprime.demo.ng",
    username: "abujaprime",
    phone: "+2348031234504",
    account_type: "company",
    company_name: "Abuja Prime Properties Ltd",
    kyc_verified: true,
  },
  {
    id: "demo-developer",
    first_name: "Ngozi",
    last_name: "Nwosu",
    email: "ngozi@cityscape.demo.ng",
    username: "cityscape",
    phone: "+2348031234505",
    account_type: "developer",
    company_name: "Cityscape Developers",
    kyc_verified: true,
    company_reg_number: "RC 1234567",
    company_reg_verified: true,
  },
  {
    id: "demo-agent",
    first_name: "Emeka",
    last_name: "Obi",
    email: "emeka@demo.propertyng.ng",
    username: "emeka.agent",
    phone: "+2348031234506",
    account_type: "agent",
  },
  {
    id: "demo-superadmin",
    first_name: "Funke",
    last_name: "Adeola",
    email: "admin@demo.propertyng.ng",
    username: "superadmin",
    phone: "+2348031234507",
    account_type: "super_admin",
    admin_access: true,
  },
  {
    id: "demo-sade",
    first_name: "Sade",
    last_name: "Okafor",
    email: "sade@demo.propertyng.ng",
    username: "sade.editor",
    phone: "+2348031234510",
    account_type: "staff",
    admin_access: true,
    role_id: "role-content-editor",
  },
  {
    id: "demo-requests-staff",
    first_name: "Tolu",
    last_name: "Ogun",
    email: "tolu@demo.propertyng.ng",
    username: "tolu.requests",
    phone: "+2348031234511",
    account_type: "staff",
    admin_access: true,
    role_id: "role-requests-desk",
  },
  {
    id: "demo-staff",
    first_name: "Kemi",
    last_name: "Adebayo",
    email: "kemi@demo.propertyng.ng",
    username: "kemi.staff",
    phone: "+2348031234508",
    account_type: "staff",
    admin_access: true,
    role_id: "role-listings-moderator",
  },
];

export const ROLES = [
  {
    id: "role-listings-moderator",
    name: "Listings moderator",
    description: "Reviews listings and publications; reads the activity log",
    permissions: ["CAN_VIEW_LISTING", "CAN_VIEW_ARTICLES", "CAN_VIEW_ACTIVITY_LOG"],
  },
  {
    id: "role-content-editor",
    name: "Content editor",
    description: "Writes publications and website content",
    permissions: ["CAN_VIEW_ARTICLES"],
  },
  {
    id: "role-team-lead",
    name: "Team lead",
    description: "Manages staff and users; moderates listings",
    permissions: ["CAN_CREATE_STAFF", "CAN_CREATE_USER", "CAN_VIEW_LISTING", "CAN_VIEW_ACTIVITY_LOG"],
  },
  {
    id: "role-requests-desk",
    name: "Requests desk",
    description: "Reads and closes home seekers' property requests",
    permissions: ["CAN_VIEW_REQUESTS"],
  },
];

export function usersSql() {
  const now = Date.now();
  const roles = ROLES.map(({ permissions: _p, ...r }) => ({ ...r, created_at: now }));
  const perms = ROLES.flatMap((r) => r.permissions.map((permission) => ({ role_id: r.id, permission })));
  const users = DEMO_USERS.map((u) => ({
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    username: u.username,
    phone: u.phone,
    password_hash: hashPassword(DEMO_PASSWORD),
    account_type: u.account_type,
    sub_account_type: u.sub_account_type ?? null,
    admin_access: u.admin_access ?? false,
    kyc_verified: u.kyc_verified ?? false,
    company_reg_number: u.company_reg_number ?? null,
    company_reg_verified: u.company_reg_verified ?? false,
    company_name: u.company_name ?? null,
    role_id: u.role_id ?? null,
    totp_secret: u.account_type === "super_admin" ? DEMO_TOTP_SECRET : null,
    totp_enabled_at: u.account_type === "super_admin" ? now : null,
    status: "active",
    created_at: now,
    updated_at: now,
  }));
  // A deactivated account, so the admin Users page's status filter and a user page's reason show real content.
  const deactivated = {
    ...users.find((u) => u.id === "demo-standard"),
    id: "demo-deactivated",
    first_name: "Chidi",
    last_name: "Okafor",
    email: "chidi@demo.propertyng.ng",
    username: "chidi",
    phone: "+2348031234509",
    status: "deactivated",
    deactivated_at: now,
    deactivation_reason: "Demo: asked sellers for inspection fees outside PropertyNG",
  };
  // One hash for all the extra listers: PBKDF2 at 100k iterations is slow enough to matter here.
  const listers = listersSql(hashPassword(DEMO_PASSWORD), now);
  // A database seeded before two-factor became mandatory gets the demo key too (never overwrites a real one).
  const enrolDemoAdmin = `UPDATE users SET totp_secret = '${DEMO_TOTP_SECRET}', totp_enabled_at = ${now} WHERE id = 'demo-superadmin' AND totp_secret IS NULL;`;
  // The demo developer takes reservations only verified (identity and company registration); a
  // database seeded before that rule gets the flags too (idempotent).
  const verified =
    "UPDATE users SET kyc_verified = 1, company_reg_verified = 1, company_reg_number = COALESCE(company_reg_number, 'RC 1234567') WHERE id = 'demo-developer';";
  return [
    ...insert("roles", roles),
    ...insert("role_permissions", perms),
    ...insert("users", users),
    enrolDemoAdmin,
    ...insert("users", [deactivated]),
    ...listers,
    verified,
  ];
}
