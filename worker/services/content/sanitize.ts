import xss from "xss";

// xss is CommonJS: its module object is the filter function carrying the named helpers; the default import works everywhere (Node, Vite, wrangler).
const { FilterXSS, safeAttrValue: defaultSafeAttrValue } = xss as unknown as typeof import("xss");

/**
 * The allow-list every stored rich text (articles, website content) goes through on every write: what the
 * admin editor produces (headings, paragraphs, lists, links, images, tables, quotes, code) and nothing else.
 * Scripts, styles, iframes, objects and forms go with their content; `on*` handlers, `style` and `class`
 * attributes are dropped; links are http(s), mailto, tel, relative or in-page and always get
 * rel="noopener noreferrer"; pictures must come from our own /media.
 */
const cell = ["colspan", "rowspan", "scope"];
const ALLOW: Record<string, string[]> = {
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  br: [],
  hr: [],
  blockquote: [],
  pre: [],
  code: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  sub: [],
  sup: [],
  mark: [],
  small: [],
  span: [],
  ul: [],
  ol: ["start"],
  li: [],
  a: ["href", "title", "target"],
  img: ["src", "alt", "title", "width", "height"],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  colgroup: [],
  col: ["span"],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: cell,
  td: cell,
};

/** A picture under /media on our own origin (no scheme, no host, no traversal). */
export const OWN_MEDIA_SRC = /^\/media\/[A-Za-z0-9._/-]{1,300}$/;

const filter = new FilterXSS({
  whiteList: ALLOW,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript", "template", "textarea", "select"],
  allowCommentTag: false,
  css: false,
  safeAttrValue(tag, name, value, cssFilter) {
    if (tag === "img" && name === "src") {
      const v = value.trim();
      return OWN_MEDIA_SRC.test(v) && !v.includes("..") && !v.includes("//") ? v : "";
    }
    if (tag === "a" && name === "target") return value.trim() === "_blank" ? "_blank" : "";
    const safe = defaultSafeAttrValue(tag, name, value, cssFilter);
    if (tag === "a" && name === "href" && /^data:/i.test(safe.trim())) return "";
    return safe;
  },
});

export function sanitizeHtml(html: string): string {
  return (
    filter
      .process(html)
      // A picture whose source was refused is dropped whole.
      .replace(/<img\b(?![^>]*\ssrc="[^"]+")[^>]*>/gi, "")
      // The filter escapes every "<" of text, so "<a " here is always a real link tag.
      .replace(/<a\s/gi, '<a rel="noopener noreferrer" ')
      .trim()
  );
}

/** Plain text of sanitised HTML (excerpts, search): tags dropped, entities of the five escaped characters decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether sanitised HTML says anything: text, or one of our own pictures ("<p></p>" and "<p>&nbsp;</p>" say nothing). */
export const saysSomething = (safeHtml: string) => plainText(safeHtml) !== "" || /<img\b/.test(safeHtml);
