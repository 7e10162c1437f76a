import type { AuthUser } from "@contracts/auth";
import { sameSitePath } from "@contracts/same-site";

/** Only same-site paths: an open redirect would let a phishing link bounce users to another site. */
export const safeRedirect = (target: string | null | undefined): string | null => sameSitePath(target);

/**
 * SPEC.md §4 "On login success" and "Login by redirect": a `?redirect=` (a link that asked the user to sign in
 * first, e.g. "sign in to book this inspection") wins for everyone; without one, seekers and standard users
 * go to sale listings and others to the remembered page or their account's home.
 */
export function afterLoginPath(
  user: Pick<AuthUser, "accountType">,
  opts: { redirect?: string | null; lastRoute?: string | null },
) {
  const asked = safeRedirect(opts.redirect);
  if (asked) return asked;
  if (user.accountType === "seeker" || user.accountType === "standard") return "/properties/sale";
  const target = safeRedirect(opts.lastRoute);
  if (target) return target;
  if (user.accountType === "super_admin") return "/dashboard/admin";
  if (user.accountType === "brokerage") return "/dashboard/property-requests";
  return "/dashboard";
}

export const isBroker = (u: Pick<AuthUser, "accountType" | "subAccountType">) =>
  u.accountType === "brokerage" && u.subAccountType === "broker";
