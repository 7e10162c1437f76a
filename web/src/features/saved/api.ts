import { client, unwrap, type paths, queryOptions } from "../../lib/client";

export type SaveSearchBody = paths["/v1/secure/saved-searches"]["post"]["requestBody"]["content"]["application/json"];
export type ApiSearchFilter = NonNullable<SaveSearchBody["filter"]>;

export const savedListingsQuery = (page: number, perPage = 12) =>
  queryOptions({
    queryKey: ["listings", "saved", page, perPage] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/favorite/favorites", { params: { query: { page, perPage } } })),
  });

export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: ["saved-searches"] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/saved-searches")).then((r) => r.data),
  });

export const saveSearch = (body: SaveSearchBody) => unwrap(client.POST("/v1/secure/saved-searches", { body }));
export const updateSavedSearch = (id: string, body: { name?: string; alerts?: boolean }) =>
  unwrap(client.PATCH("/v1/secure/saved-searches/{id}", { params: { path: { id } }, body }));
export const deleteSavedSearch = (id: string) =>
  unwrap(client.DELETE("/v1/secure/saved-searches/{id}", { params: { path: { id } } }));
