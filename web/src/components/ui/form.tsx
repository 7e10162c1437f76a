/**
 * The one form layer: react-hook-form + the zod resolver, wired to the Field primitive.
 *
 *   const { form, formProps } = useMutationForm(schema, { defaultValues: { amount: "" }, mutationFn: api });
 *   <Form {...formProps} aria-label="Withdraw">
 *     <FormError />                                        // the form-level failure, in a danger alert
 *     <FormField name="amount" label="Amount (₦)"><Input {...form.register("amount")} /></FormField>
 *     <SubmitButton>Withdraw</SubmitButton>                 // busy (spinner, disabled) while onSubmit runs
 *   </Form>
 *
 * - A field shows its error once the form was submitted, then live as it is edited (SPEC.md §5), in a `role="alert"`
 *   paragraph its input names with aria-describedby, and the input gets aria-invalid.
 * - `onSubmit` throwing an ApiError puts each of its field errors beside its field; a message about something
 *   the form has no field for (or none at all) goes in <FormError />. Any other throw shows `fallback`.
 * - This module is imported directly (not through ./index) so react-hook-form only loads in form pages' chunks.
 */
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from "react";
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError } from "../../lib/api";
import { Alert } from "./alert";
import { Button, type ButtonProps } from "./button";
import { Field, Input, PasswordInput, Textarea } from "./input";

export const FORM_FALLBACK = "Something went wrong. Please try again.";

type AnySchema = z.ZodType<FieldValues, FieldValues>;

type ZodFormOptions<S extends AnySchema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver">;

/**
 * useForm with the zod resolver. The schema may change between renders (a limit from loaded data): the
 * resolver always validates with the newest one.
 */
export function useZodForm<S extends AnySchema>(schema: S, opts: ZodFormOptions<S> = {}) {
  const latest = useRef(schema);
  useEffect(() => {
    latest.current = schema;
  }, [schema]);
  // Stable across renders; reads the newest schema only when validating (in events, after the effect ran).
  type R = Resolver<z.input<S>, unknown, z.output<S>>;
  const [resolver] = useState<R>(
    () =>
      (...args: Parameters<R>) =>
        (zodResolver(latest.current as never) as unknown as R)(...args),
  );
  // Not "onTouched": an error appearing on blur moves the submit button between the press and the release,
  // and the tap is lost (the KYC journey caught it). A form that wants errors while typing passes mode "onChange".
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: "onSubmit", reValidateMode: "onChange", ...opts, resolver });
}

export type MutationFormOptions<S extends AnySchema, R> = ZodFormOptions<S> & {
  /** Saves the parsed data; its promise keeps the submit button busy, and its ApiError lands beside the fields. */
  mutationFn: (data: z.output<S>) => Promise<R>;
  /** Runs as the submit starts (clears a note the last submit left). */
  onMutate?: (data: z.output<S>) => unknown;
  onSuccess?: (result: R, data: z.output<S>) => unknown;
  /** Runs on a failure besides the form showing it (reloads what a refused submit proved stale). */
  onError?: (error: Error, data: z.output<S>) => unknown;
  /** The form alert's text for a failure that is not an API answer (FORM_FALLBACK when not given). */
  fallback?: string;
};

/**
 * The usual form: a zod form whose submit runs one mutation. Gives the form (to watch or set values), the mutation
 * (its data once saved) and the props <Form> or <FormDialog> takes to run it: `<Form {...formProps}>`.
 */
export function useMutationForm<S extends AnySchema, R>(
  schema: S,
  { mutationFn, onMutate, onSuccess, onError, fallback, ...formOptions }: MutationFormOptions<S, R>,
) {
  // The rest of a generic intersection loses its link to ZodFormOptions<S> in TypeScript's eyes; it is that type.
  const form = useZodForm(schema, formOptions as ZodFormOptions<S>);
  const mutation = useMutation({ mutationFn, onMutate, onSuccess, onError });
  return { form, mutation, formProps: { form, onSubmit: mutation.mutateAsync, fallback } };
}

/**
 * Puts a failed submit's errors on the form: field errors beside their fields, the rest in the form alert.
 * `fieldNames` maps the API's name of a field to the form's where they differ (the API's `priceKobo` is the form's
 * naira `price`).
 */
export function applySubmitError(
  form: UseFormReturn<never, unknown, never> | UseFormReturn<FieldValues, unknown, FieldValues>,
  err: unknown,
  fallback = FORM_FALLBACK,
  fieldNames: Record<string, string> = {},
) {
  const f = form as unknown as UseFormReturn<FieldValues>;
  if (!(err instanceof ApiError)) return f.setError("root.server", { type: "server", message: fallback });
  const values = f.getValues() as object;
  let unplaced = err.errors.length === 0;
  for (const e of err.errors) {
    const field = fieldNames[e.field] ?? e.field;
    // "properties.0.price" lands on that field of a list, as a plain name does.
    if (field in values || get(values, field) !== undefined)
      f.setError(field, { type: "server", message: e.message }, { shouldFocus: true });
    else unplaced = true;
  }
  if (unplaced) f.setError("root.server", { type: "server", message: err.message });
}

const IdPrefix = createContext("form");

