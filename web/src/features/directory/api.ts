import { atomWithStorage } from "jotai/utils";
import type { AgentCard, AgentProfile, DirectorySort } from "@contracts/reviews";
import { DEFAULT_DIRECTORY_SORT } from "@contracts/review-rules";
import { client, unwrap, queryOptions } from "../../lib/client";
import { forCards } from "../listings/card-media";

export type { AgentCard, AgentProfile, DirectorySort };
export type DirectoryFilters = {
  search?: string;
  state?: number;
  locality?: number;
  verified?: boolean;
  specialization?: "residential" | "commercial" | "land" | "luxury" | "investment";
  sort: DirectorySort;
  page: number;
};

/** SPEC §3 client state: the agents sort (default name ascending) persists in local storage. */
export const agentsSortAtom = atomWithStorage<DirectorySort>("agents.sort", DEFAULT_DIRECTORY_SORT);

export const agentsQuery = (f: DirectoryFilters) =>
  queryOptions({
    queryKey: ["agents", "list", f] as const,
    queryFn: () =>
      unwrap(
        client.GET("/v1/agents", {
          params: {
            query: {
              search: f.search,
              state: f.state,
              locality: f.locality,
              verified: f.verified ? "true" : undefined,
              specialization: f.specialization,
              sort: f.sort,
              page: f.page,
            },
          },
        }),
      ),
  });

export const agentQuery = (id: string) =>
  queryOptions({
    queryKey: ["agents", "one", id] as const,
    queryFn: async () => (await unwrap(client.GET("/v1/agents/{id}", { params: { path: { id } } }))).data,
  });

/** The listings tab an agent page opens on: the first kind the professional has listings of. */
export const firstListingTab = (a: Pick<AgentProfile, "listingCounts">) =>
  (["sale", "rent", "short_stay"] as const).find((t) => a.listingCounts[t] > 0) ?? "sale";

export const agentListingsQuery = (id: string, type: "sale" | "rent" | "short_stay", page: number) =>
  queryOptions({
    queryKey: ["agents", "one", id, "listings", type, page] as const,
    // Cards keep their cover photo only (listings/card-media.ts): the page's data holds one photo per card.
    queryFn: () =>
      unwrap(client.GET("/v1/agents/{id}/properties", { params: { path: { id }, query: { type, page } } })).then(
        (r) => ({ ...r, data: forCards(r.data) }),
      ),
  });

export const myLocalitiesQuery = () =>
  queryOptions({
    queryKey: ["agents", "my-localities"] as const,
    queryFn: async () => (await unwrap(client.GET("/v1/secure/user/localities-of-focus"))).data,
  });

export const saveMyLocalities = (localityIds: number[]) =>
  unwrap(client.PUT("/v1/secure/user/localities-of-focus", { body: { localityIds } }), { silent: true });
