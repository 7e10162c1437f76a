import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { pageNumber } from "../../../../lib/search";
import { activityQuery } from "../../../../features/admin/queries";
import { AdminListPanel } from "../../../../features/admin/admin-list";
import { formatDate, formatTime } from "../../../../lib/format";

export const Route = createFileRoute("/_admin/dashboard/admin/activity-log")({
  validateSearch: (s: Record<string, unknown>): { page?: number } => ({ page: pageNumber(s.page) }),
  head: () => ({ meta: [{ title: "Activity log · Admin · PropertyNG" }] }),
  component: ActivityLog,
});

const LABELS: Record<string, string> = {
  "user.login": "Signed in",
  "admin.login": "Signed in to the admin area",
  "user.password_reset": "Reset their password",
  "user.password_change": "Changed their password",
  "listing.delist": "Delisted a listing",
  "listing.relist": "Relisted a listing",
  "listing.edit": "Corrected a listing",
  "listing.photo_removed": "Removed a photo from a listing",
  "report.uphold": "Upheld a listing report",
  "report.dismiss": "Dismissed a listing report",
  "duplicate.dismiss": "Dismissed a duplicate-photo flag",
  "duplicate.delist": "Delisted a duplicate listing",
  "user.listing_suspended": "Suspended a lister from publishing listings",
  "article.create": "Wrote an article",
  "article.update": "Edited an article",
  "article.publish": "Published an article",
  "article.unpublish": "Unpublished an article",
  "article.delete": "Deleted an article",
  "article_category.create": "Added an article category",
  "content.create": "Added a website page",
  "content.update": "Edited a website page",
  "content.restore": "Restored a version of a website page",
  "content.delete": "Deleted a website page",
};

function ActivityLog() {
  const page = Route.useSearch().page ?? 1;
  const navigate = useNavigate({ from: Route.fullPath });
  const q = useQuery(activityQuery(page));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-ink-900">Activity log</h1>
      <AdminListPanel
        query={q}
        page={page}
        onPage={(p) => navigate({ search: { page: p } })}
        errorTitle="The activity log could not be loaded"
        empty={{ title: "Nothing logged yet", description: "Sign-ins and admin actions appear here." }}
      >
        {(rows) => (
          <ul className="divide-y divide-ink-100">
            {rows.map((r) => (
              <li
                key={r.id}
                className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <span>
                  <span className="font-medium text-ink-900">{r.actorName ?? "System"}</span>{" "}
                  <span className="text-ink-700">{LABELS[r.action] ?? r.action}</span>
                  {r.actorEmail && (
                    <span className="block text-xs text-ink-500">
                      {r.actorEmail}
                      {r.ip ? ` · ${r.ip}` : ""}
                    </span>
                  )}
                </span>
                <time className="text-xs text-ink-500" dateTime={new Date(r.createdAt).toISOString()}>
                  {formatDate(r.createdAt)} {formatTime(r.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </AdminListPanel>
    </div>
  );
}
