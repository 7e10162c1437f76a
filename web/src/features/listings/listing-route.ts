import type { QueryClient } from "@tanstack/react-query";
import type { PropertyDetail } from "@contracts/listings";
import { propertyQuery } from "./api";

/**
 * Loader and head shared by /properties/property/{idOrSlug} and /properties/{id}. Kept tiny: route
 * definitions load with the entry bundle; the page itself is a split chunk.
 */
export const listingRoute = {
  load: (queryClient: QueryClient, idOrSlug: string) => queryClient.ensureQueryData(propertyQuery(idOrSlug)),
  head: (listing: PropertyDetail | undefined) => ({
    meta: [{ title: listing ? `${listing.title} · PropertyNG` : "Property · PropertyNG" }],
  }),
};
