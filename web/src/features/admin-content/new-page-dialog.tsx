import { useState, type FormEvent } from "react";
import { ARTICLE_LIMITS, KNOWN_CONTENT_KEYS, slugify } from "@contracts/article-rules";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { useSaveContent } from "./queries";

/** A new website content page: its key (what the site reads it by) and title; the text is written after. */
export function NewPageDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (o: boolean) => void; onCreated: (key: string) => void }) {
  const [title, setTitle] = useState("");
  const [key, setKey] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveContent();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const k = key.trim() || slugify(title);
    if (title.trim().length < 2) return setErrors({ title: "Give the page a title." });
    try {
      await save.mutateAsync({ key: k, title: title.trim(), content: `<h2>${title.trim().replace(/[<>&"]/g, "")}</h2><p>Write this page.</p>`, create: true });
      onCreated(k);
      setTitle("");
      setKey("");
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors.length ? Object.fromEntries(err.errors.map((x) => [x.field, x.message])) : { key: err.message });
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        setErrors({});
      }}
    >
      <DialogContent title="Add a page" description={`The site reads these keys: ${KNOWN_CONTENT_KEYS.join(", ")}.`}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label="Title" htmlFor="page-title" error={errors.title}>
            <Input
              id="page-title"
              value={title}
              maxLength={ARTICLE_LIMITS.contentTitle}
              onChange={(e) => {
                setTitle(e.target.value);
                setErrors({});
              }}
              placeholder="e.g. About us"
            />
          </Field>
          <Field label="Key" htmlFor="page-key" error={errors.key} hint={key ? undefined : `Made from the title: ${slugify(title) || "…"}`}>
            <Input
              id="page-key"
              value={key}
              maxLength={ARTICLE_LIMITS.contentKey}
              onChange={(e) => {
                setKey(e.target.value);
                setErrors({});
              }}
              placeholder="about"
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Add page
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
