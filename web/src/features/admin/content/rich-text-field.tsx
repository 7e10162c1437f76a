import { lazy, Suspense } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { errorMessage } from "../../../components/ui/form";
import { fieldErrorId, ErrorText } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";

// TipTap is only downloaded when an editor opens.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/**
 * The rich text of a form (an article's body, a page's content): its caption, the editor bound to the form's
 * `name` (validated on each change once the form was submitted), and the field's error under it.
 */
export function RichTextField<F extends FieldValues, O>({
  form,
  name,
  id,
  label,
  captionId,
}: {
  form: UseFormReturn<F, unknown, O>;
  name: Path<F>;
  id: string;
  /** The editor's own name for screen readers; the visible caption says "Text". */
  label: string;
  captionId?: string;
}) {
  const error = errorMessage(form.formState.errors, name);
  return (
    <div className="flex flex-col gap-1.5">
      <span id={captionId} className="text-sm font-medium text-ink-800">
        Text
      </span>
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <RichTextEditor
          id={id}
          label={label}
          value={form.getValues(name) as string}
          onChange={(html) =>
            form.setValue(name, html as PathValue<F, Path<F>>, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
          invalid={Boolean(error)}
          describedBy={error ? fieldErrorId(id) : undefined}
        />
      </Suspense>
      <ErrorText id={fieldErrorId(id)}>{error}</ErrorText>
    </div>
  );
}
