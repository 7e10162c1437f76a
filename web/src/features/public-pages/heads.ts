import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api";
import { absolute, breadcrumbs, clip, pageHead, type PageHead } from "../../lib/page-head";
import { contentQuery } from "../auth/legal-dialog";
import { plansQuery } from "../plans/api";
import { articleCategoriesQuery, articleQuery, articlesQuery, parseArticlesSearch } from "./api";

/**
 * Loaders of the content pages (/about, /news, /articles, /articles/{id}, /sell, /sell/guides/{id}), imported
 * by the routes on demand (not with the entry bundle). On the worker they wait for the data, so the HTML holds
 * the text and the head (title, description, canonical, Open Graph, JSON-LD).
 */
export const ORGANIZATION = (origin: string) => ({
  "@type": "Organization",
  name: "PropertyNG",
  url: `${origin}/`,
  logo: `${origin}/icons/icon-512.png`,
});

const missing = (e: unknown) => {
  if (e instanceof ApiError && e.status === 404) return null;
  throw e;
};

/**
 * The head of a public page: the organization, the breadcrumb trail after Home (one crumb for a page one step
 * under home: a list, a content page) and any more JSON-LD nodes the page describes.
 */
export function sitePageHead(
  origin: string,
  trail: [name: string, url: string][],
  p: { title: string; description: string; url: string },
  more: Record<string, unknown>[] = [],
): PageHead {
  return pageHead({
    ...p,
    ogType: "website",
    jsonLd: { "@graph": [ORGANIZATION(origin), breadcrumbs([["Home", `${origin}/`], ...trail]), ...more] },
  });
}

export type ContentLoaderData = { found: boolean; head: PageHead };

export async function loadArticles(
  queryClient: QueryClient,
  fromUrl: Record<string, unknown>,
  origin: string,
  path: "/news" | "/articles",
): Promise<ContentLoaderData> {
  const s = parseArticlesSearch(fromUrl);
  await Promise.all([
    queryClient.ensureQueryData(articlesQuery(s.page ?? 1, s.category)),
    queryClient.ensureQueryData(articleCategoriesQuery()),
  ]).catch(() => undefined);
  const news = path === "/news";
  const title = news
    ? "News & Insight: Nigerian property market · PropertyNG"
    : "Articles and guides for renters, buyers and sellers · PropertyNG";
  const query = new URLSearchParams();
  if (s.category) query.set("category", s.category);
  if (s.page) query.set("page", String(s.page));
  const url = `${origin}${path}${query.size ? `?${query}` : ""}`;
  return {
    found: true,
    head: sitePageHead(origin, [[news ? "News & Insight" : "Articles", `${origin}${path}`]], {
      title,
      description:
        "Market news, rent and price trends, title documents explained and step-by-step guides to renting, buying and selling property in Nigeria.",
      url,
    }),
  };
}

export async function loadArticle(queryClient: QueryClient, id: string, origin: string): Promise<ContentLoaderData> {
  const a = await queryClient.ensureQueryData(articleQuery(id)).catch(missing);
  if (!a)
    return {
      found: false,
      head: { meta: [{ title: "Article not found · PropertyNG" }, { name: "robots", content: "noindex" }] },
    };
  const url = `${origin}/articles/${encodeURIComponent(a.slug)}`;
  const image = a.coverImageUrl ? absolute(origin, a.coverImageUrl) : null;
  const description = clip(a.excerpt || a.title, 160);
  return {
    found: true,
    head: pageHead({
      title: `${a.title} · PropertyNG`,
      description,
      url,
      ogType: "article",
      image,
      jsonLd: {
        "@graph": [
          {
            "@type": "Article",
            headline: clip(a.title, 110),
            description,
            url,
            mainEntityOfPage: url,
            datePublished: new Date(a.publishedAt).toISOString(),
            dateModified: new Date(a.updatedAt).toISOString(),
            ...(image ? { image } : {}),
            ...(a.category ? { articleSection: a.category.name } : {}),
            ...(a.tags.length ? { keywords: a.tags.join(", ") } : {}),
            author: a.authorName ? { "@type": "Person", name: a.authorName } : ORGANIZATION(origin),
            publisher: ORGANIZATION(origin),
          },
          breadcrumbs([
            ["Home", `${origin}/`],
            ["News & Insight", `${origin}/news`],
            [clip(a.title, 60), url],
          ]),
        ],
      },
    }),
  };
}

/** A page whose text is website content (about, a sell guide): its title and description come from it. */
export async function loadContent(
  queryClient: QueryClient,
  key: string,
  origin: string,
  path: string,
  fallbackTitle: string,
): Promise<ContentLoaderData> {
  const c = await queryClient.ensureQueryData(contentQuery(key)).catch(missing);
  if (!c)
    return {
      found: false,
      head: { meta: [{ title: `${fallbackTitle} · PropertyNG` }, { name: "robots", content: "noindex" }] },
    };
  const text = c.content
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&[a-z#0-9]+;/g, " ");
  return {
    found: true,
    head: sitePageHead(origin, [[c.title, `${origin}${path}`]], {
      title: `${c.title} · PropertyNG`,
      description: clip(text.replace(c.title, ""), 160),
      url: `${origin}${path}`,
    }),
  };
}

export async function loadSell(queryClient: QueryClient, origin: string): Promise<ContentLoaderData> {
  await queryClient.ensureQueryData(plansQuery("")).catch(() => undefined);
  return {
    found: true,
    head: sitePageHead(origin, [["Sell", `${origin}/sell`]], {
      title: "Sell or let your property in Nigeria · PropertyNG",
      description:
        "List homes, land and short lets with verified buyers and tenants: how it works, plans and prices for brokerages, companies and developers.",
      url: `${origin}/sell`,
    }),
  };
}
