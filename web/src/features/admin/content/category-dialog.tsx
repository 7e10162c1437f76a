import { z } from "zod";
import { ARTICLE_LIMITS } from "@contracts/article-rules";
import type { DialogStateProps } from "../../../components/ui/dialog";
import { FormDialog } from "../../../components/ui/form-dialog";
import { FormActions, FormError, InputField, SubmitButton, useZodForm } from "../../../components/ui/form";
import { useCreateCategory } from "./queries";

const schema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "Name the category (2 characters at least).")
    .max(ARTICLE_LIMITS.categoryName, `Up to ${ARTICLE_LIMITS.categoryName} characters.`),
});

/** Adds an article category from inside the article form (its own form: a submit here does not save the article). */
export function CategoryDialog({
  open,
  onOpenChange,
  onCreated,
}: DialogStateProps & { onCreated: (id: string) => void }) {
  const form = useZodForm(schema, { defaultValues: { name: "" } });
  const create = useCreateCategory();
  async function submit({ name }: z.output<typeof schema>) {
    const c = await create.mutateAsync(name);
    onCreated(c.id);
    onOpenChange(false);
  }
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a category"
      form={form}
      onSubmit={submit}
      fallback="Not added. Please try again."
    >
      <FormError />
      <InputField
        name="name"
        label="Name"
        id="category-name"
        maxLength={ARTICLE_LIMITS.categoryName}
        placeholder="e.g. Short lets"
      />
      <FormActions inline onCancel={() => onOpenChange(false)}>
        <SubmitButton>Add</SubmitButton>
      </FormActions>
    </FormDialog>
  );
}
