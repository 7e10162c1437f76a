import { client, unwrap, type paths, queryOptions } from "../../lib/client";

export type RequestBody = paths["/v1/property/property-request"]["post"]["requestBody"]["content"]["application/json"];
export type BrowseQuery = NonNullable<paths["/v1/property/property-requests"]["get"]["parameters"]["query"]>;

export const postPropertyRequest = (body: RequestBody) =>
  unwrap(client.POST("/v1/property/property-request", { body }), { silent: true });

export const browseRequestsQuery = (q: BrowseQuery) =>
  queryOptions({
    queryKey: ["property-requests", "browse", q] as const,
    queryFn: () => unwrap(client.GET("/v1/property/property-requests", { params: { query: q } })),
  });

export const myRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: ["property-requests", "mine", page] as const,
    queryFn: () =>
      unwrap(client.GET("/v1/secure/property-requests/mine", { params: { query: { page, perPage: 12 } } })),
  });

export const unlockRequest = (id: string) =>
  unwrap(client.POST("/v1/secure/property-requests/{id}/unlock", { params: { path: { id } } }), { silent: true });
export const closeRequest = (id: string) =>
  unwrap(client.POST("/v1/secure/property-requests/{id}/close", { params: { path: { id } } }));

export const viewingQuotaQuery = () =>
  queryOptions({
    queryKey: ["property-requests", "viewing-quota"] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/viewing-quota")),
  });
export const payForContact = (id: string, paymentMethod: "wallet" | "link") =>
  unwrap(
    client.POST("/v1/secure/property-requests/{id}/pay-now", { params: { path: { id } }, body: { paymentMethod } }),
    { silent: true },
  );
