import { createFileRoute } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { z } from "zod";
import { DIRECTORY_SORTS } from "@contracts/reviews";
import { SPECIALIZATIONS } from "@contracts/onboarding";
import { DirectoryPage } from "../../../../features/directory/directory-page";
import { agentsQuery, agentsSortAtom, type DirectoryFilters } from "../../../../features/directory/api";

const search = z.object({
  search: z.string().max(60).optional().catch(undefined),
  state: z.coerce.number().int().positive().optional().catch(undefined),
  locality: z.coerce.number().int().positive().optional().catch(undefined),
  verified: z.coerce.boolean().optional().catch(undefined),
  specialization: z.enum(SPECIALIZATIONS).optional().catch(undefined),
  sort: z.enum(DIRECTORY_SORTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

export const Route = createFileRoute("/_default/professionals/agents/")({
  validateSearch: search,
  loaderDeps: ({ search: s }) => s,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(agentsQuery({ ...deps, sort: deps.sort ?? "name_asc", page: deps.page ?? 1 })),
  head: () => ({
    meta: [
      { title: "Find a broker · PropertyNG" },
      { name: "description", content: "Verified brokerages, companies, agents and developers across Nigeria, with reviews from real inspections and stays." },
      { property: "og:title", content: "Find a broker · PropertyNG" },
    ],
  }),
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
        void navigate({ search: { ...n, page: n.page > 1 ? n.page : undefined, sort: n.sort === "name_asc" ? undefined : n.sort } });
      }}
    />
  );
}
