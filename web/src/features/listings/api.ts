import type { z } from "zod";
import type { PropertyCard, PropertyDetail, PropertyInput, uploadRequest } from "@contracts/listings";
import { api } from "../../lib/api";
import { client, unwrap } from "../../lib/client";

/**
 * The listings API as the SPA uses it (paths as SPEC.md §7 writes them). Query keys are hierarchical:
 * invalidate ["listings"] after any change to a listing.
 */
export type Page<T> = { data: T[]; page: number; perPage: number; hasMore: boolean };
export type Category = { id: number; slug: string; title: string; types: { id: number; slug: string; title: string }[] };
export type Amenity = { id: number; slug: string; title: string };
export type SearchType = "sale" | "rent" | "stay";
/** "relevance": best keyword matches first (the API ranks with bm25); offered while a keyword is set. */
export type Sort = "latest" | "price_asc" | "price_desc" | "most_viewed" | "relevance";
export type SearchFilter = { state?: string; localityId?: number; categoryId?: number; typeId?: number; minPriceKobo?: number; maxPriceKobo?: number; minBedrooms?: number; query?: string };

const DAY = 24 * 3600_000;

export const categoriesQuery = () => ({
  queryKey: ["listings", "categories"] as const,
  queryFn: () => api<{ data: Category[] }>("/v1/property-categories").then((r) => r.data),
  staleTime: DAY,
});

export const amenitiesQuery = () => ({
  queryKey: ["listings", "amenities"] as const,
  queryFn: () => api<{ data: Amenity[] }>("/v1/property-amenities").then((r) => r.data),
  staleTime: DAY,
});

const SEARCH_PATH: Record<SearchType, string> = { sale: "/v1/properties/sale/search", rent: "/v1/properties/rent/search", stay: "/v1/properties/short-stay/search" };

export const searchQuery = (type: SearchType, filter: SearchFilter, sortBy: Sort, page: number, perPage = 12) => ({
  queryKey: ["listings", "search", type, filter, sortBy, page, perPage] as const,
  queryFn: () => api<Page<PropertyCard>>(SEARCH_PATH[type], { method: "POST", body: filter, query: { sortBy, page, perPage } }),
  placeholderData: (prev: Page<PropertyCard> | undefined) => prev,
});

export const featuredQuery = (type: "Sale" | "Rent" | "Short Stay" | undefined, perPage = 6) => ({
  queryKey: ["listings", "featured", type ?? "all", perPage] as const,
  queryFn: () => api<Page<PropertyCard>>("/v1/property/properties/featured", { query: { page: 1, perPage, type } }),
});

/** Public: by id or slug. Silent: the listing page shows its own 404 instead of a toast. */
export const propertyQuery = (idOrSlug: string) => ({
  queryKey: ["listings", "detail", idOrSlug] as const,
  queryFn: () => api<PropertyDetail>(`/v1/property/property/${encodeURIComponent(idOrSlug)}`, { silent: true }),
});

export const similarQuery = (id: string) => ({
  queryKey: ["listings", "similar", id] as const,
  queryFn: () => api<{ data: PropertyCard[] }>(`/v1/property/property/${encodeURIComponent(id)}/similar`).then((r) => r.data),
});

/** Several by id, for the compare list. */
export const propertiesByIdQuery = (ids: string[]) => ({
  queryKey: ["listings", "by-id", ids] as const,
  queryFn: () => {
    const qs = ids.map((id) => `p[]=${encodeURIComponent(id)}`).join("&");
    return api<{ data: PropertyCard[] }>(`/v1/property/properties?${qs}`).then((r) => r.data);
  },
});

/** The signed-in lister's own listings. */
export const myListingsQuery = (q: { page: number; perPage?: number; search?: string; status?: string }) => ({
  queryKey: ["listings", "mine", q] as const,
  queryFn: () => api<Page<PropertyDetail>>("/v1/secure/property/user/id", { query: { page: q.page, perPage: q.perPage ?? 12, search: q.search, status: q.status } }),
  placeholderData: (prev: Page<PropertyDetail> | undefined) => prev,
});

/** The owner's editable copy. */
export const ownPropertyQuery = (id: string) => ({
  queryKey: ["listings", "own", id] as const,
  queryFn: () => api<PropertyDetail>(`/v1/secure/properties/property/${encodeURIComponent(id)}`),
});

export const createProperty = (body: PropertyInput) => api<PropertyDetail>("/v1/secure/property", { method: "POST", body, silent: true });
export const updateProperty = (id: string, body: PropertyInput) => api<PropertyDetail>(`/v1/secure/properties/property/${id}`, { method: "PUT", body, silent: true });
export const deleteProperty = (id: string) => api<{ message: string }>(`/v1/secure/properties/property/${id}`, { method: "DELETE" });
export const toggleDisable = (id: string) => api<{ status: string }>(`/v1/secure/properties/property/${id}/disable`, { method: "PUT" });
export const confirmAvailable = (id: string) => api<{ confirmedAt: number }>(`/v1/secure/properties/property/${id}/confirm`, { method: "POST" });
export const toggleFavorite = (id: string) => api<{ data: { active: boolean } }>(`/v1/secure/favorite/property/${id}`, { method: "POST" });
export const reportProperty = (id: string, body: { reason: string; details?: string }) => api<{ message: string }>(`/v1/property/${id}/report`, { method: "POST", body, silent: true });

export const requestUpload = (body: z.input<typeof uploadRequest>) => unwrap(client.POST("/v1/secure/media/uploads", { body }), { silent: true });
export const rotateMedia = (mediaId: string, degrees: 90 | 180 | 270) => api<{ rotation: number }>(`/v1/secure/properties/media/${mediaId}/rotate`, { method: "PATCH", body: { degrees } });
export const setPrimaryMedia = (propertyId: string, mediaId: string) => api<{ message: string }>(`/v1/secure/properties/property/${propertyId}/media/${mediaId}/primary`, { method: "PUT" });
export const deleteMedia = (propertyId: string, mediaId: string) => api<{ message: string }>(`/v1/secure/properties/property/${propertyId}/media/${mediaId}`, { method: "DELETE" });
