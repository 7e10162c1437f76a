import type { AuthUser } from "@contracts/auth";

/** Only same-site paths: an open redirect would let a phishing link bounce users to another site. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return null;
  return target;
}

/** SPEC.md §4 "On login success". */
export function afterLoginPath(user: Pick<AuthUser, "accountType">, opts: { redirect?: string | null; lastRoute?: string | null }) {
  if (user.accountType === "seeker" || user.accountType === "standard") return "/properties/sale";
  const target = safeRedirect(opts.redirect) ?? safeRedirect(opts.lastRoute);
  if (target) return target;
  if (user.accountType === "super_admin") return "/dashboard/admin";
  if (user.accountType === "brokerage") return "/dashboard/property-requests";
  return "/dashboard";
}

export const isBroker = (u: Pick<AuthUser, "accountType" | "subAccountType">) => u.accountType === "brokerage" && u.subAccountType === "broker";
