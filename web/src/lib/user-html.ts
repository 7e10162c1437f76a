/**
 * HTML that staff wrote (articles, content pages, legal texts), as React inserts it. The server cleans it when it is
 * saved; here any script tag that still got through is shown as text, never run: the page's Content-Security-Policy
 * allows the page's inline scripts by hash (worker/edge/page-cache.ts inlineScriptHashes), so every `<script>` in
 * a rendered page must be one the page itself wrote.
 */
export const userHtml = (html: string) => ({ __html: html.replace(/<(\/?script)/gi, "&lt;$1") });
