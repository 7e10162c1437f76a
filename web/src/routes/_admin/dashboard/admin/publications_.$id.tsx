import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "../../../../components/ui/alert";
import { Skeleton } from "../../../../components/ui/skeleton";
import { ArticleForm } from "../../../../features/admin/content/article-form";
import { publicationQuery } from "../../../../features/admin/content/queries";
import { BackLink } from "../../../../components/ui/text-link";

export const Route = createFileRoute("/_admin/dashboard/admin/publications_/$id")({
  head: () => ({ meta: [{ title: "Edit article · Admin · PropertyNG" }] }),
  component: EditArticle,
});

function EditArticle() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const q = useQuery(publicationQuery(id));
  return (
    <div className="space-y-4">
      <BackLink to="/dashboard/admin/publications">Publications</BackLink>
      <h1 className="text-2xl font-semibold text-ink-900">Edit article</h1>
      {q.isError ? (
        <Alert variant="danger" title="This article could not be loaded">
          It may have been deleted.
        </Alert>
      ) : q.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <ArticleForm
          key={q.data.id + q.data.updatedAt}
          initial={{ ...q.data, categoryId: q.data.category?.id ?? null }}
          onSaved={(saved) => void navigate({ to: "/dashboard/admin/publications/view/$id", params: { id: saved } })}
        />
      )}
    </div>
  );
}
