import { client, unwrap } from "../../lib/client";

export const statesQuery = () => ({
  queryKey: ["locations", "states"] as const,
  queryFn: () => unwrap(client.GET("/v1/locations/states")).then((r) => r.data),
  staleTime: 24 * 3600_000,
});

export const localitiesQuery = (stateId: number) => ({
  queryKey: ["locations", "states", stateId, "localities"] as const,
  queryFn: () =>
    unwrap(client.GET("/v1/locations/states/{id}/localities", { params: { path: { id: stateId } } })).then(
      (r) => r.data,
    ),
  staleTime: 24 * 3600_000,
});

/** The map position a pasted link (or "lat, lng") points at: GET /v1/locations/coordinates. */
export const coordinatesFromLink = (url: string) =>
  unwrap(client.GET("/v1/locations/coordinates", { params: { query: { url } } }), { silent: true });
