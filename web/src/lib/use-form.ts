import { useCallback, useMemo, useState } from "react";
import type { z } from "zod";
import type { ApiError } from "./api";

/**
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

  const error = (key: keyof z.input<S> & string) => server[key] ?? (touched[key] || submitted ? clientErrors[key] : undefined);

  /** Marks every field as validated; returns the parsed data or null. */
  const validate = (): z.output<S> | null => {
    setSubmitted(true);
    return result.success ? result.data : null;
  };

  const applyServerErrors = (e: ApiError) => setServer(Object.fromEntries(e.errors.map((f) => [f.field, f.message])));

  return { values, set, error, validate, applyServerErrors, setValues };
}
