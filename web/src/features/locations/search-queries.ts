import { client, unwrap } from "../../lib/client";

/** The location typeahead and the map: apart from queries.ts, which the home page loads. */
/** GET /v1/locations/search: states and localities for a location box (at most 8). */
export const locationSearchQuery = (q: string) => ({
  queryKey: ["locations", "search", q.trim().toLowerCase()] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    unwrap(client.GET("/v1/locations/search", { params: { query: { q } }, signal }), { silent: true }).then(
      (r) => r.data,
    ),
  staleTime: 3600_000,
  enabled: /[\p{L}\p{N}]/u.test(q),
});

/** The map tiles (MAP_TILE_URL) and their credit: the properties pages' loaders put it in the dehydrated state. */
export const mapConfigQuery = () => ({
  queryKey: ["locations", "map"] as const,
  queryFn: () => unwrap(client.GET("/v1/locations/map"), { silent: true }),
  staleTime: Infinity,
});
