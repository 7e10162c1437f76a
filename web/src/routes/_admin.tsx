import { lazy, Suspense } from "react";
import { createFileRoute, Link, Outlet, redirect, useNavigate } from "@tanstack/react-router";
import { useSuspenseQuery } from "@tanstack/react-query";
import { toast } from "../lib/toast";
import { canOpenAdminPath, TWO_FACTOR_PATH } from "@contracts/permissions";
import { PAGE_MESSAGES } from "@contracts/page-messages";
import { Button } from "../components/ui/button";
import { clearSession, currentUser } from "../features/auth/session";
import { logout } from "../features/auth/actions";
import { adminMeQuery } from "../features/admin/queries";
import { Logo } from "../features/layout/logo";
import { words } from "../lib/words";
import { notOnServer } from "../lib/client-only";

const NotificationBell = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("../features/messaging/bell")));

/** Admin layout and SPEC.md §6 route guard: a path outside the permitted menu is refused. */
export const Route = createFileRoute("/_admin")({
  beforeLoad: async ({ context, location }) => {
    const user = currentUser();
    if (!user?.adminAccess) throw redirect({ to: "/dashboard/admin/login" });
    const me = await context.queryClient.ensureQueryData(adminMeQuery()).catch(() => null);
    if (!me) {
      clearSession();
      throw redirect({ to: "/dashboard/admin/login" });
    }
    // Mandatory two-factor: until it is on, the enrolment page is the whole back office (the server agrees).
    if (me.user.twoFactor === "enrolment_required" && location.pathname.replace(/\/+$/, "") !== TWO_FACTOR_PATH)
      throw redirect({ to: TWO_FACTOR_PATH });
    if (!canOpenAdminPath(me.user, location.pathname)) {
      toast.error(PAGE_MESSAGES.noAdminAccessToPage);
      throw redirect({ to: "/dashboard/admin/login" });
    }
  },
  component: AdminLayout,
});

function AdminLayout() {
  const { data } = useSuspenseQuery(adminMeQuery());
  const navigate = useNavigate();
  const signOut = async () => navigate({ to: await logout("admin") });
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50 md:flex-row">
      <aside className="border-b border-ink-200 bg-white md:w-60 md:shrink-0 md:border-r md:border-b-0">
        <div className="flex h-16 items-center px-4">
          <Logo to={data.menu[0]?.path ?? "/dashboard/admin"} />
        </div>
        <nav aria-label="Admin" className="px-2 pb-3">
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {data.menu.map((item) => (
              <li key={item.path}>
                <Link
                  to={item.path}
                  activeOptions={{ exact: true }}
                  className="block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-ink-700 hover:bg-ink-100"
                  activeProps={{ className: "bg-brand-50 text-brand-800" }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center justify-end gap-3 border-b border-ink-200 bg-white px-4">
          {/* Staff notices (a disputed rent) come to a bell like every member's, without its live room. */}
          <Suspense fallback={null}>
            <NotificationBell userId={data.user.id} live={false} />
          </Suspense>
          <span
            className="grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
            aria-hidden
          >
            EP
          </span>
          <span className="text-sm">
            <span className="block font-medium text-ink-900">
              {data.user.firstName} {data.user.lastName}
            </span>
            <span className="block text-xs text-ink-500" data-testid="admin-account-type">
              {words(data.user.accountType)}
            </span>
          </span>
          <Button size="sm" variant="outline" onClick={signOut}>
            Log out
          </Button>
        </header>
        <main id="main" className="flex-1 p-4 md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
