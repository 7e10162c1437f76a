import { html as template, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

export { raw };
export type { HtmlEscapedString };

/**
 * The pages and mails the worker writes by hand are hono/html templates: every interpolated string is
 * escaped (& < > " '), a nested `html` part or `raw(...)` goes in as it is, an array is joined. None of our
 * parts is a promise, so the template's answer is already the finished string; this says so once.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): HtmlEscapedString {
  const out = template(strings, ...values);
  if (out instanceof Promise) throw new Error("An HTML template part was a promise; these templates are synchronous.");
  return out;
}
