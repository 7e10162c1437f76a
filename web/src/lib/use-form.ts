import { useCallback, useMemo, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError } from "./api";

/** The fields of a form whose value is text. */
type TextKey<V> = { [K in keyof V]-?: V[K] extends string | undefined ? K : never }[keyof V] & string;

/**
 * The light form hook of the public auth pages (register, reset password, contact, staff sign-in): zod only, no
 * react-hook-form, so those first views stay small. Everything else uses components/ui/form.tsx.
 * Form state validated by a zod schema. SPEC.md §5: a field shows valid/invalid only after it was
 * edited or the form was validated; server field errors show beside their field until it is edited.
 */
export function useForm<S extends z.ZodObject>(schema: S, initial: z.input<S>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [server, setServer] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);

  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const clientErrors = useMemo(() => {
    const out: Record<string, string> = {};
    if (!result.success) for (const i of result.error.issues) out[String(i.path[0])] ??= i.message;
    return out;
  }, [result]);

  const set = useCallback(<K extends keyof z.input<S>>(key: K, value: z.input<S>[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((t) => ({ ...t, [key as string]: true }));
    setServer((s) => {
      const { [key as string]: _gone, ...rest } = s;
      return rest;
    });
  }, []);

  /** A text box's value and onChange for `key` (spread on an Input, PasswordInput or Textarea). */
  const bind = (key: TextKey<z.input<S>>) => ({
    value: (values[key] ?? "") as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as z.input<S>[typeof key]),
  });

  const error = (key: keyof z.input<S> & string) =>
    server[key] ?? (touched[key] || submitted ? clientErrors[key] : undefined);

  /** Marks every field as validated; returns the parsed data or null. */
  const validate = (): z.output<S> | null => {
    setSubmitted(true);
    return result.success ? result.data : null;
  };

  const applyServerErrors = (e: ApiError) => setServer(Object.fromEntries(e.errors.map((f) => [f.field, f.message])));

  const [failure, setFailure] = useState<string | null>(null);
  // The write runs through useMutation: its isPending is the busy state.
  const mutation = useMutation<void, unknown, { action: () => Promise<void> }>({
    mutationFn: ({ action }) => action(),
  });

  /**
   * A submit handler: validates, runs `action` with the parsed data while `busy`, and shows what failed —
   * server field errors beside their fields, any other API message (or `fallback`) in `failure`.
   */
  const handleSubmit =
    (action: (data: z.output<S>) => Promise<void>, fallback = "Something went wrong. Please try again.") =>
    async (e: FormEvent) => {
      e.preventDefault();
      const data = validate();
      if (!data || mutation.isPending) return;
      setFailure(null);
      try {
        await mutation.mutateAsync({ action: () => action(data) });
      } catch (err) {
        if (err instanceof ApiError) {
          applyServerErrors(err);
          // Errors about something the form has no field for (e.g. an expired link) go in the banner.
          if (!err.errors.length || err.errors.some((f) => !(f.field in (values as object)))) setFailure(err.message);
        } else setFailure(fallback);
      }
    };

  /** Back to a fresh form (after a successful send): no value, and no error from the form just sent. */
  const reset = (next: z.input<S> = initial) => {
    setValues(next);
    setTouched({});
    setServer({});
    setSubmitted(false);
    setFailure(null);
  };

  return {
    values,
    set,
    bind,
    reset,
    error,
    validate,
    applyServerErrors,
    setValues,
    busy: mutation.isPending,
    failure,
    setFailure,
    handleSubmit,
  };
}
