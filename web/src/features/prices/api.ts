import { client, unwrap, queryOptions } from "../../lib/client";

/** The area price guides (GET /v1/prices/guides, /v1/prices/guides/{state}/{area}): aggregates refreshed by a cron. */
export const guideIndexQuery = () =>
  queryOptions({
    queryKey: ["price-guides", "index"] as const,
    queryFn: () => unwrap(client.GET("/v1/prices/guides")),
    staleTime: 10 * 60_000,
  });

export const guideQuery = (state: string, area: string) =>
  queryOptions({
    queryKey: ["price-guides", "area", state, area] as const,
    queryFn: () =>
      unwrap(client.GET("/v1/prices/guides/{state}/{area}", { params: { path: { state, area } } }), { silent: true }),
    staleTime: 10 * 60_000,
  });

export type Guide = Awaited<ReturnType<NonNullable<ReturnType<typeof guideQuery>["queryFn"]>>>;
export type GuideIndex = Awaited<ReturnType<NonNullable<ReturnType<typeof guideIndexQuery>["queryFn"]>>>;
