import { lazy, Suspense, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { ARTICLE_LIMITS, slugify, type ArticleStatus } from "@contracts/article-rules";
import { Button } from "../../components/ui/button";
import { Field, Input, inputClasses, fieldErrorId, Textarea } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { cn } from "../../lib/cn";
import { categoriesQuery, uploadArticleImage, useSaveArticle, type ArticleBody } from "./queries";
import { CategoryDialog } from "./category-dialog";

// TipTap is only downloaded when an editor opens.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

export type ArticleFormValues = {
  id?: string;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  coverImageUrl: string | null;
  categoryId: string | null;
  tags: string[];
  status: ArticleStatus;
  publishedAt: number | null;
};

const EMPTY: ArticleFormValues = { title: "", slug: "", excerpt: "", body: "", coverImageUrl: null, categoryId: null, tags: [], status: "draft", publishedAt: null };

/** A local "YYYY-MM-DDTHH:mm" for <input type="datetime-local"> from epoch ms, and back. */
const toLocalInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

export function ArticleForm({ initial, onSaved }: { initial?: ArticleFormValues; onSaved: (id: string) => void }) {
  const start = initial ?? EMPTY;
  const [v, setV] = useState(start);
  const [slugTouched, setSlugTouched] = useState(Boolean(initial));
  const [tags, setTags] = useState(start.tags.join(", "));
  const [when, setWhen] = useState(start.status === "scheduled" && start.publishedAt ? toLocalInput(start.publishedAt) : "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const [categoryOpen, setCategoryOpen] = useState(false);
  const categories = useQuery(categoriesQuery());
  const save = useSaveArticle(initial?.id);
  const set = (patch: Partial<ArticleFormValues>) => {
    setV((cur) => ({ ...cur, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };

  async function cover(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      set({ coverImageUrl: await uploadArticleImage(file) });
    } catch (e) {
      setErrors((x) => ({ ...x, coverImage: e instanceof ApiError ? e.message : "The picture could not be uploaded." }));
    } finally {
      setUploading(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (v.title.trim().length < 3) local.title = "Give the article a title (3 characters at least).";
    if (!v.body.trim()) local.body = "Write the article's text.";
    if (v.status === "scheduled" && !when) local.publishAt = "Choose when this article should be published.";
    if (Object.keys(local).length) return setErrors(local);
    const body: ArticleBody = {
      title: v.title.trim(),
      slug: v.slug.trim() || undefined,
      excerpt: v.excerpt.trim(),
      body: v.body,
      coverImage: v.coverImageUrl,
      categoryId: v.categoryId,
      tags: tags
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
      status: v.status,
      publishAt: v.status === "scheduled" ? new Date(when).getTime() : null,
    };
    try {
      const saved = await save.mutateAsync(body);
      toast.success(v.status === "published" ? "Article published" : v.status === "scheduled" ? "Article scheduled" : "Draft saved");
      onSaved(saved.id);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) setErrors(Object.fromEntries(err.errors.map((x) => [x.field, x.message])));
      else toast.error("Not saved", { description: err instanceof ApiError ? err.message : "Please try again." });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="space-y-5 rounded-xl border border-ink-200 bg-white p-4 sm:p-6">
        <Field label="Title" htmlFor="article-title" error={errors.title}>
          <Input id="article-title" value={v.title} maxLength={ARTICLE_LIMITS.title} onChange={(e) => set({ title: e.target.value, ...(slugTouched ? {} : { slug: slugify(e.target.value) }) })} />
        </Field>
        <Field label="Slug (the article's address)" htmlFor="article-slug" error={errors.slug} hint={v.slug ? "Lower-case words joined by hyphens." : "Made from the title"}>
          <Input
            id="article-slug"
            value={v.slug}
            maxLength={ARTICLE_LIMITS.slug}
            onChange={(e) => {
              setSlugTouched(true);
              set({ slug: e.target.value });
            }}
          />
        </Field>
        <Field label="Excerpt" htmlFor="article-excerpt" error={errors.excerpt} hint={`${v.excerpt.length}/${ARTICLE_LIMITS.excerpt}. Shown on cards; made from the text when empty.`}>
          <Textarea id="article-excerpt" rows={2} value={v.excerpt} maxLength={ARTICLE_LIMITS.excerpt} onChange={(e) => set({ excerpt: e.target.value })} />
        </Field>
        <div className="flex flex-col gap-1.5">
          <span id="article-body-label" className="text-sm font-medium text-ink-800">
            Text
          </span>
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <RichTextEditor
              id="article-body"
              label="Article text"
              value={v.body}
              onChange={(body) => set({ body })}
              invalid={Boolean(errors.body)}
              describedBy={errors.body ? fieldErrorId("article-body") : undefined}
            />
          </Suspense>
          {errors.body && (
            <p id={fieldErrorId("article-body")} role="alert" className="text-sm text-danger-600">
              {errors.body}
            </p>
          )}
        </div>
      </div>
      <aside className="space-y-5">
        <fieldset className="space-y-2 rounded-xl border border-ink-200 bg-white p-4">
          <legend className="px-1 text-sm font-medium text-ink-800">Publication</legend>
          {(
            [
              ["draft", "Save as draft"],
              ["published", "Publish now"],
              ["scheduled", "Schedule"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 text-sm text-ink-800">
              <input type="radio" name="article-status" value={value} checked={v.status === value} onChange={() => set({ status: value })} className="size-4 accent-brand-600" />
              {label}
            </label>
          ))}
          {v.status === "scheduled" && (
            <Field label="Publish on" htmlFor="article-publish-at" error={errors.publishAt}>
              <Input
                id="article-publish-at"
                type="datetime-local"
                value={when}
                onChange={(e) => {
                  setWhen(e.target.value);
                  setErrors(({ publishAt: _p, ...rest }) => rest);
                }}
              />
            </Field>
          )}
          <Button type="submit" className="mt-2 w-full" loading={save.isPending}>
            {v.status === "published" ? "Publish" : v.status === "scheduled" ? "Schedule" : "Save draft"}
          </Button>
        </fieldset>
        <div className="space-y-3 rounded-xl border border-ink-200 bg-white p-4">
          <Field label="Category" htmlFor="article-category" error={errors.categoryId}>
            <select id="article-category" className={inputClasses} value={v.categoryId ?? ""} onChange={(e) => set({ categoryId: e.target.value || null })}>
              <option value="">No category</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Button type="button" variant="outline" size="sm" onClick={() => setCategoryOpen(true)}>
            Add a category
          </Button>
          <Field label="Tags" htmlFor="article-tags" hint="Separate with commas, e.g. Lagos, rent" error={errors.tags}>
            <Input id="article-tags" value={tags} onChange={(e) => setTags(e.target.value)} />
          </Field>
        </div>
        <div className="space-y-3 rounded-xl border border-ink-200 bg-white p-4">
          <p className="text-sm font-medium text-ink-800">Cover picture</p>
          {v.coverImageUrl ? (
            <img src={v.coverImageUrl} alt="Cover" className="aspect-[16/9] w-full rounded-lg object-cover" />
          ) : (
            <div className="grid aspect-[16/9] place-items-center rounded-lg bg-ink-100 text-sm text-ink-500">No cover yet</div>
          )}
          <div className="flex gap-2">
            <label
              className={cn(
                "inline-flex min-h-9 cursor-pointer items-center rounded-lg border border-ink-300 px-3 text-sm font-medium text-ink-800 hover:bg-ink-50 focus-within:ring-2 focus-within:ring-brand-500",
                uploading && "opacity-60",
              )}
            >
              {uploading ? "Uploading…" : v.coverImageUrl ? "Replace" : "Upload"}
              <input type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" disabled={uploading} onChange={(e) => void cover(e.target.files?.[0])} />
            </label>
            {v.coverImageUrl && (
              <Button type="button" size="sm" variant="ghost" onClick={() => set({ coverImageUrl: null })}>
                Remove
              </Button>
            )}
          </div>
          {errors.coverImage && (
            <p role="alert" className="text-sm text-danger-600">
              {errors.coverImage}
            </p>
          )}
        </div>
      </aside>
      <CategoryDialog open={categoryOpen} onOpenChange={setCategoryOpen} onCreated={(id) => set({ categoryId: id })} />
    </form>
  );
}
