import { dehydrate, hydrate, QueryClient, QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { getDefaultStore, Provider as JotaiProvider } from "jotai";
import type { routeTree as FullRouteTree } from "./route-tree.gen";
import { ApiError } from "./lib/api";
import { ErrorPage, NotFoundPage } from "./features/layout/error-page";

/**
 * A write's invalidation must read again every query it marks, but TanStack Query joins a query's first fetch
 * still in flight (no data yet) instead of starting another: a page read that left just before the write
 * committed (a search typed, debounced, as the moderator clicks Relist) would land with the old row and stay.
 * Such fetches of queries on screen are cancelled silently first, so the invalidation's refetch reads after the
 * write and their waiting callers get its answer (web/src/router.test.ts).
 */
export class FreshQueryClient extends QueryClient {
  override invalidateQueries(...args: Parameters<QueryClient["invalidateQueries"]>) {
    if (args[0]?.refetchType !== "none")
      for (const q of this.getQueryCache().findAll(args[0]))
        if (q.state.fetchStatus === "fetching" && q.state.data === undefined && q.isActive())
          void q.cancel({ silent: true });
    return super.invalidateQueries(...args);
  }
}

export function makeQueryClient() {
  return new FreshQueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors will not get better by asking again; flaky networks might.
        retry: (count, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

type JotaiStore = NonNullable<Parameters<typeof JotaiProvider>[0]["store"]>;

/**
 * The browser's tree is every route (main.tsx: ./route-tree.gen); the worker's leaves out the client-only
 * folders (entry-server.tsx: ./route-tree.server.gen, vite.config.ts CLIENT_ONLY_ROUTE_FOLDERS), so their code
 * stays out of the worker bundle. Its public routes are the same modules, so a server-rendered page matches
 * and hydrates exactly as in the browser; it is typed as the full tree so links and params type-check alike.
 */
export type RouteTree = typeof FullRouteTree;

/**
 * One router per page view: one per request on the server (web/src/entry-server.tsx), one in the browser.
 * What the route loaders put into the query cache on the server travels in the page (dehydrate) and is put
 * back into the browser's cache before hydration (hydrate), so the browser does not fetch it again.
 */
export function makeRouter(
  queryClient: QueryClient,
  opts: { routeTree: RouteTree; store?: JotaiStore; origin?: string },
) {
  // The loaders read it too (a search page's remembered sort, features/listings/atoms.ts): the one the page renders with.
  const store = opts.store ?? getDefaultStore();
  return createRouter({
    routeTree: opts.routeTree,
    // The public origin (canonical and Open Graph URLs): the request's on the server, the page's in the browser.
    context: {
      queryClient,
      origin: opts.origin ?? (typeof window === "undefined" ? "" : window.location.origin),
      store,
    },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 200,
    scrollRestoration: true,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // The cache travels as JSON text: the API's answers are JSON already.
    dehydrate: () => ({ queries: JSON.stringify(dehydrate(queryClient)) }),
    hydrate: (data: { queries: string }) => {
      const state = JSON.parse(data.queries) as DehydratedState;
      // The page may come from the worker's edge cache (at most a minute old, worker/edge/page-cache.ts): the
      // data it was rendered with counts as fresh from the moment it is shown, like the HTML itself, so hydration
      // never fetches again what the page already shows.
      const shown = Date.now();
      for (const q of state.queries) q.state.dataUpdatedAt = shown;
      hydrate(queryClient, state);
    },
    Wrap: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>{children}</JotaiProvider>
      </QueryClientProvider>
    ),
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
