import { useState } from "react";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "../../../../components/ui/alert";
import { Button } from "../../../../components/ui/button";
import { Skeleton } from "../../../../components/ui/skeleton";
import { ArticleView } from "../../../../features/content/article-view";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { publicationQuery, useArticleAction } from "../../../../features/admin/content/queries";
import { StatusBadge } from "../../../../features/admin/content/status-badge";
import { formatDate, formatTime } from "../../../../lib/format";
import { toast } from "../../../../lib/toast";
import { BackLink, ButtonLink } from "../../../../components/ui/text-link";

export const Route = createFileRoute("/_admin/dashboard/admin/publications_/view/$id")({
  head: () => ({ meta: [{ title: "Preview article · Admin · PropertyNG" }] }),
  component: PreviewArticle,
});

function PreviewArticle() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const q = useQuery(publicationQuery(id));
  const action = useArticleAction();
  const [confirm, setConfirm] = useState<"publish" | "unpublish" | "delete" | null>(null);

  if (q.isError)
    return (
      <Alert variant="danger" title="This article could not be loaded">
        It may have been deleted.{" "}
        <Link to="/dashboard/admin/publications" className="underline">
          Back to publications
        </Link>
      </Alert>
    );
  if (q.isPending) return <Skeleton className="h-96 w-full" />;
  const a = q.data;
  const run = async (kind: "publish" | "unpublish" | "delete") => {
    await action.mutateAsync({ id, action: kind });
    if (kind === "delete") {
      toast.success("Article deleted");
      void navigate({ to: "/dashboard/admin/publications" });
    } else toast.success(kind === "publish" ? "Article published" : "Article moved back to drafts");
  };
  return (
    <div className="space-y-4">
      <BackLink to="/dashboard/admin/publications">Publications</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-ink-200 bg-white p-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-600">
          <StatusBadge status={a.status} />
          {a.status === "scheduled" && a.publishedAt && (
            <span>
              Goes live {formatDate(a.publishedAt)} at {formatTime(a.publishedAt)}
            </span>
          )}
          {a.status === "published" && <span>Visible to everyone (slug: {a.slug})</span>}
          {a.status === "draft" && <span>Only staff can see this draft.</span>}
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/dashboard/admin/publications/$id" params={{ id }} variant="outline" size="sm">
            Edit
          </ButtonLink>
          {a.status === "published" ? (
            <Button size="sm" variant="outline" onClick={() => setConfirm("unpublish")}>
              Unpublish
            </Button>
          ) : (
            <Button size="sm" onClick={() => setConfirm("publish")}>
              Publish now
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={() => setConfirm("delete")}>
            Delete
          </Button>
        </div>
      </div>
      <div className="rounded-xl border border-ink-200 bg-white px-4 py-8 sm:px-8">
        <ArticleView article={{ ...a, authorName: a.author?.name ?? null }} />
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={
          confirm === "delete"
            ? "Delete this article?"
            : confirm === "publish"
              ? "Publish this article now?"
              : "Unpublish this article?"
        }
        description={
          confirm === "delete"
            ? `“${a.title}” will be removed for good.`
            : confirm === "publish"
              ? "It becomes public at once on the site and in the app."
              : "It disappears from the site and goes back to drafts."
        }
        confirmLabel={confirm === "delete" ? "Delete" : confirm === "publish" ? "Publish" : "Unpublish"}
        danger={confirm !== "publish"}
        onConfirm={() => run(confirm!)}
      />
    </div>
  );
}
