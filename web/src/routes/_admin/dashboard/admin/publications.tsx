import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { ARTICLE_STATUSES, type ArticleStatus } from "@contracts/article-rules";
import { optString, pageNumber, oneOf } from "../../../../lib/search";
import {
  AdminListPanel,
  useAdminListSearch,
  FilterSearch,
  FilterSelect,
  LineSkeletons,
} from "../../../../features/admin/admin-list";
import { categoriesQuery, publicationsQuery } from "../../../../features/admin/content/queries";
import { StatusBadge } from "../../../../features/admin/content/status-badge";
import { formatDate } from "../../../../lib/format";
import { Photo } from "../../../../components/ui/photo";
import { coverPhoto } from "../../../../features/content/cover-photo";
import { ButtonLink, TextLink, TitleLink } from "../../../../components/ui/text-link";

type Search = { page?: number; search?: string; status?: ArticleStatus; categoryId?: string };

export const Route = createFileRoute("/_admin/dashboard/admin/publications")({
  validateSearch: (s: Record<string, unknown>): Search => ({
    page: pageNumber(s.page),
    search: optString(s.search),
    status: oneOf(ARTICLE_STATUSES, s.status),
    categoryId: optString(s.categoryId),
  }),
  head: () => ({ meta: [{ title: "Publications · Admin · PropertyNG" }] }),
  component: Publications,
});

function Publications() {
  const navigate = useNavigate({ from: Route.fullPath });
  const { search, text, setText, paging, filtering } = useAdminListSearch(
    Route.useSearch(),
    (p) => void navigate({ search: (s) => ({ ...s, ...p }) }),
  );
  const q = useQuery(publicationsQuery(search));
  const categories = useQuery(categoriesQuery());
  const filtered = Boolean(search.search || search.status || search.categoryId);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink-900">Publications</h1>
        <ButtonLink to="/dashboard/admin/publications/create">Write an article</ButtonLink>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <FilterSearch
          id="pub-search"
          label="Search articles"
          placeholder="Search by title or slug"
          value={text}
          onChange={setText}
          className="sm:w-full sm:max-w-sm"
        />
        <FilterSelect
          id="pub-status"
          label="Status"
          labelStyle="hidden"
          value={search.status}
          onChange={(v) => filtering.onChange({ status: oneOf(ARTICLE_STATUSES, v) })}
          all="All statuses"
          options={[
            { value: "published", label: "Published" },
            { value: "scheduled", label: "Scheduled" },
            { value: "draft", label: "Drafts" },
          ]}
          className="sm:w-44"
        />
        <FilterSelect
          id="pub-category"
          label="Category"
          labelStyle="hidden"
          value={search.categoryId}
          onChange={(v) => filtering.onChange({ categoryId: v || undefined })}
          all="All categories"
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          className="sm:w-52"
        />
      </div>
      <AdminListPanel
        query={q}
        {...paging}
        errorTitle="Articles could not be loaded"
        pending={<LineSkeletons height="h-12" />}
        empty={
          filtered
            ? { title: "No articles match", description: "Try another title, status or category." }
            : {
                title: "No articles yet",
                description: "Market news, guides and legal explainers help people rent and buy with confidence.",
                action: <ButtonLink to="/dashboard/admin/publications/create">Write the first article</ButtonLink>,
              }
        }
      >
        {(articles) => (
          <ul className="divide-y divide-ink-100">
            {articles.map((a) => (
              <li key={a.id} className="flex gap-3 p-4">
                {a.coverImageUrl ? (
                  <Photo
                    src={coverPhoto(a)}
                    alt=""
                    sizes="96px"
                    smallest
                    fallbackSize={{ width: 96, height: 64 }}
                    className="hidden h-16 w-24 shrink-0 rounded-md object-cover sm:block"
                  />
                ) : (
                  <div className="hidden h-16 w-24 shrink-0 rounded-md bg-ink-100 sm:block" />
                )}
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <TitleLink to="/dashboard/admin/publications/view/$id" params={{ id: a.id }}>
                      {a.title}
                    </TitleLink>
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
                  <TextLink to="/dashboard/admin/publications/view/$id" params={{ id: a.id }}>
                    Preview
                  </TextLink>
                  <TextLink to="/dashboard/admin/publications/$id" params={{ id: a.id }}>
                    Edit
                  </TextLink>
                </div>
              </li>
            ))}
          </ul>
        )}
      </AdminListPanel>
    </div>
  );
}
