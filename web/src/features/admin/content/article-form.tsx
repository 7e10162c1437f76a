import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import {
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES,
  ARTICLE_STATUSES,
  articleInput,
  hasText,
  slugify,
  type ArticleStatus,
} from "@contracts/articles";
import { Button } from "../../../components/ui/button";
import { errorMessage, Form, FormError, FormField, SubmitButton, useZodForm } from "../../../components/ui/form";
import { Input, NativeSelect, Textarea, SelectOptions, ErrorText } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { cn } from "../../../lib/cn";
import { categoriesQuery, uploadArticleImage, useSaveArticle, type ArticleBody } from "./queries";
import { CategoryDialog } from "./category-dialog";
import { RichTextField } from "./rich-text-field";

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

const EMPTY: ArticleFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  body: "",
  coverImageUrl: null,
  categoryId: null,
  tags: [],
  status: "draft",
  publishedAt: null,
};

/** A local "YYYY-MM-DDTHH:mm" for <input type="datetime-local"> from epoch ms, and back. */
const toLocalInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

// The API's rules (contracts/articles.ts articleInput), on what the form holds: tags as typed, the date as the phone shows it.
const schema = z
  .object({
    title: articleInput.shape.title,
    slug: z
      .string()
      .trim()
      .transform((s) => s || undefined)
      .pipe(articleInput.shape.slug),
    excerpt: articleInput.shape.excerpt,
    body: z.string().refine(hasText, ARTICLE_MESSAGES.bodyEmpty).pipe(articleInput.shape.body),
    coverImage: z.string().nullable(),
    categoryId: z.string().transform((c) => c || null),
    tags: z
      .string()
      .transform((t) =>
        t
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string().max(ARTICLE_LIMITS.tag, `Keep each tag under ${ARTICLE_LIMITS.tag} characters.`))
          .max(ARTICLE_LIMITS.tags, `At most ${ARTICLE_LIMITS.tags} tags.`),
      ),
    status: z.enum(ARTICLE_STATUSES),
    publishAt: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "scheduled" && !v.publishAt)
      ctx.addIssue({ code: "custom", path: ["publishAt"], message: "Choose when this article should be published." });
  })
  .transform((v): ArticleBody => ({
    ...v,
    publishAt: v.status === "scheduled" ? new Date(v.publishAt).getTime() : null,
  }));

