import { lazy, Suspense } from "react";
import { createRootRouteWithContext, HeadContent, Outlet, useRouterState } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { Toaster } from "../components/ui/toaster";
import { authModalAtom, userAtom } from "../features/auth/session";
import { PageLoader } from "../features/layout/page-loader";
import { CookieNotice } from "../features/layout/cookie-notice";
import { ScrollToTop } from "../features/layout/scroll-to-top";

// The sign-in modal (and zod with it) loads only when someone opens it.
const AuthModal = lazy(() => import("../features/auth/auth-modal"));
// Onboarding, broker popups and tours: timers first, the dialogs themselves only when one comes due.
const Engagement = lazy(() => import("../features/onboarding/engagement"));

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: () => ({ meta: [{ title: "PropertyNG · Verified homes to rent and buy in Nigeria" }] }),
  component: Root,
});

function Root() {
  const modal = useAtomValue(authModalAtom);
  const user = useAtomValue(userAtom);
  const path = useRouterState({ select: (s) => s.location.pathname });
  return (
    <>
      <HeadContent />
      <PageLoader />
      <Outlet />
      {modal && (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <Engagement user={user} path={path} />
      </Suspense>
      <CookieNotice />
      <ScrollToTop />
      <Toaster />
    </>
  );
}
