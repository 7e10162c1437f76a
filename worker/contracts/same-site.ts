/**
 * A path on this site, as a redirect, a "try again" or a link target may use it: one slash, then the path. Browsers
 * read a leading "//" and "/\" as another host, and drop tabs and newlines anywhere in an address, so
 * "/\evil.example" and "/\t/evil.example" leave the site like "//evil.example" does: all are refused.
 */
export function isSameSitePath(v: string, maxLength = 500): boolean {
  // eslint-disable-next-line no-control-regex
  return v.length <= maxLength && /^\/(?![/\\])/.test(v) && !/[\u0000-\u001f\u007f]/.test(v);
}

/** The path when it is one on this site, else null. */
export const sameSitePath = (v: unknown, maxLength = 500): string | null =>
  typeof v === "string" && isSameSitePath(v, maxLength) ? v : null;
