import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import type { PageHead } from "../../lib/page-head";
import { statisticsQuery, subjectReviewsQuery } from "../reviews/api";
import { projectQuery } from "./api";
import { projectHead } from "./project-head";

export type ProjectLoaderData = { found: boolean; head: PageHead };

/**
 * Loader of /properties/project/{id}, imported by the route's loader on demand (route definitions load with
 * the entry bundle; this does not). The worker renders the page, so the project, its reviews and the head
 * (title, description, canonical, Open Graph, JSON-LD) are in the HTML. An unknown or delisted project is
 * `found: false` (the page shows its 404 view; its developer signed in still sees it after hydration).
 */
export const projectRoute = {
  load: async (queryClient: QueryClient, id: string, origin: string): Promise<ProjectLoaderData> => {
    const [project] = await Promise.all([
      queryClient.ensureQueryData(projectQuery(id)).catch((e: unknown) => {
        if (e instanceof ApiError && (e.status === 404 || e.status === 403)) return null;
        throw e;
      }),
      queryClient.prefetchQuery(statisticsQuery("project", id)),
      queryClient.prefetchQuery(subjectReviewsQuery("project", id, 1)),
    ]);
    if (!project) return { found: false, head: { meta: [{ title: "Project not found · PropertyNG" }] } };
    return { found: true, head: projectHead(project, origin) };
  },
};
