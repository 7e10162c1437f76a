import { createContext, useContext, useState } from "react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { LineIcon } from "./line-icon";

export const fieldErrorId = (htmlFor: string) => `${htmlFor}-error`;
export const fieldHintId = (htmlFor: string) => `${htmlFor}-hint`;

export function fieldDescribedBy(htmlFor: string, opts: { error?: ReactNode; hint?: ReactNode }) {
  const ids = [opts.error ? fieldErrorId(htmlFor) : "", opts.hint ? fieldHintId(htmlFor) : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

type FieldContextValue = { id: string; describedBy?: string; invalid: boolean };
const FieldContext = createContext<FieldContextValue | null>(null);

export { inputClasses, textareaClasses } from "./input-classes";
import { inputClasses, textareaClasses } from "./input-classes";

export type InputProps = ComponentProps<"input">;

/** For a control other than <Input> (select, textarea) inside a Field: its id and error wiring. */
export function useFieldControl() {
  const field = useContext(FieldContext);
  return { id: field?.id, "aria-describedby": field?.describedBy, "aria-invalid": field?.invalid || undefined };
}

export function Input({ className, id, type = "text", ...props }: InputProps) {
  const field = useContext(FieldContext);
  return (
    <input
      id={id ?? field?.id}
      type={type}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={cn(inputClasses, className)}
      {...props}
    />
  );
}

export type NativeSelectProps = ComponentProps<"select">;

/** The browser's own select (light, and the phone's native picker), with the input's look; inside a Field it takes the field's id and error wiring. */
export function NativeSelect({ className, id, ...props }: NativeSelectProps) {
  const field = useContext(FieldContext);
  return (
    <select
      id={id ?? field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={cn(inputClasses, className)}
      {...props}
    />
  );
}

/**
 * A select's choices from a list that may still be loading: `none` first (the empty value: the prompt, or the
 * choice of none), then one option per item, its id as the value.
 */
export function SelectOptions<T extends { id: string | number }>({
  none,
  items,
  label,
}: {
  none?: ReactNode;
  items: readonly T[] | undefined;
  label: (item: T) => ReactNode;
}) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {items?.map((i) => (
        <option key={i.id} value={i.id}>
          {label(i)}
        </option>
      ))}
    </>
  );
}

/**
 * A select's choices from a list of plain values (an enum's members, months): `none` first (the empty value: the
 * prompt, or the choice of none), then one option per value, the value itself as the option's value.
 */
export function ValueOptions<T extends string | number>({
  none,
  values,
  label,
}: {
  none?: ReactNode;
  values: readonly T[];
  label: (value: T) => ReactNode;
}) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {values.map((v) => (
        <option key={v} value={v}>
          {label(v)}
        </option>
      ))}
    </>
  );
}

export type TextareaProps = ComponentProps<"textarea">;

/** A box for several lines of text, with the input's look; inside a Field it takes the field's id and error wiring. */
export function Textarea({ className, id, rows = 4, ...props }: TextareaProps) {
  const field = useContext(FieldContext);
  return (
    <textarea
      id={id ?? field?.id}
      rows={rows}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={cn(textareaClasses, className)}
      {...props}
    />
  );
}

/** An error under a field or a list, read out when it appears; nothing at all while there is none. */
export function ErrorText({ id, className, children }: { id?: string; className?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={cn("text-sm text-danger-600", className)}>
      {children}
    </p>
  );
}

export type FieldProps = {
  label: ReactNode;
  htmlFor: string;
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

export function Field({ label, htmlFor, error, hint, className, children }: FieldProps) {
  const describedBy = fieldDescribedBy(htmlFor, { error, hint });
  return (
    <FieldContext value={{ id: htmlFor, describedBy, invalid: Boolean(error) }}>
      <div className={cn("flex flex-col gap-1.5", className)}>
        <label htmlFor={htmlFor} className="text-sm font-medium text-ink-800">
          {label}
        </label>
        {children}
        {hint && (
          <p id={fieldHintId(htmlFor)} className="text-sm text-ink-500">
            {hint}
          </p>
        )}
        <ErrorText id={fieldErrorId(htmlFor)}>{error}</ErrorText>
      </div>
    </FieldContext>
  );
}

function EyeIcon({ off }: { off: boolean }) {
  return (
    <LineIcon strokeLinejoin="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {off && <path d="m3 3 18 18" />}
    </LineIcon>
  );
}

export type PasswordInputProps = Omit<InputProps, "type">;

export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        type={visible ? "text" : "password"}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn("pr-12", className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? "Hide password" : "Show password"}
        disabled={props.disabled}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-ink-500 hover:text-ink-800 disabled:opacity-50"
      >
        <EyeIcon off={visible} />
      </button>
    </div>
  );
}
