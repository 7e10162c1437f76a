import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouterState } from "@tanstack/react-router";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useAtomValue, type createStore } from "jotai";
import { authModalAtom, currentToken, useUser } from "../features/auth/session";
import { PageLoader } from "../features/layout/page-loader";
import { CookieNotice } from "../features/layout/cookie-notice";
import { ScrollToTop } from "../features/layout/scroll-to-top";
import { afterHydrationIdle, documentRendered, markHydrated } from "../features/layout/document";
import { replayTaps, TapBuffer } from "../features/layout/tap-buffer";
import { TYPEFACE_AT_ONCE_SCRIPT } from "../features/layout/typeface";
import { toasterListening, useToastWanted } from "../lib/toast";
import { notOnServer } from "../lib/client-only";

// The sign-in modal (and zod with it) loads only when someone opens it.
const AuthModal = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("../features/auth/auth-modal")));
// Onboarding, broker popups and tours: timers first, the dialogs themselves only when one comes due.
// A visitor who is not signed in loads only the public tour's timer, not the signed-in popups' code.
const Engagement = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("../features/onboarding/engagement")));
const PublicEngagement = lazy(() =>
  __WORKER_BUNDLE__ ? notOnServer() : import("../features/onboarding/public-engagement"),
);
// Toasts appear only after something happened: the toaster's code loads with the first toast (lib/toast
// holds toasts raised before it listens and shows them as it mounts).
const Toaster = lazy(() =>
  (__WORKER_BUNDLE__ ? notOnServer() : import("../components/ui/toaster")).then((m) => ({
    default: function ToasterListening() {
      useEffect(() => toasterListening(m.toast), []);
      return <m.Toaster />;
    },
  })),
);

/** What every route's loader gets (web/src/router.tsx): the query cache, the public origin and the page's jotai store. */
type RouterContext = { queryClient: QueryClient; origin: string; store: ReturnType<typeof createStore> };

const SITE_TITLE = "PropertyNG · Verified homes to rent and buy in Nigeria";

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: "UTF-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1, viewport-fit=cover" },
      { name: "theme-color", content: "#0f7a4a" },
      { title: SITE_TITLE },
      {
        name: "description",
        content:
          "Find, rent and buy verified homes, land and short stays across Nigeria. Verified listers, escrow payments, fresh listings.",
      },
    ],
    // The web app manifest is linked by web/index.html and, on server-rendered pages, once the first view is on
    // screen (web/src/entry-server.tsx).
    links: [
      { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
      { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
    ],
  }),
  shellComponent: Shell,
  component: Root,
});

/**
 * The whole document when the worker renders the page (public pages, hydrated in the browser); only the app
 * when the browser draws it into web/index.html's #root (dashboard and admin, `npx vite`).
 */
function Shell({ children }: { children: ReactNode }) {
  if (!documentRendered()) return <>{children}</>;
  return (
    // The `typeface` class is the browser's to add (features/layout/typeface.ts), before or after hydration.
    <html lang="en-NG" data-ssr="" suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: TYPEFACE_AT_ONCE_SCRIPT }} />
        <TapBuffer />
        <div id="root">{children}</div>
        <Scripts />
      </body>
    </html>
  );
}

function Root() {
  const modal = useAtomValue(authModalAtom);
  const queryClient = useQueryClient();
  // The root's effect runs after every child's: the page is React's from here on.
  useEffect(() => {
    markHydrated();
    // Taps held before hydration are replayed now; a toast one raises waits in lib/toast for the toaster.
    if (!documentRendered()) return;
    const soon = setTimeout(replayTaps, 0);
    return () => clearTimeout(soon);
  }, []);
  // A signed-in visitor on a server-rendered page: the listings in it were fetched anonymous; fetch again
  // what depends on the session (favourite hearts, a project's edit button) once the page has hydrated.
  useEffect(() => {
    if (!documentRendered() || !currentToken()) return;
    const later = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: ["listings"] });
      // A project's edit button (canEdit) is for its developer's own eyes.
      void queryClient.invalidateQueries({ queryKey: ["projects", "one"] });
    }, 0);
    return () => clearTimeout(later);
  }, [queryClient]);
  return (
    <>
      {!documentRendered() && <HeadContent />}
      <PageLoader />
      <Outlet />
      {modal && (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      )}
      <AfterHydration />
      <CookieNotice />
      <ScrollToTop />
    </>
  );
}

/**
 * What depends on this browser (its session, timers) renders after hydration, in a component of its own: its
 * first re-render is this small part, not the root with the page under it (on a throttled phone the root's
 * re-render in the hydration's effects was a task of ~80 ms). The tours' timers (and their chunk, whose preload
 * links the loader inserts) wait for the first idle moment after hydration; the toaster mounts as soon as a
 * toast is wanted.
 */
function AfterHydration() {
  const user = useUser();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const toastWanted = useToastWanted();
  const [hydrated, setHydrated] = useState(false);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    setHydrated(true);
    afterHydrationIdle(() => setIdle(true), 0);
  }, []);
  return (
    <>
      {idle && (
        <Suspense fallback={null}>
          {user ? <Engagement user={user} path={path} /> : <PublicEngagement path={path} />}
        </Suspense>
      )}
      {hydrated && toastWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
