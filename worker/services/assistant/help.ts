import { z } from "zod";
import { sqlAll } from "../../db/sql";
import { sql } from "drizzle-orm";
import type { ServiceCtx } from "../../lib/context";

/**
 * Answers from the site's own help: FTS5 over website content and published articles
 * (help_fts, kept in step by migrations/0035's triggers). The answer quotes the best-matching section of the
 * best page, word for word, with its link: the assistant never writes policy of its own.
 */
export type HelpHit = { title: string; url: string; quote: string };

/** Website content keys → their public pages (SPEC §2 paths). */
const CONTENT_URL: Record<string, string> = {
  help: "/help",
  "terms-of-use": "/terms",
  "privacy-policy": "/privacy",
  "data-deletion": "/data-deletion",
  about: "/about",
  "sell-guide": "/sell",
};

const STOP = new Set(
  "the a an and or of to in on for is are do does did how what why when who which can could would i me my we you your it its this that with be was were at by from about will there their they them work works get much many any some dey wetin na abeg una go take".split(
    " ",
  ),
);

/** Content words of the question, as FTS terms (quoted, so any text is safe). */
export function helpTerms(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9 ]+/g, " ")
    .split(/\s+/);
  return [...new Set(words.filter((w) => w.length >= 3 && !STOP.has(w)))].slice(0, 12);
}

const strip = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;/g, " ")
    .replace(/&[a-z]+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const stem = (w: string) => w.slice(0, 5);

/** The section (a heading and what follows, up to the next heading) sharing the most words with the question. */
export function bestSection(html: string, terms: string[]): { heading: string | null; text: string } {
  const parts = html.split(/(?=<h[23][^>]*>)/i);
  const stems = terms.map(stem);
  let best = { score: -1, heading: null as string | null, text: "" };
  for (const part of parts) {
    const m = /^<h[23][^>]*>([\s\S]*?)<\/h[23]>/i.exec(part);
    const heading = m ? strip(m[1]!) : null;
    const body = strip(m ? part.slice(m[0].length) : part);
    const words = `${heading ?? ""} ${body}`.toLowerCase();
    const headingWords = (heading ?? "").toLowerCase();
    const score = stems.reduce((n, s) => n + (words.includes(s) ? 1 : 0) + (headingWords.includes(s) ? 1 : 0), 0);
    if (body && score > best.score) best = { score, heading, text: body };
  }
  return { heading: best.heading, text: best.text };
}

function clip(text: string, max = 420) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("; "));
  return `${end > 120 ? cut.slice(0, end + 1) : cut.trimEnd()}…`;
}

export async function findHelp(ctx: ServiceCtx, question: string, limit = 2): Promise<HelpHit[]> {
  const terms = helpTerms(question);
  if (!terms.length) return [];
  const match = terms.map((t) => `"${t}"`).join(" OR ");
  const rows = await sqlAll(
    ctx.db,
    sql`
    SELECT f.kind, f.ref, f.title, f.body, a.slug, bm25(help_fts, 0, 0, 4, 1) AS rank
    FROM help_fts f
    LEFT JOIN articles a ON f.kind = 'article' AND a.id = f.ref
    WHERE help_fts MATCH ${match}
      AND (f.kind = 'content' OR (a.status <> 'draft' AND a.published_at IS NOT NULL AND a.published_at <= ${ctx.now}))
    ORDER BY rank
    LIMIT ${limit}`,
    z.object({
      kind: z.string(),
      ref: z.string(),
      title: z.string(),
      body: z.string(),
      slug: z.string().nullable(),
      rank: z.number(),
    }),
  );
  // A hit must share at least two words with the question (or its only word): one common word is not an answer.
  const need = Math.min(2, terms.length);
  const out: HelpHit[] = [];
  for (const r of rows) {
    const s = bestSection(r.body, terms);
    const hay = `${s.heading ?? ""} ${s.text}`.toLowerCase();
    if (terms.filter((t) => hay.includes(stem(t))).length < need) continue;
    const url = r.kind === "content" ? (CONTENT_URL[r.ref] ?? "/help") : `/articles/${r.slug ?? r.ref}`;
    out.push({ title: s.heading ? `${r.title} › ${s.heading}` : r.title, url, quote: clip(s.text) });
  }
  return out;
}
