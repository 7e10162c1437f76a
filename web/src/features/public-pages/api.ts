import { client, unwrap, queryOptions } from "../../lib/client";

/** The public reading of the publications the back office writes (GET /v1/content/articles, /categories). */
export const ARTICLES_PER_PAGE = 12;

export const articlesQuery = (page: number, category?: string) =>
  queryOptions({
    queryKey: ["articles", "list", category ?? "all", page] as const,
    queryFn: () =>
      unwrap(client.GET("/v1/content/articles", { params: { query: { page, perPage: ARTICLES_PER_PAGE, category } } })),
    staleTime: 5 * 60_000,
  });

export const articleQuery = (id: string) =>
  queryOptions({
    queryKey: ["articles", "one", id] as const,
    queryFn: () => unwrap(client.GET("/v1/content/articles/{id}", { params: { path: { id } } }), { silent: true }),
    staleTime: 5 * 60_000,
  });

export const articleCategoriesQuery = () =>
  queryOptions({
    queryKey: ["articles", "categories"] as const,
    queryFn: () => unwrap(client.GET("/v1/content/categories")),
    staleTime: 30 * 60_000,
  });

export type ArticlesSearch = { page?: number; category?: string };

export const parseArticlesSearch = (s: Record<string, unknown>): ArticlesSearch => {
  const page = Number(s.page);
  const category = typeof s.category === "string" && /^[\w-]{1,60}$/.test(s.category) ? s.category : undefined;
  return { page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined, category };
};
