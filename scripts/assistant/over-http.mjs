// `npm run bench:assistant -- --search`: the conversation set sent through HTTP to POST /v1/assistant/messages over a
// scratch D1 of LISTINGS listings (default 100,000; the same scratch databases as bench:search, .wrangler/bench-search*),
// each conversation RUNS times a round with a fresh browser id, in ROUNDS rounds, each message interleaved with the API's
// baselines (bench-lib's measureRounds). Prints the medians over rounds of p50/p95 per message (parse + the
// conversation's search, through the worker), their ratio to the reference baseline (a small D1 read) and the
// difference over it, the load average of each round, and the most D1 rows one message read (x-bench-rows, BENCH=1
// only, from a pass after the rounds). `--json <file>` writes the figures. A benchmark, not a test.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { root, ensureDevVars } from "../lib.mjs";
import {
  apiBaselines,
  benchJson,
  benchListingsSql,
  jsonFile,
  machine,
  measureRounds,
  printRounds,
  printTable,
  ROUNDS,
  rowsRead,
  scratchDb,
  startBenchWorker,
  timedFetch,
  waitUp,
  writeJson,
} from "../bench-lib.mjs";
import { locationsSql } from "../seed/locations.mjs";
import { CONVERSATIONS } from "./conversations.mjs";

const LISTINGS = Number(process.env.LISTINGS ?? 100_000);
/** Passes over the conversation set per round (ROUNDS rounds, 3 by default). */
const RUNS = Number(process.env.RUNS ?? 1);
const PORT = process.env.BENCH_PORT ?? "8805";
const dir = path.join(root, ".wrangler", LISTINGS === 100_000 ? "bench-search" : `bench-search-${LISTINGS}`);
const base = `http://127.0.0.1:${PORT}`;

export async function benchOverHttp() {
  const json = jsonFile();
  ensureDevVars();
  if (!existsSync(dir))
    scratchDb(
      dir,
      [...locationsSql(), ...(await benchListingsSql(LISTINGS)), "PRAGMA optimize;"].join("\n"),
      `${LISTINGS.toLocaleString("en")} listings`,
    );
  else
    // A scratch database from an earlier run: bring its schema up to date (the listings stay).
    spawnSync(
      path.join(root, "node_modules/.bin/wrangler"),
      ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir],
      {
        stdio: ["ignore", "ignore", "inherit"],
        env: { ...process.env, CI: "true" },
      },
    );
  const stop = startBenchWorker(PORT, dir);
  const turns = CONVERSATIONS.flatMap((c, ci) => c.turns.map(([text], ti) => ({ ci, first: ti === 0, text })));
  let maxRows = 0;
  let worst = "";
  const slowest = [];
  let n = 0;
  let pass = 0;
  let browserId;
  let conversationId;
  /** The next message of the conversation set (a new browser id at each conversation's first turn), timed. */
  async function message(i, meter = false) {
    const turn = turns[i % turns.length];
    if (i % turns.length === 0) pass++;
    if (turn.first) {
      browserId = `bench-${pass}-${turn.ci}-${Math.random().toString(36).slice(2)}xxxxxxxx`;
      conversationId = undefined;
    }
    n++;
    const r = await timedFetch(`${base}/v1/assistant/messages`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-browser-id": browserId,
        ...(meter ? { "x-bench-rows": "1" } : {}),
        // One address a message: the per-address limit is not what this measures.
        "cf-connecting-ip": `10.${pass % 250}.${Math.floor(n / 250) % 250}.${n % 250}`,
      },
      body: JSON.stringify({ text: turn.text, ...(conversationId ? { conversationId } : {}) }),
    });
    conversationId = JSON.parse(r.text).conversationId;
    return { ...r, text: turn.text };
  }
  const host = machine();
  let measured;
  try {
    await waitUp(base);
    // A first pass warms the isolate, the page cache and what the worker keeps between requests; not counted.
    for (let i = 0; i < turns.length; i++) await message(i);
    measured = await measureRounds(
      [
        ...apiBaselines(base),
        {
          name: "assistant message (the conversation set in turn)",
          run: async (i) => {
            const r = await message(i);
            slowest.push({ ms: r.ms, text: r.text });
            return r.ms;
          },
        },
      ],
      { runs: turns.length * RUNS, warm: 0 },
    );
    // One more pass, metered, for the most rows one message reads: every statement the message ran (rate limit,
    // conversation, searches, cards, the log), D1's rows_read.
    for (let i = 0; i < turns.length; i++) {
      const r = await message(i, true);
      const rows = rowsRead(r.res.headers.get("x-bench-rows-read")) ?? 0;
      if (rows > maxRows) {
        maxRows = rows;
        worst = r.text;
      }
    }
  } finally {
    stop();
  }
  if (process.argv.includes("--verbose"))
    for (const x of slowest.sort((a, b) => b.ms - a.ms).slice(0, 15))
      console.log(`  ${x.ms.toFixed(1)} ms · ${x.text}`);
  printRounds(
    host,
    measured.rounds,
    `messages over HTTP at ${LISTINGS.toLocaleString("en")} listings: ${CONVERSATIONS.length} conversations (${turns.length} messages) × ${RUNS} a round, ${ROUNDS} rounds, each message interleaved with the baselines; medians over rounds. Most rows read by one message: ${maxRows} (“${worst}”).`,
  );
  printTable(measured.shapes);
  writeJson(
    json,
    benchJson("assistant", host, measured, { listings: LISTINGS, runs: RUNS, maxRows, maxRowsMessage: worst }),
  );
}
