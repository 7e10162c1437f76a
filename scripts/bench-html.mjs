// npm run bench:html — the edge cache of public HTML: autocannon on a listing page and the rent
// search, cache cold (every request a new query, so every one renders) and warm (one URL, served from the cache),
// on the production React build over the seeded database. Prints req/s, p50/p95 and the CPU each process spent
// per request as markdown tables. A benchmark, not a test: compare runs made on the same machine.
//
// Two servers over the same worker, build and seeded state, each case measured on each in turn:
//   npm start        what `npm start`, `npm run dev` and the journeys serve (scripts/dev-server.mjs): `wrangler dev`
//                    with both workers' configs, through wrangler's local proxy (a Durable Object in a second workerd
//                    that forwards every request to the worker's workerd and logs it through wrangler's Node
//                    process), wrangler 4's local tracing off.
//   wrangler dev     wrangler with its defaults (scripts/bench-worker-server.mjs: wrangler's unstable_startWorker,
//                    which `wrangler dev` runs on): the same proxy, and local tracing on (every request's trace events
//                    handed to a collector worker in the worker's workerd thread, which writes them to SQLite).
// Requests are sent as a browser's (`accept: text/html…`, `accept-encoding: br, gzip, deflate, zstd`), one at a
// time per connection (no pipelining), by autocannon in this one Node process. Brotli is listed first because a
// kept page goes out as the visitor's best coding (brotli for a browser) and Cloudflare's edge hands that to a
// browser as is, while Miniflare's entry worker re-encodes to the first coding the client lists: with Chrome's own
// order (`gzip, deflate, br, zstd`) it turns the kept brotli into gzip on every hit, a local cost measured in its own
// row. One more warm row per page for a client that takes no compression (`identity`).
//
// On a shared machine one run says little: each server runs every case once a round for ROUNDS rounds (the cases
// interleaved, so a load spike lands on all of them alike) and the tables give the medians over rounds, each row's
// p50/p95 as a ratio to the floor's (the static tile, same server and connections) and the difference over it, and
// the load average at the start and end of every round.
//
//   npm run bench:html                 build, fresh seeded state in .bench-html-state/, port 8791
//   BENCH_PORT=8806 BENCH_SECONDS=10 ROUNDS=3 npm run bench:html -- --no-build --json dist/bench-html.json
import path from "node:path";
import { Buffer } from "node:buffer";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { root } from "./lib.mjs";
import { serveDirect, startSeededApp } from "./bench-lib.mjs";
import { jsonFile, loadavg, machine, median, pct, printRounds, ROUNDS, writeJson } from "./bench-rounds.mjs";

const { fetch } = globalThis;
const port = Number(process.env.BENCH_PORT ?? 8791);
/** Seconds of each case per round (ROUNDS rounds, 3 by default). */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const json = jsonFile();
const host = machine();
const state = path.join(root, ".bench-html-state");
let server = await startSeededApp(port, state, { npmStart: true });
const ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const BROWSER = { accept: ACCEPT, "accept-encoding": "br, gzip, deflate, zstd" };
const CHROME = { accept: ACCEPT, "accept-encoding": "gzip, deflate, br, zstd" };
const PLAIN = { accept: "text/html" };
const IDENTITY = { accept: "text/html", "accept-encoding": "identity" };

// The server's processes, for CPU time per request (Linux /proc): the server's Node processes (wrangler's), the
// proxy's workerd (it listens on `port`), the worker's workerd (behind the proxy); the photo-hash worker idle.
// (A process may end while /proc is read: wrangler's short-lived child processes, e.g. esbuild.)
const readSafe = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};
const children = (p) =>
  readdirSync("/proc").filter(
    (d) => /^\d+$/.test(d) && readSafe(`/proc/${d}/stat`).split(") ")[1]?.split(" ")[1] === String(p),
  );
