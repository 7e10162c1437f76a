import { z } from "zod";
import { ARTICLE_LIMITS } from "@contracts/article-rules";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { Form, FormError, FormField, SubmitButton, useZodForm } from "../../../components/ui/form";
import { Input } from "../../../components/ui/input";
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
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onCreated: (id: string) => void;
}) {
  const form = useZodForm(schema, { defaultValues: { name: "" } });
  const create = useCreateCategory();
  function change(o: boolean) {
    onOpenChange(o);
    if (!o) form.reset();
  }
  async function submit({ name }: z.output<typeof schema>) {
    const c = await create.mutateAsync(name);
    onCreated(c.id);
    change(false);
  }
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title="Add a category">
        <Form form={form} onSubmit={submit} fallback="Not added. Please try again." className="space-y-4">
          <FormError />
          <FormField name="name" label="Name" id="category-name">
            <Input maxLength={ARTICLE_LIMITS.categoryName} placeholder="e.g. Short lets" {...form.register("name")} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => change(false)}>
              Cancel
            </Button>
            <SubmitButton>Add</SubmitButton>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
