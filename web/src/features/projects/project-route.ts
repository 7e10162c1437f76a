import type { QueryClient } from "@tanstack/react-query";
import { formatNaira } from "@contracts/naira";
import { projectQuery, type ProjectDetail } from "./api";

/** Loader and head of /properties/project/{id}: data in a query so the page can be server-rendered later. */
export const projectRoute = {
  load: (queryClient: QueryClient, id: string) => queryClient.ensureQueryData(projectQuery(id)),
  head: (p: ProjectDetail | undefined) => {
    if (!p) return { meta: [{ title: "Project · PropertyNG" }] };
    const description = `${p.name} in ${[p.locality?.name, p.state.name].filter(Boolean).join(", ")}${p.fromPriceKobo !== null ? `, from ${formatNaira(p.fromPriceKobo)}` : ""}. ${p.description}`.slice(0, 200);
    const image = p.image?.url;
    return {
      meta: [
        { title: `${p.name} · PropertyNG` },
        { name: "description", content: description },
        { property: "og:title", content: p.name },
        { property: "og:description", content: description },
        { property: "og:type", content: "website" },
        ...(image ? [{ property: "og:image", content: image }] : []),
      ],
    };
  },
};