const readlinkSafe = (p) => {
  try {
    return readlinkSync(p);
  } catch {
    return "";
  }
};
function listener(parent, tcpPort) {
  const hex = `:${tcpPort.toString(16).toUpperCase().padStart(4, "0")}`;
  const inodes = new Set(
    readFileSync("/proc/net/tcp", "utf8")
      .split("\n")
      .slice(1)
      .map((l) => l.trim().split(/\s+/))
      .filter((f) => f[1]?.endsWith(hex) && f[3] === "0A")
      .map((f) => f[9]),
  );
  return children(parent).find((c) => {
    try {
      return readdirSync(`/proc/${c}/fd`).some((fd) =>
        inodes.has(/socket:\[(\d+)\]/.exec(readlinkSafe(`/proc/${c}/fd/${fd}`))?.[1]),
      );
    } catch {
      return false;
    }
  });
}
function processesOf(s) {
  if (s.direct)
    return {
      "wrangler's Node": [String(s.pid)],
      "proxy workerd": [listener(s.pid, port)],
      "worker's workerd": [listener(s.pid, Number(new URL(s.direct).port))],
    };
  // npm start (scripts/dev-server.mjs): its Node process runs `wrangler dev` (wrangler's launcher, then its CLI in a
  // Node process of its own), whose proxy workerd listens on `port` and forwards to the runtime's workerd.
  const descendants = (p) => children(p).flatMap((c) => [c, ...descendants(c)]);
  const all = descendants(s.pid);
  const workerds = all.filter((c) => readSafe(`/proc/${c}/comm`).trim() === "workerd");
  const proxy = workerds.find((c) => listener(readSafe(`/proc/${c}/stat`).split(") ")[1]?.split(" ")[1], port) === c);
  return {
    "wrangler's Node": [String(s.pid), ...all.filter((c) => !workerds.includes(c))],
    "proxy workerd": [proxy],
    "worker's workerd": workerds.filter((c) => c !== proxy),
  };
}
let procs = processesOf(server);
/** CPU ticks of the processes `ps` (user + system). */
const ticks = (ps) =>
  ps.filter(Boolean).reduce((sum, p) => {
    const f = readSafe(`/proc/${p}/stat`).split(") ")[1]?.split(" ") ?? [];
    return sum + Number(f[11] ?? 0) + Number(f[12] ?? 0);
  }, 0);
const TICK_MS = 1000 / 100; // USER_HZ

const featured = await (await fetch(`${server.origin}/v1/property/properties/featured?page=1&perPage=1`)).json();
const pages = [
  ["listing", `/properties/property/${featured.data[0].slug}`],
  ["rent search", "/properties/rent?state=lagos"],
];

/** One autocannon run; `cold` gives every request its own query string, so none is served from the cache. */
async function load(base, pathname, { cold = false, connections = 10, headers = BROWSER } = {}) {
  let n = 0;
  const times = [];
  const instance = autocannon({
    url: base,
    connections,
    pipelining: 1,
    duration: seconds,
    headers,
    requests: [
      {
        method: "GET",
        setupRequest: (req) => ({
          ...req,
          path: cold ? `${pathname}${pathname.includes("?") ? "&" : "?"}cold=${++n}` : pathname,
        }),
      },
    ],
  });
  const odd = {};
  instance.on("response", (client, status, bytes, ms) => {
    times.push(ms);
    if (status < 200 || status > 299) odd[status] = (odd[status] ?? 0) + 1;
  });
  instance.on("reqError", () => undefined);
  const before = Object.fromEntries(Object.entries(procs).map(([k, ps]) => [k, ticks(ps)]));
  const self = process.cpuUsage();
  const result = await instance;
  const mine = process.cpuUsage(self);
  const total = result.requests.total || 1;
  const cpu = Object.fromEntries(
    Object.entries(procs).map(([k, ps]) => [k, ps.some(Boolean) ? ((ticks(ps) - before[k]) * TICK_MS) / total : NaN]),
  );
  cpu.autocannon = (mine.user + mine.system) / 1000 / total;
  // One more request to read which cache state this run was in, and the encoding it was sent in.
  // (Node's fetch adds accept-encoding unless told: the probe asks for exactly what autocannon sent.)
  const probeHeaders = { "accept-encoding": "identity", ...headers };
  const probe = await fetch(
    `${base}${cold ? `${pathname}${pathname.includes("?") ? "&" : "?"}cold=probe-${Date.now()}` : pathname}`,
    { headers: probeHeaders },
  );
  await probe.arrayBuffer();
  const state = probe.headers.get("x-edge-cache") ?? "none";
  const encoding = probe.headers.get("content-encoding") ?? "none";
  return {
    connections,
    rps: result.requests.average,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    non2xx: `${result.non2xx}${
      Object.keys(odd).length
        ? ` (${Object.entries(odd)
            .map(([k, v]) => `${k}×${v}`)
            .join(", ")})`
        : ""
    }`,
    state,
    encoding,
    cpu,
  };
}

