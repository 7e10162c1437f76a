import { keepPreviousData } from "@tanstack/react-query";
import type { z } from "zod";
import type { PropertyInput, reportInput } from "@contracts/listing-input";
import type { SORTS, searchFilter } from "@contracts/listings";
import type { uploadRequest } from "@contracts/listing-media";
import { PAGE_SIZES } from "@contracts/constants";
import { client, unwrap, type QueryOf } from "../../lib/client";
import { forCards } from "./card-media";

/**
 * The listings API as the SPA uses it (paths as SPEC.md §7 writes them). Query keys are hierarchical:
 * invalidate ["listings"] after any change to a listing.
 */
export type SearchType = "sale" | "rent" | "stay";
/** "relevance": best keyword matches first (the API ranks with bm25); offered while a keyword is set. */
export type Sort = (typeof SORTS)[number];
export type SearchFilter = z.input<typeof searchFilter>;

const DAY = 24 * 3600_000;

export const categoriesQuery = () => ({
  queryKey: ["listings", "categories"] as const,
  queryFn: () => unwrap(client.GET("/v1/property-categories")).then((r) => r.data),
  staleTime: DAY,
});

export const amenitiesQuery = () => ({
  queryKey: ["listings", "amenities"] as const,
  queryFn: () => unwrap(client.GET("/v1/property-amenities")).then((r) => r.data),
  staleTime: DAY,
});

export const featuredQuery = (type: "Sale" | "Rent" | "Short Stay" | undefined, perPage = 6) => ({
  queryKey: ["listings", "featured", type ?? "all", perPage] as const,
  queryFn: () =>
    unwrap(client.GET("/v1/property/properties/featured", { params: { query: { page: 1, perPage, type } } })).then(
      (r) => ({ ...r, data: forCards(r.data) }),
    ),
});

/** Public: by id or slug. Silent: the listing page shows its own 404 instead of a toast. */
export const propertyQuery = (idOrSlug: string) => ({
  queryKey: ["listings", "detail", idOrSlug] as const,
  queryFn: () =>
    unwrap(client.GET("/v1/property/property/{idOrSlug}", { params: { path: { idOrSlug } } }), { silent: true }),
});

export const similarQuery = (id: string) => ({
  queryKey: ["listings", "similar", id] as const,
  queryFn: () =>
    unwrap(client.GET("/v1/property/property/{idOrSlug}/similar", { params: { path: { idOrSlug: id } } })).then((r) =>
      forCards(r.data),
    ),
});

/** Several by id, for the compare list. */
export const propertiesByIdQuery = (ids: string[]) => ({
  queryKey: ["listings", "by-id", ids] as const,
  queryFn: () =>
    unwrap(client.GET("/v1/property/properties", { params: { query: { "p[]": ids } } })).then((r) => r.data),
});

/** The signed-in lister's own listings. */
export const myListingsQuery = (q: {
  page: number;
  perPage?: number;
  search?: string;
  status?: QueryOf<"/v1/secure/property/user/{id}">["status"];
}) => ({
  queryKey: ["listings", "mine", q] as const,
  queryFn: () =>
    unwrap(
      client.GET("/v1/secure/property/user/{id}", {
        params: {
          path: { id: "id" },
          query: { page: q.page, perPage: q.perPage ?? PAGE_SIZES.userProperties, search: q.search, status: q.status },
        },
      }),
    ),
  placeholderData: keepPreviousData,
});

/** The owner's editable copy. */
export const ownPropertyQuery = (id: string) => ({
  queryKey: ["listings", "own", id] as const,
  queryFn: () => unwrap(client.GET("/v1/secure/properties/property/{id}", { params: { path: { id } } })),
});

const at = (id: string) => ({ params: { path: { id } } });
export const createProperty = (body: PropertyInput) =>
  unwrap(client.POST("/v1/secure/property", { body }), { silent: true });
export const updateProperty = (id: string, body: PropertyInput) =>
  unwrap(client.PUT("/v1/secure/properties/property/{id}", { ...at(id), body }), { silent: true });
export const deleteProperty = (id: string) => unwrap(client.DELETE("/v1/secure/properties/property/{id}", at(id)));
export const toggleDisable = (id: string) => unwrap(client.PUT("/v1/secure/properties/property/{id}/disable", at(id)));
export const confirmAvailable = (id: string) =>
  unwrap(client.POST("/v1/secure/properties/property/{id}/confirm", at(id)));
export const toggleFavorite = (id: string) => unwrap(client.POST("/v1/secure/favorite/property/{id}", at(id)));
export const reportProperty = (id: string, body: z.input<typeof reportInput>) =>
  unwrap(client.POST("/v1/property/{id}/report", { ...at(id), body }), { silent: true });

export const requestUpload = (body: z.input<typeof uploadRequest>) =>
  unwrap(client.POST("/v1/secure/media/uploads", { body }), { silent: true });
export const rotateMedia = (mediaId: string, degrees: 90 | 180 | 270) =>
  unwrap(
    client.PATCH("/v1/secure/properties/media/{mediaId}/rotate", { params: { path: { mediaId } }, body: { degrees } }),
  );
export const setPrimaryMedia = (propertyId: string, mediaId: string) =>
  unwrap(
    client.PUT("/v1/secure/properties/property/{id}/media/{mediaId}/primary", {
      params: { path: { id: propertyId, mediaId } },
    }),
  );
export const deleteMedia = (propertyId: string, mediaId: string) =>
  unwrap(
    client.DELETE("/v1/secure/properties/property/{id}/media/{mediaId}", {
      params: { path: { id: propertyId, mediaId } },
    }),
  );
