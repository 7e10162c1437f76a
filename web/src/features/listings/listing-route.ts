import type { QueryClient } from "@tanstack/react-query";
import type { PropertyDetail } from "@contracts/listings";
import { ApiError } from "../../lib/api";
import { propertyQuery } from "./api";
import { publishedQuestionsQuery } from "../questions/api";
import { orderedMedia } from "./listing-format";

export type ListingLoaderData = { listing: PropertyDetail | null; origin: string };

const clip = (s: string, n: number) => {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > n ? `${flat.slice(0, n - 3)}…` : flat;
};

/**
 * Loader and head shared by /properties/property/{idOrSlug} and /properties/{id}. Kept tiny: route
 * definitions load with the entry bundle; the page itself is a split chunk. The worker renders these pages,
 * so the head (title, description, canonical, Open Graph, JSON-LD) is in the HTML shared links and search
 * engines read. A missing or hidden listing is `listing: null` (the page shows its 404 view).
 */
export const listingRoute = {
  load: async (queryClient: QueryClient, idOrSlug: string, origin: string): Promise<ListingLoaderData> => {
    try {
      // The published questions and answers come with the page (server-rendered); prefetching never throws.
      const [listing] = await Promise.all([
        queryClient.ensureQueryData(propertyQuery(idOrSlug)),
        queryClient.prefetchQuery(publishedQuestionsQuery(idOrSlug)),
      ]);
      return { listing, origin };
    } catch (e) {
      if (e instanceof ApiError && (e.status === 404 || e.status === 403)) return { listing: null, origin };
      throw e;
    }
  },
  head: (data: ListingLoaderData | undefined) => {
    const listing = data?.listing;
    if (!listing) return { meta: [{ title: "Property · PropertyNG" }] };
    const title = `${listing.title} · PropertyNG`;
    const description = clip(listing.description, 200);
    const url = `${data.origin}/properties/property/${listing.slug}`;
    const photo = orderedMedia(listing.propertyMedia)[0];
    const image = photo ? data.origin + photo.thumbnailMdUrl : null;
    const jsonLd = {
      "@context": "https://schema.org",
      "@type": "RealEstateListing",
      name: listing.title,
      description,
      url,
      ...(image ? { image } : {}),
      datePosted: new Date(listing.createdAt).toISOString().slice(0, 10),
      offers: { "@type": "Offer", price: Math.round(listing.priceKobo / 100), priceCurrency: "NGN" },
      address: {
        "@type": "PostalAddress",
        addressRegion: listing.state.name,
        ...(listing.locality ? { addressLocality: listing.locality.name } : {}),
        addressCountry: "NG",
      },
    };
    return {
      meta: [
        { title },
        { name: "description", content: description },
        { property: "og:type", content: "website" },
        { property: "og:site_name", content: "PropertyNG" },
        { property: "og:title", content: title },
        { property: "og:description", content: description },
        { property: "og:url", content: url },
        ...(image
          ? [
              { property: "og:image", content: image },
              { name: "twitter:card", content: "summary_large_image" },
            ]
          : []),
      ],
      links: [{ rel: "canonical", href: url }],
      scripts: [{ type: "application/ld+json", children: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }],
    };
  },
};
