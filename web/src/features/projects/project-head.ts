import { formatNaira } from "@contracts/naira";
import { absolute, clip, pageHead } from "../../lib/page-head";
import type { ProjectDetail } from "./api";

/**
 * /properties/project/{id}'s head: the project as a schema.org Product (its unit prices as an AggregateOffer in
 * NGN, the developer as the brand) at a Place. Loaded by the route's loader, never with the entry bundle.
 */
export function projectHead(p: ProjectDetail, origin: string) {
  const where = [p.locality?.name, p.state.name].filter(Boolean).join(", ");
  const description = clip(
    `${p.name} in ${where}${p.fromPriceKobo !== null ? `, from ${formatNaira(p.fromPriceKobo)}` : ""}. ${p.description}`,
    200,
  );
  const url = `${origin}/properties/project/${encodeURIComponent(p.id)}`;
  const photo = p.propertyMedia[0] ?? p.image;
  const image = photo ? absolute(origin, photo.thumbnailMdUrl) : null;
  const prices = p.properties.map((u) => u.priceKobo);
  const available = p.properties.reduce((n, u) => n + u.available, 0);
  return pageHead({
    title: `${p.name} · PropertyNG`,
    description,
    url,
    ogType: "website",
    image,
    jsonLd: {
      "@type": "Product",
      name: p.name,
      description,
      url,
      ...(image ? { image } : {}),
      brand: { "@type": "Organization", name: p.developer.name },
      ...(prices.length
        ? {
            offers: {
              "@type": "AggregateOffer",
              priceCurrency: "NGN",
              lowPrice: Math.round(Math.min(...prices) / 100),
              highPrice: Math.round(Math.max(...prices) / 100),
              offerCount: available,
              availability: available > 0 ? "https://schema.org/PreOrder" : "https://schema.org/SoldOut",
            },
          }
        : {}),
      areaServed: {
        "@type": "Place",
        name: [p.address, where, "Nigeria"].filter(Boolean).join(", "),
        ...(p.latitude !== null && p.longitude !== null
          ? { geo: { "@type": "GeoCoordinates", latitude: p.latitude, longitude: p.longitude } }
          : {}),
      },
    },
  });
}