export type FormProps<TIn extends FieldValues, TOut> = Omit<ComponentProps<"form">, "onSubmit" | "onInvalid"> & {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Runs with the parsed data; its promise keeps the submit button busy. Throw to show the error. */
  onSubmit: (data: TOut) => unknown;
  /** The form alert's text for a failure that is not an API answer. */
  fallback?: string;
  /** Runs when the schema refused the values (after the errors are set): a wizard opens the step holding the first. */
  onInvalid?: (errors: FieldErrors<TIn>) => void;
  /** The API's field names that differ from the form's: `{ priceKobo: "price" }` puts the API's priceKobo error beside price. */
  fieldNames?: Record<string, Path<TIn>>;
};

export function Form<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  fallback,
  onInvalid,
  fieldNames,
  children,
  ...props
}: FormProps<TIn, TOut>) {
  const prefix = useId();
  const submit = form.handleSubmit(async (data) => {
    try {
      await onSubmit(data);
    } catch (err) {
      applySubmitError(form as never, err, fallback, fieldNames);
    }
  }, onInvalid);
  return (
    <FormProvider {...form}>
      <IdPrefix value={prefix}>
        <form
          noValidate
          {...props}
          onSubmit={(e) => {
            // A dialog's form is portalled out of the DOM but not out of React's tree: its submit event would
            // bubble on to a form it sits in (a category added from inside the article form would save the article).
            e.stopPropagation();
            form.clearErrors("root.server" as Path<TIn>);
            void submit(e);
          }}
        >
          {children}
        </form>
      </IdPrefix>
    </FormProvider>
  );
}

export type FormFieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** The control's id (defaults to one made from the form and the field's name). */
  id?: string;
  className?: string;
  children: ReactNode;
};

/** The first message at or under `name` (a list's error may sit on one of its items: "videoLinks.1"). */
export function errorMessage(errors: unknown, name: string): string | undefined {
  const walk = (e: unknown): string | undefined => {
    if (!e || typeof e !== "object") return undefined;
    const m = (e as { message?: unknown }).message;
    if (typeof m === "string") return m;
    for (const [k, v] of Object.entries(e))
      if (k !== "ref" && k !== "types") {
        const found = walk(v);
        if (found) return found;
      }
    return undefined;
  };
  return walk(get(errors, name));
}

/** A labelled field whose error (client or server) comes from the form; `<Input>` inside is wired to it. */
export function FormField<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  id,
  className,
  children,
}: FormFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { errors } = useFormState({ control, name });
  const prefix = useContext(IdPrefix);
  const message = errorMessage(errors, name);
  return (
    <Field label={label} htmlFor={id ?? `${prefix}-${name}`} hint={hint} error={message} className={className}>
      {children}
    </Field>
  );
}

export type BoundFieldProps<T extends FieldValues, P> = Omit<FormFieldProps<T>, "children"> &
  Omit<P, "name" | "id" | "className"> & {
    /** What `register` takes beside the name (setValueAs, valueAsNumber). */
    registerOptions?: RegisterOptions<T, Path<T>>;
  };

/**
 * A FormField whose control is registered under the field's own name, so a plain field is one element:
 * `<InputField name="email" label="Email" id="u-email" type="email" />`. The control's other props pass through;
 * `className` and `hint` belong to the field, as on FormField.
 */
function boundField<P extends object>(Control: ComponentType<P>) {
  return function BoundField<T extends FieldValues = FieldValues>({
    name,
    label,
    hint,
    id,
    className,
    registerOptions,
    ...control
  }: BoundFieldProps<T, P>) {
    const { register } = useFormContext<T>();
    return (
      <FormField<T> name={name} label={label} hint={hint} id={id} className={className}>
        <Control {...(control as P)} {...register(name, registerOptions)} />
      </FormField>
    );
  };
}

/** A labelled one-line input bound to the form (see boundField). */
export const InputField = boundField(Input);
/** A labelled password input, with its show/hide button, bound to the form. */
export const PasswordField = boundField(PasswordInput);
/** A labelled several-line text box bound to the form. */
export const TextareaField = boundField(Textarea);

/** The form-level failure (the server's message, or the fallback), in a danger alert; nothing when none. */
export function FormError({ className, children }: { className?: string; children?: (message: string) => ReactNode }) {
  const { errors } = useFormState();
  const message = (errors.root?.server as { message?: string } | undefined)?.message;
  return message ? (
    <Alert variant="danger" className={className}>
      {children ? children(message) : message}
    </Alert>
  ) : null;
}

/** The submit button: spinner and disabled while the form's onSubmit runs (or while `loading`). */
export function SubmitButton({ loading, ...props }: Omit<ButtonProps, "type">) {
  const { isSubmitting } = useFormState();
  return <Button type="submit" loading={isSubmitting || loading} {...props} />;
}

/**
 * A dialog form's buttons: Cancel, then its submit button (`children`); on a phone they stack, the submit on top,
 * unless `inline` (short labels such as "Add" stay side by side, at the right).
 */
export function FormActions({
  onCancel,
  inline = false,
  children,
}: {
  onCancel: () => void;
  inline?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={inline ? "flex justify-end gap-2" : "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"}>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      {children}
    </div>
  );
}
