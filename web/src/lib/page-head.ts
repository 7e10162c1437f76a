/**
 * The head of a shareable public page (title, description, canonical, Open Graph, JSON-LD) as a route's
 * head() returns it. Built by the page's loader (loaded with it, not with the entry bundle) and carried in
 * the loader's data, so the server render and the hydrating browser draw the same tags.
 */
export type PageHead = {
  meta: { title?: string; name?: string; property?: string; content?: string }[];
  links?: { rel: string; href: string }[];
  scripts?: { type: string; children: string }[];
};

/** One line of at most `n` characters (an ellipsis when cut). */
export const clip = (s: string, n: number) => {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat;
};

/** JSON inside <script>: "</" and "<!--" can never end or open anything. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

/** An absolute URL for a path the API answers (`/media/...`), left alone when already absolute. */
export const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : origin + url);

/** schema.org BreadcrumbList of a page's trail ([name, absolute url] pairs, home first). */
export const breadcrumbs = (trail: [string, string][]) => ({
  "@type": "BreadcrumbList",
  itemListElement: trail.map(([name, item], i) => ({ "@type": "ListItem", position: i + 1, name, item })),
});

export function pageHead(p: {
  title: string;
  description: string;
  url: string;
  ogType: "website" | "profile" | "article";
  image?: string | null;
  jsonLd?: Record<string, unknown>;
}): PageHead {
  return {
    meta: [
      { title: p.title },
      { name: "description", content: p.description },
      { property: "og:type", content: p.ogType },
      { property: "og:site_name", content: "PropertyNG" },
      { property: "og:title", content: p.title },
      { property: "og:description", content: p.description },
      { property: "og:url", content: p.url },
      ...(p.image
        ? [
            { property: "og:image", content: p.image },
            { name: "twitter:card", content: "summary_large_image" },
          ]
        : []),
    ],
    links: [{ rel: "canonical", href: p.url }],
    scripts: p.jsonLd
      ? [{ type: "application/ld+json", children: scriptJson({ "@context": "https://schema.org", ...p.jsonLd }) }]
      : [],
  };
}
