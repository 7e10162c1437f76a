import { ENTRIES, NUMBER_WORDS, STOP, type Entry, type Sym } from "./assistant-parse-vocabulary";

/**
 * From text to the assistant's symbols: tokenising (numbers, units, ranges, ₦), the longest-first lookup of
 * token windows in the vocabularies, and the fuzzy match of a misspelt word within a small edit distance.
 * Its own module because it is the lexer the grammar (assistant-parse.ts) runs on: it knows words, never
 * what a sentence means.
 */

// ——— edit distance ———

/** Optimal string alignment distance (transpositions count 1), giving up past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      best = Math.min(best, v);
    }
    for (let j = 0; j <= b.length; j++) prev2[j] = prev[j]!;
    prev = cur;
    if (best > max) return max + 1;
  }
  return prev[b.length]!;
}
const allowance = (len: number) => (len < 4 ? 0 : len < 8 ? 1 : 2);

// ——— tokenising ———

const UNIT_SUFFIX: Record<string, number> = {
  k: 1e3,
  m: 1e6,
  mil: 1e6,
  mill: 1e6,
  million: 1e6,
  millions: 1e6,
  mn: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

export function tokenize(text: string): string[] {
  let s = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  s = s
    .replace(/[’‘`]/g, "'")
    .replace(/(\d),(\d{3})/g, "$1$2")
    .replace(/(\d),(\d{3})/g, "$1$2");
  s = s.replace(/₦|#(?=\d)/g, " naira ").replace(/\bn(?=\d)/g, " naira ");
  // Ranges between numbers ("150m-300m", "1-2m") are "to"; other hyphens join words ("Ibeju-Lekki").
  s = s.replace(/(\d[a-z]*)\s*[-–]\s*(?=\d)/g, "$1 to ");
  s = s.replace(/(\d[a-z]*)\s*\+/g, "$1 plus ");
  s = s.replace(/'s\b/g, " s").replace(/[-–_]/g, " ");
  const raw = s.match(/\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d+(?:\.\d+)?[a-z]*|[a-z]+|[?&]/g) ?? [];
  const out: string[] = [];
  for (const t of raw) {
    const m = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(t);
    if (m && !(m[2]! in UNIT_SUFFIX) && !/^(st|nd|rd|th)$/.test(m[2]!)) out.push(m[1]!, m[2]!);
    else out.push(t);
  }
  return out;
}

// ——— symbolising ———

const MAX_WINDOW = 5;
const ENTRY_INDEX = new Map<string, Entry[]>();
for (const e of ENTRIES) {
  const key = e.words.join(" ");
  ENTRY_INDEX.set(key, [...(ENTRY_INDEX.get(key) ?? []), e]);
}
const FUZZY = ENTRIES.filter((e) => e.fuzzy && e.words.join("").length >= 4);
const SQUASHED = new Map<string, Entry>();
for (const e of ENTRIES) if (e.words.length > 1 && !SQUASHED.has(e.words.join(""))) SQUASHED.set(e.words.join(""), e);

function numberToken(t: string): Sym | undefined {
  const dm = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(t);
  if (dm) {
    const d = Number(dm[1]);
    const m = Number(dm[2]);
    if (d >= 1 && d <= 31 && m >= 1 && m <= 12)
      return { k: "date", d, m, y: dm[3] ? Number(dm[3].length === 2 ? `20${dm[3]}` : dm[3]) : undefined };
    return { k: "word", v: t };
  }
  const m = /^(\d+(?:\.\d+)?)([a-z]*)$/.exec(t);
  if (!m) return undefined;
  const v = Number(m[1]);
  if (!m[2]) return { k: "num", v };
  if (/^(st|nd|rd|th)$/.test(m[2])) return { k: "num", v, ordinal: true };
  return { k: "num", v, mult: UNIT_SUFFIX[m[2]] };
}

export type Tok = { sym: Sym; text: string };

export function symbolise(tokens: string[]): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    const num = numberToken(t);
    // A number is a number unless a phrase starts with it ("24 hours light").
    let matched: { n: number; sym: Sym } | undefined;
    for (let n = Math.min(MAX_WINDOW, tokens.length - i); n >= 1 && !matched; n--) {
      const key = tokens.slice(i, i + n).join(" ");
      const e = ENTRY_INDEX.get(key);
      // "Wuse 2 bedroom": the number belongs to the bedrooms, not to the place.
      if (e && n > 1 && /^\d/.test(tokens[i + n - 1]!) && ENTRY_INDEX.get(tokens[i + n] ?? "")?.[0]?.sym.k === "bed")
        continue;
      if (e) matched = { n, sym: pick(e) };
    }
    if (!matched && num) {
      out.push({ sym: num, text: t });
      i++;
      continue;
    }
    if (!matched && NUMBER_WORDS[t] !== undefined && isCountNext(tokens, i + 1)) {
      out.push({ sym: { k: "num", v: NUMBER_WORDS[t]! }, text: t });
      i++;
      continue;
    }
    if (!matched) matched = fuzzyAt(tokens, i);
    if (matched) {
      out.push({ sym: matched.sym, text: tokens.slice(i, i + matched.n).join(" ") });
      i += matched.n;
      continue;
    }
    out.push({ sym: STOP.has(t) || NUMBER_WORDS[t] !== undefined ? { k: "stop" } : { k: "word", v: t }, text: t });
    i++;
  }
  return out;
}

/** One phrase can mean two things (“bedroom” is a count word; “cofo” a document): the first wins. */
const pick = (entries: Entry[]) => entries[0]!.sym;

/** "two bedroom", "a week", "three nights": a number word counts only before a count or a unit. */
function isCountNext(tokens: string[], j: number) {
  const next = tokens[j];
  if (!next) return false;
  const sym = ENTRY_INDEX.get(next)?.[0]?.sym ?? fuzzyAt(tokens, j)?.sym;
  return !!sym && ["bed", "night", "week", "guest", "unit"].includes(sym.k);
}

function fuzzyAt(tokens: string[], i: number): { n: number; sym: Sym } | undefined {
  for (let n = Math.min(3, tokens.length - i); n >= 1; n--) {
    const win = tokens.slice(i, i + n);
    if (/^\d/.test(win[0]!) || win.some((w) => STOP.has(w) || (w.length < 3 && !/^\d+$/.test(w)))) continue;
    const squashed = win.join("");
    // A phrase written as one word ("miniflat", "lekkiphase1") or split differently.
    const sq = SQUASHED.get(squashed);
    if (sq) return { n, sym: sq.sym };
    const allow = allowance(squashed.length);
    if (allow === 0) continue;
    let best: { d: number; sym: Sym } | undefined;
    for (const e of FUZZY) {
      if (e.words.length !== n) continue;
      const target = e.words.join("");
      if (target[0] !== squashed[0] && !(n === 1 && target.length >= 7)) continue;
      const d = editDistance(squashed, target, allow);
      // A typed prefix ("Ikoy") leans to the place it starts ("Ikoyi", not "Ikom").
      const score = d - (target.startsWith(squashed) ? 0.5 : 0);
      if (d <= Math.min(allow, allowance(target.length)) && (!best || score < best.d)) best = { d: score, sym: e.sym };
    }
    if (best) return { n, sym: best.sym };
  }
  return undefined;
}
