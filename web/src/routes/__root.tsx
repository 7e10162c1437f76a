import { lazy, Suspense } from "react";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { Toaster } from "../components/ui/toaster";
import { authModalAtom } from "../features/auth/session";
import { PageLoader } from "../features/layout/page-loader";
import { CookieNotice } from "../features/layout/cookie-notice";
import { ScrollToTop } from "../features/layout/scroll-to-top";

// The sign-in modal (and zod with it) loads only when someone opens it.
const AuthModal = lazy(() => import("../features/auth/auth-modal"));

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
});

function Root() {
  const modal = useAtomValue(authModalAtom);
  return (
    <>
      <PageLoader />
      <Outlet />
      {modal && (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      )}
      <CookieNotice />
      <ScrollToTop />
      <Toaster />
    </>
  );
}
