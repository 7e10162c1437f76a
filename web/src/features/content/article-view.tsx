import { PROSE } from "./prose";
import { Photo, type PhotoSource } from "../../components/ui/photo";
import { coverPhoto } from "./cover-photo";
import { formatDate } from "../../lib/format";
import { userHtml } from "../../lib/user-html";

export type ArticleViewData = {
  title: string;
  excerpt: string;
  body: string;
  coverImageUrl: string | null;
  coverImageSizes?: PhotoSource["sizes"];
  coverImageWidth?: number | null;
  coverImageHeight?: number | null;
  category: { name: string } | null;
  publishedAt: number | null;
  authorName: string | null;
};

/**
 * One article as the public reads it: the admin preview (publications/view/{id}) renders this very component,
 * so staff see exactly what readers will. The body is HTML the server sanitised with its allow-list on save.
 */
export function ArticleView({ article }: { article: ArticleViewData }) {
  return (
    <article className="mx-auto max-w-3xl">
      {article.category && (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{article.category.name}</p>
      )}
      <h1 className="mt-2 text-3xl font-bold text-ink-900 sm:text-4xl">{article.title}</h1>
      {article.excerpt && <p className="mt-3 text-lg text-ink-600">{article.excerpt}</p>}
      <p className="mt-3 text-sm text-ink-500">
        {[
          article.authorName && `By ${article.authorName}`,
          article.publishedAt ? formatDate(article.publishedAt) : "Not published yet",
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {article.coverImageUrl && (
        <Photo
          src={coverPhoto(article)}
          alt=""
          sizes="(max-width: 800px) 100vw, 768px"
          priority
          fallbackSize={{ width: 1280, height: 720 }}
          className="mt-6 aspect-[16/9] w-full rounded-xl object-cover"
        />
      )}
      <div className={`mt-8 ${PROSE}`} dangerouslySetInnerHTML={userHtml(article.body)} />
    </article>
  );
}
