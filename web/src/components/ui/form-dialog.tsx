import { useEffect, type ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { Dialog, DialogContent, type DialogStateProps } from "./dialog";
import { Form, type FormProps } from "./form";

export type FormDialogProps<TIn extends FieldValues, TOut> = FormProps<TIn, TOut> &
  DialogStateProps & {
    title: ReactNode;
    description?: ReactNode;
    /** The dialog's width on larger screens (`sm:max-w-lg`); `className` is the form's. */
    dialogClassName?: string;
  };

/**
 * A dialog whose body is one form. Once it is closed (Cancel, ✕, Escape, a tap outside, or a successful submit), the
 * form goes back to its default values: the next opening starts without the last attempt's text or errors.
 * In its own module (not form.tsx) so pages with a form but no dialog do not load the dialog.
 */
export function FormDialog<TIn extends FieldValues, TOut>({
  open,
  onOpenChange,
  title,
  description,
  dialogClassName,
  className = "space-y-4",
  ...formProps
}: FormDialogProps<TIn, TOut>) {
  const { form } = formProps;
  useEffect(() => {
    if (!open) form.reset();
  }, [open, form]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description} className={dialogClassName}>
        <Form className={className} {...formProps} />
      </DialogContent>
    </Dialog>
  );
}
