// npm run bench:assistant [-- --search] — the assistant's accuracy: the parser on its table (tuned against) and on the held-out
// set (written before tuning, never tuned against), then whole conversations turn by turn (written before the
// conversation rules). Prints each held-out and conversation miss, and the time a turn takes.
import { parseAssistant } from "../worker/contracts/assistant-parse";
import { nextSearch, type ConversationSearch } from "../worker/contracts/assistant-conversation";
import { TABLE, NOW } from "./assistant/table.mjs";
import { HELD_OUT } from "./assistant/held-out.mjs";
import { CONVERSATIONS } from "./assistant/conversations.mjs";
import { diff, matches, normalised } from "./assistant/score.mjs";
import { loadavg, machine, machineLine } from "./bench-rounds.mjs";

const verbose = process.argv.includes("--verbose");
// The parse times below are this process's CPU: they move with the machine's load, printed with them.
console.log(`${machineLine(machine())}; load average ${loadavg().join(" ")} at the start`);
function score(name: string, cases: { text: string; want: Record<string, unknown> }[], showMisses: boolean) {
  let ok = 0;
  const t0 = performance.now();
  for (const c of cases) {
    const got = parseAssistant(c.text, NOW);
    if (matches(got, c.want)) ok++;
    else if (showMisses) console.log(`  ✗ ${c.text}\n   ${diff(got, c.want)}`);
  }
  const ms = (performance.now() - t0) / cases.length;
  console.log(
    `${name}: ${ok}/${cases.length} = ${((100 * ok) / cases.length).toFixed(1)}% exact (every filter right) · ${ms.toFixed(2)} ms a phrase`,
  );
  return ok / cases.length;
}
score("table (tuned against)", TABLE, verbose);
score(
  "held-out (never tuned against)",
  (HELD_OUT as [string, Record<string, unknown>][]).map(([text, want]) => ({ text, want })),
  true,
);

/** A turn as scored: the intent, and for a search the whole search the conversation holds after it. */
function turnOf(intent: string, s: ConversationSearch | null) {
  if ((intent !== "search" && intent !== "refused") || !s) return { intent };
  const out: Record<string, unknown> = { intent, ...s.filter };
  for (const k of ["period", "checkIn", "checkOut", "guests"] as const) if (s[k] !== undefined) out[k] = s[k];
  return out;
}
type Conversation = { name: string; pidgin: boolean; turns: [string, Record<string, unknown>][] };
let turns = 0;
let right = 0;
let pidginTurns = 0;
let pidginRight = 0;
let whole = 0;
const times: number[] = [];
for (const c of CONVERSATIONS as Conversation[]) {
  let search: ConversationSearch | null = null;
  let allRight = true;
  for (const [text, want] of c.turns) {
    const t0 = performance.now();
    const p = parseAssistant(text, NOW);
    search = nextSearch(search, p).search;
    times.push(performance.now() - t0);
    const got = turnOf(p.intent, search);
    const ok = normalised(got) === normalised(want);
    turns++;
    if (c.pidgin) pidginTurns++;
    if (ok) {
      right++;
      if (c.pidgin) pidginRight++;
    } else {
      allRight = false;
      console.log(`  ✗ [${c.name}] ${text}\n   want ${normalised(want)}\n   got  ${normalised(got)}`);
    }
  }
  if (allRight) whole++;
}
times.sort((a, b) => a - b);
const pct = (a: number, b: number) => `${a}/${b} = ${((100 * a) / b).toFixed(1)}%`;
console.log(
  `conversations (written before the conversation rules): turns ${pct(right, turns)} right · Pidgin/misspelt turns ${pct(pidginRight, pidginTurns)} · whole conversations ${pct(whole, CONVERSATIONS.length)} · p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(2)} ms a turn (parse + rules)`,
);

console.log(`load average ${loadavg().join(" ")} after the parser and conversation sets`);

// `--search`: the same conversations through the worker over a scratch database of LISTINGS listings.
if (process.argv.includes("--search")) {
  const { benchOverHttp } = await import("./assistant/over-http.mjs");
  await benchOverHttp();
}
