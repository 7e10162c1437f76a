import { client, unwrap, queryOptions } from "../../lib/client";

/** Top localities and states by live listing count (recomputed by the worker every 30 minutes). */
export const popularLocationsQuery = () =>
  queryOptions({
    queryKey: ["locations", "popular"] as const,
    queryFn: () => unwrap(client.GET("/v1/locations/popular")),
    staleTime: 15 * 60_000,
  });