const started = new Date();
/** Each case on each path: [label, kind, via, connections] and its result of every round. */
const cases = [];
const rounds = [];
/** Every case below on each of `paths` ([label, base URL]), once a round for ROUNDS rounds. */
async function measure(paths) {
  const list = [
    // The floor of this machine and each path: the worker's own static map tile (no D1, no render, no cache).
    ["floor: a static tile", "—", "/map-tiles/1/1/1.png", { headers: PLAIN }],
    ["floor: a static tile", "—", "/map-tiles/1/1/1.png", { headers: PLAIN, connections: 1 }],
    ...pages.flatMap(([name, pathname]) => [
      [name, "cold", pathname, { cold: true }],
      [name, "warm", pathname, {}],
      [name, "warm, Chrome's order (gzip first)", pathname, { headers: CHROME }],
      [name, "warm, identity", pathname, { headers: IDENTITY }],
      [name, "warm", pathname, { connections: 1 }],
    ]),
  ];
  // Before measuring: the renderer's code warmed up (a fresh runtime's first renders run unoptimised JavaScript:
  // 20 renders of other queries), then each page's copy kept (and its gzip made).
  for (const [, pathname] of pages) {
    const sep = pathname.includes("?") ? "&" : "?";
    for (const [, base] of paths)
      for (let i = 0; i < 20; i++)
        await (await fetch(`${base}${pathname}${sep}warmup=${i}-${Date.now()}`, { headers: BROWSER })).arrayBuffer();
    for (const [, base] of paths)
      for (let i = 0; i < 3; i++) await (await fetch(base + pathname, { headers: BROWSER })).arrayBuffer();
  }
  const mine = list.flatMap(([label, kind, pathname, opts]) =>
    paths.map(([via, base]) => ({ label, kind, via, base, pathname, opts, results: [] })),
  );
  cases.push(...mine);
  for (let r = 0; r < ROUNDS; r++) {
    const round = { label: `${paths.map(([via]) => via).join(", ")} ${r + 1}`, loadStart: loadavg() };
    const t = Date.now();
    for (const c of mine) c.results.push(await load(c.base, c.pathname, c.opts));
    rounds.push({ ...round, loadEnd: loadavg(), seconds: Math.round((Date.now() - t) / 1000) });
    process.stderr.write(`  ${round.label}/${ROUNDS}: load ${round.loadStart.join(" ")} → ${loadavg().join(" ")}\n`);
  }
}
// What npm start serves.
await measure([["npm start", server.origin]]);

