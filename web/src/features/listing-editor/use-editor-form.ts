import { useCallback, useMemo, useState } from "react";
import { underFeeLaw } from "@contracts/listing-rules";
import type { ApiError } from "../../lib/api";
import { checkEditor, fieldOf, SPEC_FEE_BOUNDS, STEPS, stepOf, type EditorValues } from "./editor-form";

/**
 * The wizard's form state. SPEC.md §5: a field shows its error only after it was edited or its step was
 * validated (Next, or Publish for every step); server field errors show beside their field until edited.
 */
export function useEditorForm(
  initial: () => EditorValues,
  fee: { minKobo: number; maxKobo: number } = SPEC_FEE_BOUNDS,
  /** The slug of a state by id (the states list), for the fee law; unknown until the list loads. */
  stateSlugOf: (id: number) => string | undefined = () => undefined,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<number>>(() => new Set());
  const [server, setServer] = useState<Record<string, string>>({});
  const stateSlug = stateSlugOf(values.stateId);
  const check = useMemo(() => checkEditor(values, fee, stateSlug), [values, fee, stateSlug]);

  const touch = useCallback((field: string) => {
    setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
    setServer((s) => {
      if (!(field in s)) return s;
      const { [field]: _gone, ...rest } = s;
      return rest;
    });
  }, []);

  /** Sets one value and marks its field as edited. */
  const set = useCallback(
    <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      touch(fieldOf(key));
    },
    [touch],
  );

  /** For changes to lists (rooms, photos); `field` is the error key edited, if any. */
  const update = useCallback(
    (fn: (v: EditorValues) => EditorValues, field?: string) => {
      setValues(fn);
      if (field) touch(field);
    },
    [touch],
  );

  const visible = (field: string) => touched.has(field) || checkedSteps.has(stepOf(field));
  const error = (field: string): string | undefined =>
    server[field] ?? (visible(field) ? check.errors[field] : undefined);

  const stepErrors = (i: number) =>
    [...new Set([...Object.keys(check.errors), ...Object.keys(server)])].filter((f) => stepOf(f) === i);

  /** Marks a step as validated; true when it has no problems. */
  const validateStep = (i: number) => {
    setCheckedSteps((s) => new Set(s).add(i));
    return stepErrors(i).length === 0;
  };

  /** Marks every step as validated; the first step with a problem, or -1. */
  const validateAll = () => {
    setCheckedSteps(new Set(STEPS.map((_, i) => i)));
    return STEPS.findIndex((_, i) => stepErrors(i).length > 0);
  };

  /** Server field errors go beside their fields; the first step holding one, or -1. */
  const applyServerErrors = (e: ApiError) => {
    setServer(Object.fromEntries(e.errors.map((f) => [f.field, f.message])));
    return e.errors.length ? Math.min(...e.errors.map((f) => stepOf(f.field))) : -1;
  };

  /** A step that has been looked at and still has problems (for the stepper's warning dot). */
  const stepFlagged = (i: number) => stepErrors(i).some((f) => f in server || visible(f));

  return {
    values,
    set,
    update,
    touch,
    error,
    validateStep,
    validateAll,
    applyServerErrors,
    stepFlagged,
    data: check.data,
    setValues,
    /** The chosen state caps agency and legal fees and bans inspection fees (Lagos). */
    feeLaw: underFeeLaw(stateSlug),
  };
}
