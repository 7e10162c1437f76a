import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ArticleForm } from "../../../../features/admin/content/article-form";
import { BackLink } from "../../../../components/ui/text-link";

export const Route = createFileRoute("/_admin/dashboard/admin/publications_/create")({
  head: () => ({ meta: [{ title: "Write an article · Admin · PropertyNG" }] }),
  component: CreateArticle,
});

function CreateArticle() {
  const navigate = useNavigate();
  return (
    <div className="space-y-4">
      <BackLink to="/dashboard/admin/publications">Publications</BackLink>
      <h1 className="text-2xl font-semibold text-ink-900">Write an article</h1>
      <ArticleForm onSaved={(id) => void navigate({ to: "/dashboard/admin/publications/view/$id", params: { id } })} />
    </div>
  );
}
