import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import type { PageHead } from "../../lib/page-head";
import { statesQuery } from "../locations/queries";
import { statisticsQuery, subjectReviewsQuery } from "../reviews/api";
import { agentHead, directoryHead } from "./agent-head";
import { agentListingsQuery, agentQuery, agentsQuery, firstListingTab, type DirectoryFilters } from "./api";

export type AgentLoaderData = { found: boolean; head: PageHead };

const missing = (e: unknown) => {
  if (e instanceof ApiError && (e.status === 404 || e.status === 403)) return null;
  throw e;
};

/**
 * Loaders of /professionals/agents and /professionals/agents/{id}, imported by the routes' loaders on demand
 * (not with the entry bundle). The worker renders these pages: the profile, its first tab of listings, its
 * reviews and the head (title, description, canonical, Open Graph, RealEstateAgent JSON-LD) are in the HTML.
 */
export const agentRoute = {
  load: async (queryClient: QueryClient, id: string, origin: string): Promise<AgentLoaderData> => {
    const [agent] = await Promise.all([
      queryClient.ensureQueryData(agentQuery(id)).catch(missing),
      queryClient.prefetchQuery(statisticsQuery("agent", id)),
      queryClient.prefetchQuery(subjectReviewsQuery("agent", id, 1)),
    ]);
    if (!agent) return { found: false, head: { meta: [{ title: "Professional not found · PropertyNG" }] } };
    await queryClient.prefetchQuery(agentListingsQuery(id, firstListingTab(agent), 1));
    return { found: true, head: agentHead(agent, origin) };
  },
  loadDirectory: async (
    queryClient: QueryClient,
    filters: DirectoryFilters,
    origin: string,
  ): Promise<{ head: PageHead }> => {
    await Promise.all([queryClient.ensureQueryData(agentsQuery(filters)), queryClient.prefetchQuery(statesQuery())]);
    return { head: directoryHead(origin) };
  },
};
