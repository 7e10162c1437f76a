import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { ARTICLE_STATUSES, type ArticleStatus } from "@contracts/article-rules";
import { optString, pageNumber } from "../../../../lib/search";
import { Alert } from "../../../../components/ui/alert";
import { buttonClasses } from "../../../../components/ui/button";
import { EmptyState } from "../../../../components/ui/empty-state";
import { Input, inputClasses } from "../../../../components/ui/input";
import { Skeleton } from "../../../../components/ui/skeleton";
import { Pager } from "../../../../features/admin/pager";
import { categoriesQuery, publicationsQuery } from "../../../../features/admin/content/queries";
import { StatusBadge } from "../../../../features/admin/content/status-badge";
import { formatDate } from "../../../../lib/format";
import { useTypedSearch } from "../../../../lib/use-typed-search";

type Search = { page?: number; search?: string; status?: ArticleStatus; categoryId?: string };

export const Route = createFileRoute("/_admin/dashboard/admin/publications")({
  validateSearch: (s: Record<string, unknown>): Search => ({
    page: pageNumber(s.page),
    search: optString(s.search),
    status: ARTICLE_STATUSES.find((x) => x === s.status),
    categoryId: optString(s.categoryId),
  }),
  head: () => ({ meta: [{ title: "Publications · Admin · PropertyNG" }] }),
  component: Publications,
});

function Publications() {
  const raw = Route.useSearch();
  const search = { ...raw, page: raw.page ?? 1 };
  const navigate = useNavigate({ from: Route.fullPath });
  const [text, setText] = useTypedSearch(
    search.search,
    (t) => void navigate({ search: (s) => ({ ...s, search: t, page: 1 }) }),
  );
  const q = useQuery(publicationsQuery(search));
  const categories = useQuery(categoriesQuery());
  const filtered = Boolean(search.search || search.status || search.categoryId);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink-900">Publications</h1>
        <Link to="/dashboard/admin/publications/create" className={buttonClasses("primary")}>
          Write an article
        </Link>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="pub-search" className="sr-only">
          Search articles
        </label>
        <Input
          id="pub-search"
          placeholder="Search by title or slug"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="sm:max-w-sm"
        />
        <label htmlFor="pub-status" className="sr-only">
          Status
        </label>
        <select
          id="pub-status"
          className={`${inputClasses} sm:w-44`}
          value={search.status ?? ""}
          onChange={(e) =>
            navigate({ search: (s) => ({ ...s, status: ARTICLE_STATUSES.find((x) => x === e.target.value), page: 1 }) })
          }
        >
          <option value="">All statuses</option>
          <option value="published">Published</option>
          <option value="scheduled">Scheduled</option>
          <option value="draft">Drafts</option>
        </select>
        <label htmlFor="pub-category" className="sr-only">
          Category
        </label>
        <select
          id="pub-category"
          className={`${inputClasses} sm:w-52`}
          value={search.categoryId ?? ""}
          onChange={(e) => navigate({ search: (s) => ({ ...s, categoryId: e.target.value || undefined, page: 1 }) })}
        >
          <option value="">All categories</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="overflow-hidden rounded-xl border border-ink-200 bg-white">
        {q.isError ? (
          <Alert variant="danger" title="Articles could not be loaded" className="m-4">
            Check your connection and reload the page.
          </Alert>
        ) : q.isPending ? (
          <div className="space-y-2 p-4">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : q.data.data.length === 0 ? (
          filtered ? (
            <EmptyState title="No articles match" description="Try another title, status or category." />
          ) : (
            <EmptyState
              title="No articles yet"
              description="Market news, guides and legal explainers help people rent and buy with confidence."
              action={
                <Link to="/dashboard/admin/publications/create" className={buttonClasses("primary")}>
                  Write the first article
                </Link>
              }
            />
          )
        ) : (
          <ul className="divide-y divide-ink-100">
            {q.data.data.map((a) => (
              <li key={a.id} className="flex gap-3 p-4">
                {a.coverImageUrl ? (
                  <img
                    src={a.coverImageUrl}
                    alt=""
                    className="hidden h-16 w-24 shrink-0 rounded-md object-cover sm:block"
                  />
                ) : (
                  <div className="hidden h-16 w-24 shrink-0 rounded-md bg-ink-100 sm:block" />
                )}
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to="/dashboard/admin/publications/view/$id"
                      params={{ id: a.id }}
                      className="font-medium text-ink-900 hover:underline"
                    >
                      {a.title}
                    </Link>
                    <StatusBadge status={a.status} />
                  </div>
                  <p className="mt-1 text-xs text-ink-500">
                    {[
                      a.category?.name,
                      a.author?.name,
                      a.status === "scheduled" && a.publishedAt
                        ? `Goes live ${formatDate(a.publishedAt)}`
                        : a.publishedAt
                          ? `Published ${formatDate(a.publishedAt)}`
                          : `Edited ${formatDate(a.updatedAt)}`,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </div>
                <div className="flex shrink-0 items-start gap-3 text-sm">
                  <Link
                    to="/dashboard/admin/publications/view/$id"
                    params={{ id: a.id }}
                    className="text-brand-700 hover:underline"
                  >
                    Preview
                  </Link>
                  <Link
                    to="/dashboard/admin/publications/$id"
                    params={{ id: a.id }}
                    className="text-brand-700 hover:underline"
                  >
                    Edit
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
        {q.data && q.data.data.length > 0 && (
          <Pager
            page={search.page}
            hasMore={q.data.hasMore}
            onPage={(page) => navigate({ search: (s) => ({ ...s, page }) })}
          />
        )}
      </div>
    </div>
  );
}
