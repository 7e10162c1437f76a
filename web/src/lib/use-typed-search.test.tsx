import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
  useNavigate,
  useSearch,
} from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTypedSearch } from "./use-typed-search";

/** (The app registers its own route types globally; this little tree is the test's, hence the casts.)
 * A list page with a search box and a row linking to a detail page whose loader takes a while (a slow phone). */
function app() {
  const root = createRootRoute({ component: () => <Outlet /> });
  const list = createRoute({
    getParentRoute: () => root,
    path: "/users",
    validateSearch: (s: Record<string, unknown>) => ({ search: typeof s.search === "string" ? s.search : undefined }),
    component: function Users() {
      const search = useSearch({ strict: false }) as { search?: string };
      const navigate = useNavigate();
      const [text, setText] = useTypedSearch(
        search.search,
        (t) => void navigate({ to: "/users", search: { search: t } } as never),
      );
      return (
        <>
          <label htmlFor="q">Search users</label>
          <input id="q" value={text} onChange={(e) => setText(e.target.value)} />
          <p>Searching: {search.search ?? "nothing"}</p>
          <Link to={"/users/$id" as never} params={{ id: "tobi" } as never}>
            Tobi Adewale
          </Link>
        </>
      );
    },
  });
  const detail = createRoute({
    getParentRoute: () => root,
    path: "/users/$id",
    loader: () => new Promise((r) => setTimeout(r, 1_000)),
    component: () => <h1>User page</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([list, detail]),
    history: createMemoryHistory({ initialEntries: ["/users"] }),
  });
  return router;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useTypedSearch", () => {
  it("puts the typed text into the URL after a pause", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = app();
    render(<RouterProvider router={router} />);
    fireEvent.change(await screen.findByLabelText("Search users"), { target: { value: "tobi" } });
    expect(router.state.location.search).toEqual({});
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(router.state.location.search).toEqual({ search: "tobi" });
    expect(screen.getByText("Searching: tobi")).toBeTruthy();
  });

  it("drops the search when a row was tapped before the pause ended, so the opened page stays", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = app();
    render(<RouterProvider router={router} />);
    fireEvent.change(await screen.findByLabelText("Search users"), { target: { value: "tobi" } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.click(screen.getByText("Tobi Adewale"));
    // The pause ends while the user page is still loading, then it loads.
    await act(() => vi.advanceTimersByTimeAsync(400));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(router.state.location.pathname).toBe("/users/tobi");
    expect(await screen.findByRole("heading", { name: "User page" })).toBeTruthy();
  });
});
