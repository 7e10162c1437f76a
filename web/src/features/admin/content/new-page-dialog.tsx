import { z } from "zod";
import { useWatch } from "react-hook-form";
import { ARTICLE_LIMITS, KNOWN_CONTENT_KEYS, slugify } from "@contracts/article-rules";
import type { DialogStateProps } from "../../../components/ui/dialog";
import { FormDialog } from "../../../components/ui/form-dialog";
import { FormActions, FormError, InputField, SubmitButton, useZodForm } from "../../../components/ui/form";
import { useSaveContent } from "./queries";

const schema = z
  .object({
    title: z
      .string()
      .trim()
      .min(2, "Give the page a title.")
      .max(ARTICLE_LIMITS.contentTitle, `Up to ${ARTICLE_LIMITS.contentTitle} characters.`),
    key: z.string().trim().max(ARTICLE_LIMITS.contentKey, `Up to ${ARTICLE_LIMITS.contentKey} characters.`),
  })
  .transform((v) => ({ title: v.title, key: v.key || slugify(v.title) }));

/** A new website content page: its key (what the site reads it by) and title; the text is written after. */
export function NewPageDialog({
  open,
  onOpenChange,
  onCreated,
}: DialogStateProps & { onCreated: (key: string) => void }) {
  const form = useZodForm(schema, { defaultValues: { title: "", key: "" } });
  const [title, key] = useWatch({ control: form.control, name: ["title", "key"] });
  const save = useSaveContent();
  async function submit(v: z.output<typeof schema>) {
    await save.mutateAsync({
      key: v.key,
      title: v.title,
      content: `<h2>${v.title.replace(/[<>&"]/g, "")}</h2><p>Write this page.</p>`,
      create: true,
    });
    onCreated(v.key);
    onOpenChange(false);
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a page"
      description={`The site reads these keys: ${KNOWN_CONTENT_KEYS.join(", ")}.`}
      form={form}
      onSubmit={submit}
      fallback="Not added. Please try again."
    >
      <FormError />
      <InputField
        name="title"
        label="Title"
        id="page-title"
        maxLength={ARTICLE_LIMITS.contentTitle}
        placeholder="e.g. About us"
      />
      <InputField
        name="key"
        label="Key"
        id="page-key"
        hint={key ? undefined : `Made from the title: ${slugify(title) || "…"}`}
        maxLength={ARTICLE_LIMITS.contentKey}
        placeholder="about"
      />
      <FormActions inline onCancel={() => onOpenChange(false)}>
        <SubmitButton>Add page</SubmitButton>
      </FormActions>
    </FormDialog>
  );
}
