import { client, unwrap, queryOptions } from "../../lib/client";

/** Full details (fees, amenities, title documents) of the compare list, in its order. */
export const compareQuery = (ids: string[]) =>
  queryOptions({
    queryKey: ["listings", "compare", ids] as const,
    queryFn: () =>
      unwrap(client.GET("/v1/property/properties/compare", { params: { query: { "p[]": ids } } })).then((r) => r.data),
    enabled: ids.length > 0,
  });
