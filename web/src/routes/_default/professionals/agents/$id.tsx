import { createFileRoute } from "@tanstack/react-router";
import type { AgentProfile } from "@contracts/reviews";
import { AgentPage } from "../../../../features/directory/agent-page";
import { agentQuery } from "../../../../features/directory/api";

/** Title, description, Open Graph and JSON-LD from the same data the page shows (server-renderable). */
function agentHead(a: AgentProfile | undefined) {
  if (!a) return { meta: [{ title: "Agent · PropertyNG" }] };
  const title = `${a.displayName} · ${a.userType} · PropertyNG`;
  const where = a.localities.map((l) => l.name).slice(0, 3).join(", ");
  const description = `${a.displayName}, ${a.userType.toLowerCase()}${where ? ` focused on ${where}` : ""}. ${a.statistics.count ? `Rated ${a.statistics.average.toFixed(1)}/5 (${a.statistics.ratingLabel}) from ${a.statistics.count} verified reviews.` : "No reviews yet."}`;
  return {
    meta: [
      { title },
      { name: "description", content: description },
      { property: "og:type", content: "profile" },
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      ...(a.profilePictureUrl ? [{ property: "og:image", content: a.profilePictureUrl }] : []),
      {
        "script:ld+json": {
          "@context": "https://schema.org",
          "@type": "RealEstateAgent",
          name: a.displayName,
          ...(a.profilePictureUrl ? { image: a.profilePictureUrl } : {}),
          ...(a.phone ? { telephone: a.phone } : {}),
          ...(a.localities.length ? { areaServed: a.localities.map((l) => ({ "@type": "Place", name: `${l.name}, ${l.stateName}` })) } : {}),
          ...(a.statistics.count ? { aggregateRating: { "@type": "AggregateRating", ratingValue: a.statistics.average, reviewCount: a.statistics.count, bestRating: 5, worstRating: 1 } } : {}),
        },
      },
    ],
  };
}

export const Route = createFileRoute("/_default/professionals/agents/$id")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(agentQuery(params.id)),
  head: ({ loaderData }) => agentHead(loaderData),
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <AgentPage key={id} id={id} />;
}