// The pages' HTML (what the cache stores and serves): raw and gzip bytes, for the page data's size.
const sizes = [];
for (const [name, pathname] of [["home", "/"], ["rent", "/properties/rent"], ...pages]) {
  const res = await fetch(server.origin + pathname, { headers: PLAIN });
  const html = Buffer.from(await res.arrayBuffer());
  const sent = await fetch(server.origin + pathname, { headers: BROWSER });
  const wire = sent.headers.get("content-length");
  await sent.arrayBuffer();
  sizes.push(
    `| ${name} (\`${pathname}\`) | ${html.length.toLocaleString("en")} | ${gzipSync(html).length.toLocaleString("en")} | ${wire ? Number(wire).toLocaleString("en") : "—"} |`,
  );
}

// The same state through wrangler dev's proxy, with wrangler's defaults (local tracing on).
await server.stop();
server = await serveDirect(port, state, { X_LOCAL_OBSERVABILITY: "true" });
procs = processesOf(server);
await measure([["wrangler dev", server.origin]]);

const f = (x) => (Number.isFinite(x) ? x.toFixed(2) : "—");
/** A case's medians over rounds, and its p50/p95 against the floor's (same path and connections) round by round. */
const summary = cases.map((c) => {
  const floor = cases.find(
    (x) => x.label.startsWith("floor") && x.via === c.via && x.opts.connections === c.opts.connections,
  );
  const over = (fn) => median(c.results.map((r, i) => fn(r, floor.results[i])));
  const last = c.results.at(-1);
  return {
    page: c.label,
    cache: c.kind,
    connections: last.connections,
    via: c.via,
    rps: over((r) => r.rps),
    p50: over((r) => r.p50),
    p95: over((r) => r.p95),
    p99: over((r) => r.p99),
    x50: over((r, b) => r.p50 / b.p50),
    x95: over((r, b) => r.p95 / b.p95),
    d50: over((r, b) => r.p50 - b.p50),
    d95: over((r, b) => r.p95 - b.p95),
    non2xx: c.results.map((r) => r.non2xx).join(", "),
    state: last.state,
    encoding: last.encoding,
    cpu: Object.fromEntries(Object.keys(last.cpu).map((k) => [k, over((r) => r.cpu[k])])),
    perRound: c.results,
  };
});
printRounds(
  host,
  rounds,
  `npm run bench:html — ${seconds} s per case and round, ${ROUNDS} rounds per server, production React build, ${started.toISOString().slice(0, 16)} UTC; medians over rounds, against the floor (the static tile on the same server and connections) round by round`,
);
console.log(
  "| page | cache | connections | path measured | req/s | p50 ms | p95 ms | p99 ms | p50 × floor | p95 × floor | p50 over floor, ms | p95 over floor, ms | non-2xx (each round) | x-edge-cache | content-encoding |",
);
console.log("|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|");
for (const r of summary)
  console.log(
    `| ${r.page} | ${r.cache} | ${r.connections} | ${r.via} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.x50.toFixed(2)} | ${r.x95.toFixed(2)} | ${(r.d50 >= 0 ? "+" : "") + r.d50.toFixed(1)} | ${(r.d95 >= 0 ? "+" : "") + r.d95.toFixed(1)} | ${r.non2xx} | ${r.state} | ${r.encoding} |`,
  );
console.log("\nCPU per request (ms), by process, median over rounds:\n");
const cpuKeys = Object.keys(summary[0].cpu);
console.log(`| page | cache | connections | path measured | ${cpuKeys.join(" | ")} |`);
console.log(`|---|---|---:|---|${cpuKeys.map(() => "---:").join("|")}|`);
for (const r of summary)
  console.log(`| ${r.page} | ${r.cache} | ${r.connections} | ${r.via} | ${Object.values(r.cpu).map(f).join(" | ")} |`);
console.log(
  "\n| page | HTML bytes | gzip bytes (node, level 6) | bytes a warm hit sends a browser (brotli, quality 5) |\n|---|---:|---:|---:|",
);
for (const line of sizes) console.log(line);
writeJson(json, { bench: "html", at: started.toISOString(), machine: host, seconds, rounds, cases: summary, sizes });
await server.stop();
process.exit(0);
