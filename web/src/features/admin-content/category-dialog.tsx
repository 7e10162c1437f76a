import { useState, type FormEvent } from "react";
import { ARTICLE_LIMITS } from "@contracts/article-rules";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { useCreateCategory } from "./queries";

export function CategoryDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (o: boolean) => void; onCreated: (id: string) => void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const create = useCreateCategory();
  async function submit(e: FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    if (name.trim().length < 2) return setError("Name the category (2 characters at least).");
    try {
      const c = await create.mutateAsync(name.trim());
      onCreated(c.id);
      setName("");
      onOpenChange(false);
    } catch (err) {
      setError(err instanceof ApiError ? (err.field("name") ?? err.message) : "Please try again.");
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        setError(undefined);
      }}
    >
      <DialogContent title="Add a category">
        <form onSubmit={submit} noValidate className="space-y-4">
          <Field label="Name" htmlFor="category-name" error={error}>
            <Input
              id="category-name"
              value={name}
              maxLength={ARTICLE_LIMITS.categoryName}
              onChange={(e) => {
                setName(e.target.value);
                setError(undefined);
              }}
              placeholder="e.g. Short lets"
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
