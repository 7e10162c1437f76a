import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { ArticleForm } from "../../../../features/admin/content/article-form";

export const Route = createFileRoute("/_admin/dashboard/admin/publications_/create")({
  head: () => ({ meta: [{ title: "Write an article · Admin · PropertyNG" }] }),
  component: CreateArticle,
});

function CreateArticle() {
  const navigate = useNavigate();
  return (
    <div className="space-y-4">
      <Link to="/dashboard/admin/publications" className="text-sm text-brand-700 hover:underline">
        ← Publications
      </Link>
      <h1 className="text-2xl font-semibold text-ink-900">Write an article</h1>
      <ArticleForm onSaved={(id) => void navigate({ to: "/dashboard/admin/publications/view/$id", params: { id } })} />
    </div>
  );
}
