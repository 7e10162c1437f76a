import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "../../components/ui/empty-state";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { formatDate } from "../../lib/format";
import { Photo } from "../../components/ui/photo";
import { coverPhoto } from "../content/cover-photo";
import { articleCategoriesQuery, articlesQuery, type ArticlesSearch } from "./api";

/**
 * A card's width: one column on phones, two from 640 px, three from 1024 px in the 72rem page. Like listing cards,
 * a card never takes a copy wider than 640 px (a 2× phone draws its 343 px card from the 640 copy).
 */
const CARD_SIZES = "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw";

const chip = (active: boolean) =>
  cn(
    "inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-medium",
    active ? "border-brand-600 bg-brand-600 text-white" : "border-ink-200 bg-white text-ink-700 hover:border-brand-400",
  );

/**
 * /news and /articles: the published articles, newest first, by category, twelve a page. Covers are drawn right-sized
 * (srcset over their copies); the first is the page's largest picture on a phone, so it alone is fetched at once.
 */
export function ArticlesPage({ path, search }: { path: "/news" | "/articles"; search: ArticlesSearch }) {
  const page = search.page ?? 1;
  const list = useQuery(articlesQuery(page, search.category));
  const categories = useQuery(articleCategoriesQuery());
  const news = path === "/news";
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{news ? "News & Insight" : "Articles and guides"}</h1>
      <p className="mt-2 max-w-2xl text-ink-600">
        Market news, rent and price trends, and plain-language guides to renting, buying and selling property in
        Nigeria.
      </p>
      <nav aria-label="Article categories" className="mt-6 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]">
        <Link
          to={path}
          search={{}}
          className={chip(!search.category)}
          aria-current={!search.category ? "page" : undefined}
        >
          All
        </Link>
        {categories.data?.data.map((c) => (
          <Link
            key={c.id}
            to={path}
            search={{ category: c.slug }}
            className={chip(search.category === c.slug)}
            aria-current={search.category === c.slug ? "page" : undefined}
          >
            {c.name}
          </Link>
        ))}
      </nav>
      {list.isError ? (
        <EmptyState title="We could not load the articles" description="Check your connection and try again." />
      ) : !list.data ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading articles">
          {[0, 1, 2].map((i) => (
            <li key={i} className="space-y-3">
              <Skeleton className="aspect-[16/9] w-full" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
            </li>
          ))}
        </ul>
      ) : list.data.data.length === 0 ? (
        <EmptyState
          title="No articles here yet"
          description="New articles appear here as soon as they are published."
          action={
            search.category ? (
              <Link to={path} search={{}} className="text-brand-700 underline">
                See all articles
              </Link>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.data.map((a, i) => (
              <li key={a.id}>
                <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-ink-200 bg-white shadow-card">
                  {a.coverImageUrl ? (
                    <Photo
                      src={coverPhoto(a)}
                      alt=""
                      sizes={CARD_SIZES}
                      maxWidth={640}
                      priority={i === 0}
                      fallbackSize={{ width: 640, height: 360 }}
                      className="aspect-[16/9] w-full bg-ink-100 object-cover"
                    />
                  ) : (
                    <div aria-hidden="true" className="aspect-[16/9] w-full bg-brand-50" />
                  )}
                  <div className="flex flex-1 flex-col p-4">
                    {a.category && (
                      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{a.category.name}</p>
                    )}
                    <h2 className="mt-1 text-lg font-semibold text-ink-900">
                      <Link
                        to="/articles/$id"
                        params={{ id: a.slug }}
                        className="after:absolute after:inset-0 hover:underline focus-visible:underline"
                      >
                        {a.title}
                      </Link>
                    </h2>
                    <p className="mt-2 line-clamp-3 text-sm text-ink-600">{a.excerpt}</p>
                    <p className="mt-auto pt-3 text-xs text-ink-600">
                      {formatDate(a.publishedAt)}
                      {a.authorName ? ` · ${a.authorName}` : ""}
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          {(page > 1 || list.data.hasMore) && (
            <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-3">
              {page > 1 && (
                <Link to={path} search={{ ...search, page: page > 2 ? page - 1 : undefined }} className={chip(false)}>
                  Newer
                </Link>
              )}
              <span className="text-sm text-ink-600">Page {page}</span>
              {list.data.hasMore && (
                <Link to={path} search={{ ...search, page: page + 1 }} className={chip(false)}>
                  Older
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
