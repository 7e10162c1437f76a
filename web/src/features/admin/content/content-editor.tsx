import { useState } from "react";
import { z } from "zod";
import { useQuery } from "@tanstack/react-query";
import { ARTICLE_LIMITS, ARTICLE_MESSAGES, hasText } from "@contracts/article-rules";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { Form, FormError, FormField, SubmitButton, useZodForm } from "../../../components/ui/form";
import { Input } from "../../../components/ui/input";
import { Skeleton, SkeletonStack } from "../../../components/ui/skeleton";
import { formatDate, formatTime, formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { Pager } from "../pager";
import { PROSE } from "../../content/prose";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import {
  contentPageQuery,
  contentVersionQuery,
  contentVersionsQuery,
  useContentAction,
  useSaveContent,
} from "./queries";
import { userHtml } from "../../../lib/user-html";
import { RichTextField } from "./rich-text-field";

/** Edit one website content page; its versions beside it (view, restore). */
export function ContentEditor({ contentKey, onDeleted }: { contentKey: string; onDeleted: () => void }) {
  const page = useQuery(contentPageQuery(contentKey));
  if (page.isError)
    return (
      <Alert variant="danger" title="This page could not be loaded">
        Reload to try again.
      </Alert>
    );
  if (page.isPending) return <Skeleton className="h-96 w-full" />;
  return <Editor key={page.data.updatedAt} contentKey={contentKey} initial={page.data} onDeleted={onDeleted} />;
}

// The page's rules (the API's too: contracts/article-rules.ts); the text is the editor's HTML.
const pageSchema = z.object({
  title: z
    .string()
    .trim()
    .min(2, "Give the page a title.")
    .max(ARTICLE_LIMITS.contentTitle, `Up to ${ARTICLE_LIMITS.contentTitle} characters.`),
  content: z.string().refine(hasText, ARTICLE_MESSAGES.contentEmpty),
});

function Editor({
  contentKey,
  initial,
  onDeleted,
}: {
  contentKey: string;
  initial: { title: string; content: string };
  onDeleted: () => void;
}) {
  const form = useZodForm(pageSchema, { defaultValues: initial });
  const [deleting, setDeleting] = useState(false);
  const save = useSaveContent();
  const action = useContentAction();

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-[minmax(0,1fr)_18rem]">
      <Form
        form={form}
        onSubmit={async (v) => {
          await save.mutateAsync({ key: contentKey, ...v });
          form.reset(v);
          toast.success("Page saved", { description: "A new version was kept." });
        }}
        fallback="Not saved. Please try again."
        aria-label="Page"
        className="space-y-4 rounded-xl border border-ink-200 bg-white p-4 sm:p-6"
      >
        <FormField name="title" label="Title" id="content-title">
          <Input maxLength={ARTICLE_LIMITS.contentTitle} {...form.register("title")} />
        </FormField>
        <RichTextField form={form} name="content" id="content-body" label="Page text" />
        <FormError />
        <div className="flex flex-wrap justify-between gap-2">
          <Button type="button" variant="ghost" className="text-danger-700" onClick={() => setDeleting(true)}>
            Delete page
          </Button>
          <SubmitButton disabled={!form.formState.isDirty}>Save</SubmitButton>
        </div>
      </Form>
      <Versions contentKey={contentKey} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this page?"
        description={`“${initial.title}” (${contentKey}) disappears from the site. Its versions are kept in the history.`}
        confirmLabel="Delete"
        danger
        onConfirm={async () => {
          await action.mutateAsync({ key: contentKey, action: "delete" });
          toast.success("Page deleted");
          onDeleted();
        }}
      />
    </div>
  );
}

function Versions({ contentKey }: { contentKey: string }) {
  const [page, setPage] = useState(1);
  const q = useQuery(contentVersionsQuery(contentKey, page));
  const [viewing, setViewing] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<{ id: string; createdAt: number } | null>(null);
  const action = useContentAction();
  return (
    <section aria-labelledby="versions-title" className="rounded-xl border border-ink-200 bg-white">
      <h2 id="versions-title" className="border-b border-ink-200 px-4 py-3 font-semibold text-ink-900">
        Versions
      </h2>
      {q.isError ? (
        <p className="p-4 text-sm text-danger-700">Versions could not be loaded.</p>
      ) : q.isPending ? (
        <SkeletonStack className="space-y-2 p-4" blocks={["h-10 w-full", "h-10 w-full"]} />
      ) : q.data.data.length === 0 ? (
        <p className="p-4 text-sm text-ink-600">No versions yet: the first save keeps one.</p>
      ) : (
        <ol className="divide-y divide-ink-100">
          {q.data.data.map((v, i) => (
            <li key={v.id} className="px-4 py-3 text-sm">
              <p className="font-medium text-ink-900">
                {formatDateTime(v.createdAt)}
                {page === 1 && i === 0 && <span className="ml-2 text-xs font-normal text-success-700">current</span>}
              </p>
              <p className="text-xs text-ink-500">
                {v.author?.name ?? "Seeded"}
                {v.restoredFrom && " · restored an earlier version"}
              </p>
              <div className="mt-1 flex gap-3">
                <button type="button" className="text-brand-700 hover:underline" onClick={() => setViewing(v.id)}>
                  View
                </button>
                {!(page === 1 && i === 0) && (
                  <button type="button" className="text-brand-700 hover:underline" onClick={() => setRestoring(v)}>
                    Restore
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {q.data && (q.data.hasMore || page > 1) && <Pager page={page} hasMore={q.data.hasMore} onPage={setPage} />}
      <VersionDialog contentKey={contentKey} versionId={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(o) => !o && setRestoring(null)}
        title="Restore this version?"
        description={
          restoring
            ? `The page goes back to the version of ${formatDate(restoring.createdAt)} ${formatTime(restoring.createdAt)}. That is saved as a new version, so this can be undone too.`
            : ""
        }
        confirmLabel="Restore"
        onConfirm={async () => {
          await action.mutateAsync({ key: contentKey, action: "restore", versionId: restoring!.id });
          setPage(1);
          toast.success("Version restored");
        }}
      />
    </section>
  );
}

function VersionDialog({
  contentKey,
  versionId,
  onClose,
}: {
  contentKey: string;
  versionId: string | null;
  onClose: () => void;
}) {
  const q = useQuery({ ...contentVersionQuery(contentKey, versionId ?? ""), enabled: versionId !== null });
  return (
    <Dialog open={versionId !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={q.data ? q.data.title : "Version"}
        description={
          q.data
            ? `Saved ${formatDate(q.data.createdAt)} ${formatTime(q.data.createdAt)} by ${q.data.author?.name ?? "the seed"}`
            : undefined
        }
        className="sm:max-w-2xl"
      >
        {q.data ? (
          <div className={`max-h-[60vh] overflow-y-auto ${PROSE}`} dangerouslySetInnerHTML={userHtml(q.data.content)} />
        ) : q.isError ? (
          <p>This version could not be loaded.</p>
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </DialogContent>
    </Dialog>
  );
}
