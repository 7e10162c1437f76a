import { BANNER_ACCOUNT_TYPES } from "@contracts/banner-rules";
import { createFileRoute, Link, Outlet, redirect } from "@tanstack/react-router";

import type { AuthUser } from "@contracts/auth";
import { canAnswerRequests, canRequestProperty } from "@contracts/constants";
import { ApiError } from "../lib/api";
import { client, unwrap } from "../lib/client";
import { meQuery } from "../features/auth/me";
import { Header } from "../features/layout/header";
import { clearSession, currentUser, updateStoredUser, useUser } from "../features/auth/session";
import { completeLogin } from "../features/auth/actions";
import { safeRedirect } from "../features/auth/redirects";
import { isLister } from "../features/listing-editor/access";
import { isDeveloper, isLeadDeveloper } from "../features/projects/access";
import { PLAN_ROLES } from "@contracts/plan-roles";
import { useActivePlan } from "../features/plans/use-active-plan";
import { UnreadMessagesBadge } from "../features/messaging/unread-badge";
import { InShellContext } from "../features/layout/public-shell";

type Search = { token?: string; redirect?: string };

export const Route = createFileRoute("/_dashboard")({
  validateSearch: (s: Record<string, unknown>): Search => ({
    token: typeof s.token === "string" ? s.token : undefined,
    redirect: typeof s.redirect === "string" ? s.redirect : undefined,
  }),
  beforeLoad: async ({ search, location, context }) => {
    // SPEC.md §4 login by redirect (social sign-in): keep the token, load the user, and send them to the redirect
    // (a same-site path: the page a prompt asked to come back to) or, without one, to /dashboard.
    if (search.token) {
      const me = await unwrap(
        client.GET("/v1/secure/user/me", { headers: { authorization: `Bearer ${search.token}` } }),
        { silent: true },
      ).catch(() => null);
      if (me) {
        completeLogin({ token: search.token, user: me.user }, true);
        throw redirect({ to: safeRedirect(search.redirect) ?? "/dashboard", replace: true });
      }
      throw redirect({ to: "/login" });
    }
    const user = currentUser();
    if (!user) throw redirect({ to: "/login", search: { redirect: location.href } });
    if (user.adminAccess) throw redirect({ to: "/dashboard/admin" });
    // The server has the last word: a revoked session or a deactivated account ends here.
    const fresh = await context.queryClient
      .ensureQueryData(meQuery())
      .catch((e: unknown) => (e instanceof ApiError && e.status === 401 ? null : user));
    if (!fresh) {
      clearSession();
      throw redirect({ to: "/login", search: { redirect: location.href } });
    }
    if (JSON.stringify(fresh) !== JSON.stringify(user)) updateStoredUser(fresh);
  },
  component: DashboardLayout,
});

type SidebarItem = { to: string; label: string; params?: { id: string } };

function sidebar(user: AuthUser, plan: ReturnType<typeof useActivePlan>) {
  const items: SidebarItem[] = [
    { to: "/dashboard", label: "Overview" },
    { to: "/dashboard/messages", label: "Messages" },
  ];
  // SPEC.md §6: Add Listing for non-seeker, non-standard, non-developer accounts without adminAccess.
  if (isLister(user))
    items.push(
      { to: "/dashboard/property/my-listing", label: "My listings" },
      { to: "/dashboard/property/add-listing", label: "Add listing" },
      { to: "/dashboard/questions", label: "Questions" },
    );
  if (canRequestProperty(user.accountType) || canAnswerRequests(user.accountType))
    items.push({ to: "/dashboard/property-requests", label: "Property requests" });
  items.push(
    { to: "/dashboard/property/saved-listings", label: "Saved listings" },
    { to: "/dashboard/property/saved-searches", label: "Saved searches" },
    { to: "/dashboard/compare", label: "Compare" },
  );
  // SPEC.md §2/§6: the project pages for developers (the team pages for the developer account itself).
  if (isDeveloper(user))
    items.push(
      { to: "/dashboard/project/my-projects", label: "My projects" },
      { to: "/dashboard/project/add-projects", label: "Add project" },
      { to: "/dashboard/project/reviews", label: "Project reviews" },
    );
  if (isLeadDeveloper(user)) items.push({ to: "/dashboard/project/view-accounts", label: "Accounts" });
  // SPEC.md §2 sidebar ids: "bookings" and "safety tips" are separate items.
  items.push(
    { to: "/dashboard/wallet", label: "Wallet" },
    { to: "/dashboard/bookings", label: "Bookings" },
    { to: "/dashboard/bookings/safety-tips", label: "Safety tips" },
    { to: "/dashboard/reviews", label: "Reviews" },
  );
  // SPEC.md §2 sidebar ids: "subscription" (the plan you are on) beside "subscription plans".
  if (plan?.hasPlan && plan.subscriptionPlanId)
    items.push({
      to: "/dashboard/subscription-plans/$id",
      params: { id: plan.subscriptionPlanId },
      label: "Your subscription",
    });
  if ((PLAN_ROLES as readonly string[]).includes(user.accountType))
    items.push({ to: "/dashboard/subscription-plans", label: "Subscription plans" });
  // Brokerages and companies advertise with banner ads.
  if ((BANNER_ACCOUNT_TYPES as readonly string[]).includes(user.accountType) && !user.adminAccess)
    items.push({ to: "/dashboard/marketing/banners", label: "Banner ads" });
  // SPEC.md §2: "Verify ID" shows while the user is not kycVerified.
  if (!user.kycVerified) items.push({ to: "/dashboard/kyc", label: "Verify ID" });
  items.push({ to: "/dashboard/edit-profile", label: "Edit profile" });
  return items;
}

/** SPEC §2: the dashboard footer links about, contact, help and privacy. */
const FOOTER_LINKS = [
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/help", label: "Help" },
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
] as const;

function DashboardLayout() {
  const user = useUser();
  const plan = useActivePlan();
  if (!user) return null;
  // SPEC.md §2: items whose label contains "My" carry the active plan id.
  const planSearch = (label: string) =>
    plan?.hasPlan && plan.subscriptionPlanId && /\bMy\b/.test(label) ? { plan: plan.subscriptionPlanId } : undefined;
  return (
    <InShellContext.Provider value>
      <div className="flex min-h-dvh flex-col bg-ink-50">
        <Header />
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row">
          <nav aria-label="Dashboard" className="md:w-56 md:shrink-0">
            <ul className="flex gap-1 overflow-x-auto md:flex-col">
              {sidebar(user, plan).map((i) => (
                <li key={i.to}>
                  <Link
                    to={i.to}
                    params={i.params}
                    search={planSearch(i.label)}
                    data-tour={`dash-${i.to.split("/").pop()}`}
                    activeOptions={{ exact: true }}
                    className="block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-ink-700 hover:bg-white"
                    activeProps={{ className: "bg-white text-brand-700 shadow-card" }}
                  >
                    {i.label}
                    {i.to === "/dashboard/messages" && <UnreadMessagesBadge />}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <main id="main" className="min-w-0 flex-1">
            <Outlet />
          </main>
        </div>
        <footer className="border-t border-ink-200 py-4 text-center text-sm text-ink-600" aria-label="Dashboard footer">
          {FOOTER_LINKS.map((l) => (
            <Link key={l.to} to={l.to} className="mx-2 hover:underline">
              {l.label}
            </Link>
          ))}
        </footer>
      </div>
    </InShellContext.Provider>
  );
}
