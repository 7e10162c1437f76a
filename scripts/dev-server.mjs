/* global fetch, setTimeout */
// The local server of `npm start`, `npm run dev`, the journeys and the benchmarks: `wrangler dev` with both workers'
// configs in one process (the API worker first: it gets the port, the flags and .dev.vars; then the photo-hash
// worker its PHOTO_HASH service binding calls, bound inside the same runtime), as the Workers tooling supports it:
// the same wrangler.toml, bundle ([alias], [define], [build]), local D1/R2/Durable Object state, assets with
// run_worker_first, file watching, and the cron triggers' local endpoint.
//
//   node scripts/dev-server.mjs --port 8787 [--ip 127.0.0.1] [--persist-to .wrangler/state] [--var NAME:value]...
//
// Prints "Ready on http://<ip>:<port>" once the worker itself answers (/v1/health), not when wrangler's proxy first
// listens (it queues requests until the bundle is built), and stops on SIGINT/SIGTERM. The cron jobs run on request:
//   curl "http://<ip>:<port>/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*"   (each cron of wrangler.toml [triggers])
// Wrangler 4's local tracing (X_LOCAL_OBSERVABILITY) is off unless the environment says otherwise (scripts/lib.mjs,
// devServerEnv).
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { DEV_CONFIGS, env, root } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8787" },
    ip: { type: "string", default: "127.0.0.1" },
    "persist-to": { type: "string", default: ".wrangler/state" },
    var: { type: "string", multiple: true, default: [] },
  },
});
const { port, ip } = values;
const persist = path.resolve(root, values["persist-to"]);

const args = [
  "dev",
  ...DEV_CONFIGS.flatMap((c) => ["-c", c]),
  "--port",
  port,
  "--ip",
  ip,
  "--persist-to",
  persist,
  ...values.var.flatMap((v) => ["--var", v]),
  // Not a terminal: no hotkeys, no live-reload script injected into pages.
  "--show-interactive-dev-session=false",
  "--live-reload=false",
];
const wrangler = spawn("wrangler", args, {
  cwd: root,
  stdio: ["ignore", "pipe", "inherit"],
  // The service binding resolves inside this process; wrangler's machine-wide dev registry (where other checkouts,
  // the journeys and the benchmarks register the same worker names) is kept per state folder all the same.
  env: {
    ...process.env,
    PATH: env.PATH,
    WRANGLER_SEND_METRICS: env.WRANGLER_SEND_METRICS,
    WRANGLER_REGISTRY_PATH: path.join(persist, "dev-registry"),
  },
});
// Wrangler's own "Ready on" comes before the worker can answer; this server's line (below) is the one to wait for.
createInterface({ input: wrangler.stdout }).on("line", (line) => {
  if (!/Ready on http/.test(line)) console.log(line);
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const origin = `http://${ip}:${port}`;
let exited = false;
wrangler.on("exit", (code, signal) => {
  exited = true;
  process.exit(code ?? (signal ? 0 : 1));
});
for (let i = 0; ; i++) {
  try {
    await (await fetch(`${origin}/v1/health`)).arrayBuffer();
    break;
  } catch (err) {
    if (i > 1200 || exited) throw err;
  }
  await sleep(250);
}
console.log(`Ready on ${origin}`);

const stop = () => wrangler.kill("SIGINT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
