import { redirect } from "@tanstack/react-router";
import { toast } from "../../lib/toast";
import type { AuthUser } from "@contracts/auth";
import { canList } from "@contracts/constants";
import { PAGE_MESSAGES } from "@contracts/page-messages";
import { currentUser } from "../auth/session";

/** Kept tiny: route guards and the header menu import it, so it ships in the main bundle. SPEC.md §6: Add Listing is for non-seeker, non-standard, non-developer accounts without adminAccess. */
export function isLister(user: Pick<AuthUser, "accountType" | "adminAccess"> | null | undefined): boolean {
  return Boolean(user && canList(user));
}

/** beforeLoad for the listing editor pages; the server refuses the calls too. */
export function requireLister() {
  if (isLister(currentUser())) return;
  toast.error(PAGE_MESSAGES.forbidden);
  throw redirect({ to: "/dashboard" });
}
