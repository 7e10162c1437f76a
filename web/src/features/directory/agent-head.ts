import { absolute, pageHead } from "../../lib/page-head";
import type { AgentProfile } from "./api";

/**
 * /professionals/agents/{id}'s head. A brokerage, company or developer is a schema.org RealEstateAgent (a
 * business, with its rating); an individual agent is a Person whose job is real estate, working for their
 * company when they name one.
 */
export function agentHead(a: AgentProfile, origin: string) {
  const title = `${a.displayName} · ${a.userType} · PropertyNG`;
  const where = a.localities
    .map((l) => l.name)
    .slice(0, 3)
    .join(", ");
  const rated = a.statistics.count
    ? `Rated ${a.statistics.average.toFixed(1)}/5 (${a.statistics.ratingLabel}) from ${a.statistics.count} verified reviews.`
    : "No reviews yet.";
  const description = `${a.displayName}, ${a.userType.toLowerCase()}${where ? ` focused on ${where}` : ""}. ${rated}`;
  const url = `${origin}/professionals/agents/${encodeURIComponent(a.id)}`;
  const image = a.profilePictureUrl ? absolute(origin, a.profilePictureUrl) : null;
  return pageHead({
    title,
    description,
    url,
    ogType: "profile",
    image,
    jsonLd: {
      ...(a.accountType === "agent"
        ? {
            "@type": "Person",
            jobTitle: "Real estate agent",
            ...(a.companyName ? { worksFor: { "@type": "RealEstateAgent", name: a.companyName } } : {}),
          }
        : { "@type": "RealEstateAgent" }),
      name: a.displayName,
      url,
      ...(image ? { image } : {}),
      ...(a.phone ? { telephone: a.phone } : {}),
      ...(a.localities.length
        ? {
            [a.accountType === "agent" ? "workLocation" : "areaServed"]: a.localities.map((l) => ({
              "@type": "Place",
              name: `${l.name}, ${l.stateName}`,
            })),
          }
        : {}),
      ...(a.statistics.count && a.accountType !== "agent"
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: a.statistics.average,
              reviewCount: a.statistics.count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  });
}

export const directoryHead = (origin: string) =>
  pageHead({
    title: "Find a broker · PropertyNG",
    description:
      "Verified brokerages, companies, agents and developers across Nigeria, with reviews from real inspections and stays.",
    url: `${origin}/professionals/agents`,
    ogType: "website",
  });
