/* global fetch, performance */
// `npm run bench:assistant -- --search`: the conversation set sent through HTTP to POST /v1/assistant/messages over a
// scratch D1 of LISTINGS listings (default 100,000; the same scratch databases as bench:search, .wrangler/bench-search*),
// each conversation RUNS times with a fresh browser id. Prints p50/p95 per message (parse + the conversation's search,
// through the worker) and the most D1 rows one message read (x-bench-rows, BENCH=1 only). A benchmark, not a test.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { root, ensureDevVars } from "../lib.mjs";
import { benchListingsSql, pct, scratchDb, startBenchWorker, waitUp } from "../bench-lib.mjs";
import { locationsSql } from "../seed/locations.mjs";
import { CONVERSATIONS } from "./conversations.mjs";

const LISTINGS = Number(process.env.LISTINGS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 3);
const PORT = process.env.BENCH_PORT ?? "8805";
const dir = path.join(root, ".wrangler", LISTINGS === 100_000 ? "bench-search" : `bench-search-${LISTINGS}`);
const base = `http://127.0.0.1:${PORT}`;

export async function benchOverHttp() {
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
  const times = [];
  let maxRows = 0;
  const slowest = [];
  let worst = "";
  let n = 0;
  try {
    await waitUp(base);
    for (let run = 0; run < RUNS + 1; run++) {
      for (const c of CONVERSATIONS) {
        const browserId = `bench-${run}-${Math.random().toString(36).slice(2)}xxxxxxxx`;
        let conversationId;
        for (const [text] of c.turns) {
          n++;
          const t = performance.now();
          const res = await fetch(`${base}/v1/assistant/messages`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "x-browser-id": browserId,
              "x-bench-rows": "1",
              // One address a message: the per-address limit is not what this measures.
              "cf-connecting-ip": `10.${run}.${Math.floor(n / 250) % 250}.${n % 250}`,
            },
            body: JSON.stringify({ text, ...(conversationId ? { conversationId } : {}) }),
          });
          const json = await res.json();
          const ms = performance.now() - t;
          if (!res.ok) throw new Error(`${text}: ${res.status} ${JSON.stringify(json)}`);
          conversationId = json.conversationId;
          // The first run warms the isolate and the page cache; it is not counted.
          if (run === 0) continue;
          times.push(ms);
          // Every statement the message ran (rate limit, conversation, searches, cards, the log): D1's rows_read.
          const meter = res.headers.get("x-bench-rows-read") ?? "";
          const rows = (/statements=(.*)$/.exec(meter)?.[1] ?? "")
            .split(",")
            .filter(Boolean)
            .reduce((a, x) => a + Number(x.split(":").at(-1)), 0);
          slowest.push({ ms, rows, text });
          if (rows > maxRows) {
            maxRows = rows;
            worst = text;
          }
        }
      }
    }
  } finally {
    stop();
  }
  if (process.argv.includes("--verbose"))
    for (const x of slowest.sort((a, b) => b.ms - a.ms).slice(0, 15))
      console.log(`  ${x.ms.toFixed(1)} ms · ${x.rows} rows · ${x.text}`);
  console.log(
    `messages over HTTP at ${LISTINGS.toLocaleString("en")} listings: ${times.length} (${CONVERSATIONS.length} conversations × ${RUNS}) · p50 ${pct(times, 50).toFixed(1)} ms · p95 ${pct(times, 95).toFixed(1)} ms · max ${Math.max(...times).toFixed(1)} ms · most rows read by one message ${maxRows} (“${worst}”)`,
  );
}
