/**
 * The text input's look, in a module of its own: the home page's selects use it without loading the Field and
 * PasswordInput code of input.tsx (≈1 KB gzip of the home page's first-view budget).
 */
const fieldLook =
  "block w-full rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900 placeholder:text-ink-400 transition-colors hover:border-ink-400 focus-visible:border-brand-500 disabled:cursor-not-allowed disabled:bg-ink-100 disabled:opacity-70 aria-invalid:border-danger-600";
/** One line: inputs and selects. */
export const inputClasses = `h-11 ${fieldLook}`;
/** Several lines (`<Textarea>`): the same look, its height from its rows, never under one input's height. */
export const textareaClasses = `min-h-11 py-2 ${fieldLook}`;
