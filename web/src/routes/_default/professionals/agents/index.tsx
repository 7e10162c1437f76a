import { createFileRoute } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { DEFAULT_DIRECTORY_SORT, DIRECTORY_SORTS, type DirectorySort } from "@contracts/review-rules";
import { SPECIALIZATIONS } from "@contracts/onboarding";
import { DirectoryPage } from "../../../../features/directory/directory-page";
import { agentsSortAtom, type DirectoryFilters } from "../../../../features/directory/api";
import { pageNumber, oneOf } from "../../../../lib/search";

type Search = Omit<Partial<DirectoryFilters>, "page"> & { page?: number };

const positive = (v: unknown) => (Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : undefined);

/** Plain checks (no schema library in the entry bundle); the API validates again. */
function validateSearch(s: Record<string, unknown>): Search {
  const search = typeof s.search === "string" && s.search.trim() ? s.search.trim().slice(0, 60) : undefined;
  return {
    search,
    state: positive(s.state),
    locality: positive(s.locality),
    verified: s.verified === true || s.verified === "true" ? true : undefined,
    specialization: oneOf(SPECIALIZATIONS, s.specialization),
    sort: oneOf<DirectorySort>(DIRECTORY_SORTS, s.sort),
    page: pageNumber(s.page),
  };
}

export const Route = createFileRoute("/_default/professionals/agents/")({
  validateSearch,
  loaderDeps: ({ search: s }) => s,
  loader: async ({ context, deps }) =>
    (await import("../../../../features/directory/agent-route")).agentRoute.loadDirectory(
      context.queryClient,
      { ...deps, sort: deps.sort ?? DEFAULT_DIRECTORY_SORT, page: deps.page ?? 1 },
      context.origin,
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Page,
});

function Page() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  const [storedSort, setStoredSort] = useAtom(agentsSortAtom);
  const filters: DirectoryFilters = { ...s, sort: s.sort ?? storedSort, page: s.page ?? 1 };
  return (
    <DirectoryPage
      filters={filters}
      onChange={(n) => {
        setStoredSort(n.sort);
        void navigate({
          search: { ...n, page: n.page > 1 ? n.page : undefined, sort: n.sort === "name_asc" ? undefined : n.sort },
        });
      }}
    />
  );
}
