// npm run bench:assistant — the assistant parser's accuracy: on its table (tuned against) and on the held-out
// set (written before tuning, never tuned against). Prints each held-out miss.
import { parseAssistant } from "../worker/contracts/assistant-parse";
import { TABLE, NOW } from "./assistant/table.mjs";
import { HELD_OUT } from "./assistant/held-out.mjs";
import { diff, matches } from "./assistant/score.mjs";

const verbose = process.argv.includes("--verbose");
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