export function ArticleForm({ initial, onSaved }: { initial?: ArticleFormValues; onSaved: (id: string) => void }) {
  const start = initial ?? EMPTY;
  const form = useZodForm(schema, {
    defaultValues: {
      title: start.title,
      slug: start.slug,
      excerpt: start.excerpt,
      body: start.body,
      coverImage: start.coverImageUrl,
      categoryId: start.categoryId ?? "",
      tags: start.tags.join(", "),
      status: start.status,
      publishAt: start.status === "scheduled" && start.publishedAt ? toLocalInput(start.publishedAt) : "",
    },
  });
  const [slugTouched, setSlugTouched] = useState(Boolean(initial));
  const [categoryOpen, setCategoryOpen] = useState(false);
  const [status, slug, excerpt, coverImage] = useWatch({
    control: form.control,
    name: ["status", "slug", "excerpt", "coverImage"],
  });
  const categories = useQuery(categoriesQuery());
  const save = useSaveArticle(initial?.id);
  const upload = useMutation({
    mutationFn: uploadArticleImage,
    onSuccess: (url) => form.setValue("coverImage", url, { shouldDirty: true }),
  });
  const coverError =
    errorMessage(form.formState.errors, "coverImage") ??
    (upload.error
      ? upload.error instanceof ApiError
        ? upload.error.message
        : "The picture could not be uploaded."
      : undefined);

  async function submit(body: ArticleBody) {
    const saved = await save.mutateAsync(body);
    toast.success(
      body.status === "published"
        ? "Article published"
        : body.status === "scheduled"
          ? "Article scheduled"
          : "Draft saved",
    );
    onSaved(saved.id);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      fallback="Not saved. Please try again."
      aria-label="Article"
      className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
    >
      <div className="space-y-5 rounded-xl border border-ink-200 bg-white p-4 sm:p-6">
        <FormError />
        <FormField name="title" label="Title" id="article-title">
          <Input
            maxLength={ARTICLE_LIMITS.title}
            {...form.register("title", {
              onChange: (e) => slugTouched || form.setValue("slug", slugify(e.target.value)),
            })}
          />
        </FormField>
        <FormField
          name="slug"
          label="Slug (the article's address)"
          id="article-slug"
          hint={slug ? "Lower-case words joined by hyphens." : "Made from the title"}
        >
          <Input maxLength={ARTICLE_LIMITS.slug} {...form.register("slug", { onChange: () => setSlugTouched(true) })} />
        </FormField>
        <FormField
          name="excerpt"
          label="Excerpt"
          id="article-excerpt"
          hint={`${(excerpt ?? "").length}/${ARTICLE_LIMITS.excerpt}. Shown on cards; made from the text when empty.`}
        >
          <Textarea rows={2} maxLength={ARTICLE_LIMITS.excerpt} {...form.register("excerpt")} />
        </FormField>
        <RichTextField form={form} name="body" id="article-body" label="Article text" captionId="article-body-label" />
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
              <input type="radio" value={value} {...form.register("status")} className="size-4 accent-brand-600" />
              {label}
            </label>
          ))}
          {status === "scheduled" && (
            <FormField name="publishAt" label="Publish on" id="article-publish-at">
              <Input type="datetime-local" {...form.register("publishAt")} />
            </FormField>
          )}
          <SubmitButton className="mt-2 w-full">
            {status === "published" ? "Publish" : status === "scheduled" ? "Schedule" : "Save draft"}
          </SubmitButton>
        </fieldset>
        <div className="space-y-3 rounded-xl border border-ink-200 bg-white p-4">
          <FormField name="categoryId" label="Category" id="article-category">
            <NativeSelect {...form.register("categoryId")}>
              <SelectOptions none="No category" items={categories.data} label={(c) => c.name} />
            </NativeSelect>
          </FormField>
          <Button type="button" variant="outline" size="sm" onClick={() => setCategoryOpen(true)}>
            Add a category
          </Button>
          <FormField name="tags" label="Tags" id="article-tags" hint="Separate with commas, e.g. Lagos, rent">
            <Input {...form.register("tags")} />
          </FormField>
        </div>
        <div className="space-y-3 rounded-xl border border-ink-200 bg-white p-4">
          <p className="text-sm font-medium text-ink-800">Cover picture</p>
          {coverImage ? (
            <img src={coverImage} alt="Cover" className="aspect-[16/9] w-full rounded-lg object-cover" />
          ) : (
            <div className="grid aspect-[16/9] place-items-center rounded-lg bg-ink-100 text-sm text-ink-500">
              No cover yet
            </div>
          )}
          <div className="flex gap-2">
            <label
              className={cn(
                "inline-flex min-h-9 cursor-pointer items-center rounded-lg border border-ink-300 px-3 text-sm font-medium text-ink-800 hover:bg-ink-50 focus-within:ring-2 focus-within:ring-brand-500",
                upload.isPending && "opacity-60",
              )}
            >
              {upload.isPending ? "Uploading…" : coverImage ? "Replace" : "Upload"}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                disabled={upload.isPending}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) upload.mutate(file);
                }}
              />
            </label>
            {coverImage && (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => form.setValue("coverImage", null, { shouldDirty: true })}
              >
                Remove
              </Button>
            )}
          </div>
          <ErrorText>{coverError}</ErrorText>
        </div>
      </aside>
      <CategoryDialog
        open={categoryOpen}
        onOpenChange={setCategoryOpen}
        onCreated={(id) => form.setValue("categoryId", id, { shouldDirty: true })}
      />
    </Form>
  );
}
