import { redirect } from "@tanstack/react-router";
import { toast } from "../../lib/toast";
import type { AuthUser } from "@contracts/auth";
import { PAGE_MESSAGES } from "@contracts/page-messages";
import { currentUser } from "../auth/session";

/** SPEC §6: Add Projects shows for developer accounts (a sub account is a developer account acting for its developer). */
export function isDeveloper(user: Pick<AuthUser, "accountType" | "adminAccess"> | null | undefined): boolean {
  return Boolean(user && !user.adminAccess && user.accountType === "developer");
}

/** The developer account itself (not a sub account): manages the team. */
export function isLeadDeveloper(
  user: (Pick<AuthUser, "accountType" | "adminAccess"> & { subAccountType?: string | null }) | null | undefined,
): boolean {
  return isDeveloper(user) && user?.subAccountType !== "sub_developer";
}

/** beforeLoad for the project dashboard pages; the server refuses the calls too. */
export function requireDeveloper() {
  if (isDeveloper(currentUser())) return;
  toast.error(PAGE_MESSAGES.forbidden);
  throw redirect({ to: "/dashboard" });
}

export function requireLeadDeveloper() {
  if (isLeadDeveloper(currentUser())) return;
  toast.error(PAGE_MESSAGES.forbidden);
  throw redirect({ to: "/dashboard" });
}
