/* global fetch, setTimeout */
// The local server of `npm start`, `npm run dev` and the journeys: the API worker and the
// photo-hash worker as `wrangler dev` runs them (wrangler's own API, unstable_startWorker: the same wrangler.toml,
// bundle, .dev.vars, local D1/R2/Durable Object state, assets with run_worker_first, file watching), but the port
// given is the worker's own workerd socket, not wrangler's dev proxy.
//
// `wrangler dev` puts a proxy in front of the worker: a second workerd process (a Durable Object) that re-sends
// every request to the worker's workerd and logs it through wrangler's Node process. On this machine that proxy cost
// about as much CPU per request as the worker's whole runtime, and a warm page at 10 connections answered in 33–34 ms
// at p95 through it against ~7 ms without it (docs/decisions/2026-11-28-local-dev-server.md). The proxy
// is still started (unstable_startWorker always starts it) but on a free port nobody is told about; the worker's
// runtime (Miniflare's entry worker, the assets router, the worker) listens on `--port` itself.
//
// How: wrangler makes the runtime with `new Miniflare(options)` from its own copy of miniflare, always on a free port
// (its proxy is what listens on the port asked for). Before wrangler is loaded, its `miniflare` module is replaced in
// Node's module cache by the same exports with a Miniflare subclass that sets host and port on the options of the
// runtime holding the API worker (construction and every reload: a file change keeps the port).
//
//   node scripts/dev-server.mjs --port 8787 [--ip 127.0.0.1] [--persist-to .wrangler/state] [--var NAME:value]...
//
// Prints "Ready on http://<ip>:<port>" once the worker answers; stops on SIGINT/SIGTERM. Wrangler 4's local tracing
// (X_LOCAL_OBSERVABILITY) is off unless the environment says otherwise (scripts/lib.mjs, devServerEnv).
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { root } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8787" },
    ip: { type: "string", default: "127.0.0.1" },
    "persist-to": { type: "string", default: ".wrangler/state" },
    var: { type: "string", multiple: true, default: [] },
  },
});
const port = Number(values.port);
const host = values.ip;
const persist = path.resolve(root, values["persist-to"]);

const requireFromWrangler = createRequire(createRequire(import.meta.url).resolve("wrangler"));
const miniflare = requireFromWrangler("miniflare");
const wranglerMiniflare = requireFromWrangler.resolve("miniflare");
/** Worker name → the address its runtime listens on. */
const listenOn = new Map();
const placed = (opts) => {
  // Options as wrangler hands them over (miniflare's convertV4MiniflareOptions): one { config: { name, … } } per worker.
  const names = opts?.workers?.map((w) => w.config?.name ?? w.name) ?? [];
  const target = names.map((name) => listenOn.get(name)).find(Boolean);
  if (target) return { ...opts, ...target };
  // The unused proxies keep quiet about their free ports ("Ready on …" is this server's own line, below).
  if (names.includes("ProxyWorker") && opts.log) opts.log.logReady = () => undefined;
  return opts;
};
class Miniflare extends miniflare.Miniflare {
  constructor(opts) {
    super(placed(opts));
  }
  setOptions(opts) {
    return super.setOptions(placed(opts));
  }
}
requireFromWrangler.cache[wranglerMiniflare].exports = { ...miniflare, Miniflare };
const { unstable_startWorker, unstable_readConfig } = requireFromWrangler("wrangler");

const apiConfig = path.join(root, "wrangler.toml");
const photoHashConfig = path.join(root, "workers/photo-hash/wrangler.toml");
listenOn.set(unstable_readConfig({ config: apiConfig }).name, { host, port });

// The PHOTO_HASH service binding reaches the photo-hash worker (its own runtime) through a dev registry of this
// server's own: the machine-wide one may hold the same worker names from other servers (other checkouts, the
// journeys, the benchmarks).
const registry = path.join(persist, "dev-registry");
const vars = Object.fromEntries(
  values.var.map((v) => {
    const i = v.indexOf(":");
    return [v.slice(0, i), { type: "plain_text", value: v.slice(i + 1) }];
  }),
);
// wrangler dev's defaults otherwise: its inspector (devtools) on a free port, no live reload, file watching on.
const dev = {
  persist,
  registry,
  inspector: { hostname: "127.0.0.1", port: 0 },
  liveReload: false,
  server: { hostname: "127.0.0.1", port: 0 },
};
const photoHash = await unstable_startWorker({ config: photoHashConfig, dev });
const worker = await unstable_startWorker({ config: apiConfig, dev, bindings: vars });
await worker.ready;
// The runtime starts after the bundle is built. Its Miniflare instance must listen on the port asked for: if a
// wrangler update changes how it makes the runtime, say so instead of serving on a port nobody is told about.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let mf;
for (let i = 0; !(mf = worker.raw.runtimes.map((r) => r.mf).find(Boolean)); i++) {
  if (i > 1200) throw new Error("dev-server: wrangler's local runtime did not start");
  await sleep(100);
}
const listening = await mf.ready;
if (Number(listening.port) !== port) {
  console.error(
    `dev-server: the worker's runtime listens on ${listening.host}, not ${host}:${port} (has wrangler changed how it starts Miniflare?)`,
  );
  process.exit(1);
}
const origin = `http://${host}:${port}`;
for (let i = 0; ; i++) {
  try {
    await (await fetch(`${origin}/v1/health`)).arrayBuffer();
    break;
  } catch (err) {
    if (i > 300) throw err;
    await sleep(200);
  }
}
console.log(`Ready on ${origin}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  Promise.allSettled([worker.dispose(), photoHash.dispose()]).finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
