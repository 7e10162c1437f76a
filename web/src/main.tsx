import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "@tanstack/react-router";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import "./styles.css";
import { setApiHooks } from "./lib/api";
import { clearSession, currentToken, jotaiStore } from "./features/auth/session";
import { makeQueryClient, makeRouter } from "./router";
import { routeTree } from "./route-tree.gen";
import { installChunkReload } from "./features/layout/chunk-reload";
import { afterHydrationIdle, documentRendered } from "./features/layout/document";
import { showTypeface, typefaceOnNavigation } from "./features/layout/typeface";
import { websiteInfoQuery } from "./features/layout/website-info";

const queryClient = makeQueryClient();
// The router is made on first use, not while the modules evaluate: building it processes every route of the
// tree (~200), the largest part of the app's module evaluation (about 40% of that one task on a throttled phone).
// A server-rendered page makes it in a task of its own before hydration (below), so neither task is long.
let made: ReturnType<typeof makeRouter> | undefined;
const theRouter = () => (made ??= makeRouter(queryClient, { routeTree, store: jotaiStore }));

setApiHooks({
  getToken: currentToken,
  // The toaster's code is not part of the first paint; a toast loads it.
  notify: (title, message) => void import("sonner").then(({ toast }) => toast.error(title, { description: message })),
  // SPEC.md §8 401: log out and go to /login with the redirect path when not at the root.
  onUnauthorized: () => {
    const router = theRouter();
    const here = router.state.location.href;
    const admin = here.startsWith("/dashboard/admin");
    clearSession();
    queryClient.clear();
    if (admin) void router.navigate({ to: "/dashboard/admin/login" });
    else void router.navigate({ to: "/login", search: here === "/" ? {} : { redirect: here } });
  },
});
installChunkReload();
// The offline worker (web/public/sw.js) in built builds, 3 s after the page has hydrated, when the main thread is
// idle (its code is a small lazy chunk): on a slow phone the first view's bandwidth and CPU go to the page, and
// the worker's precache and the /offline route's preload come after. (Not 3 s after `load`: the page's scripts
// start only at `load`, so on a slow phone that would land in the middle of hydration.)
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const start = () =>
    afterHydrationIdle(
      () =>
        void import("./features/pwa/register").then((m) =>
          m.registerServiceWorker(() => theRouter().preloadRoute({ to: "/offline" })),
        ),
      3000,
    );
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

// Public pages arrive rendered by the worker (web/src/entry-server.tsx): hydrate them, with the loaders'
// data from the page. Dashboard and admin arrive as web/index.html's empty #root: draw them here.
// Taps before hydration are kept by the page's tap buffer (features/layout/tap-buffer.ts) and replayed.
//
// Hydration runs as a transition: React then hydrates in slices of a few milliseconds, yielding to the browser
// between them, instead of one task as long as the page is big (the rent search's was 300–600 ms on a phone —
// the page's whole Total Blocking Time). A tap meanwhile makes React hydrate what was tapped at once (and the
// tap buffer holds taps until the part tapped is React's).
// Evaluating the app's modules (React, the routes' definitions) is one task, making the router (processing the
// route tree) a second and starting hydration a third: on a cheap phone the three together passed 100 ms, and
// Lighthouse counts every task over 50 ms of a 4× slowed CPU.
if (documentRendered()) {
  setTimeout(() => {
    const router = theRouter();
    router.subscribe("onBeforeNavigate", typefaceOnNavigation);
    setTimeout(() =>
      startTransition(() => {
        hydrateRoot(
          document,
          <StrictMode>
            <RouterClient router={router} />
          </StrictMode>,
        );
      }),
    );
  });
} else {
  showTypeface();
  const router = theRouter();
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  // SPEC §4: the loading overlay (web/index.html's #boot) stays until website info arrives; a failed or slow
  // answer (8 s) lifts it too, so it can never hold the page.
  const lift = () => document.getElementById("boot")?.remove();
  void queryClient.ensureQueryData(websiteInfoQuery()).then(lift, lift);
  setTimeout(lift, 8000);
}
