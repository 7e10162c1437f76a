// The app as Playwright sees it: the built SPA and the worker over a fresh local D1/R2, migrated and seeded exactly
// like `npm start`, kept apart from the developer's own data. The journeys run in lanes (playwright.config.ts), one
// Playwright worker each, and every lane has a server of its own on its own port and its own copy of the seeded
// state (.e2e-state/lane-N), so two journeys never meet in one database, inbox or sign-in memory:
//
//   node scripts/e2e-server.mjs --lane N --port P
//
// Lane 0 migrates and seeds once into .e2e-state/seed and marks it ready for this run (E2E_RUN, shared by the lanes'
// servers); the other lanes wait for that mark. Each lane then copies the seeded state and starts its server.
import { cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { root, run, startDevServer, ensureDevVars } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    lane: { type: "string", default: "0" },
    port: { type: "string", default: process.env.E2E_PORT ?? "8788" },
  },
});
const lane = Number(values.lane);
const runId = process.env.E2E_RUN ?? String(process.pid);
const states = path.join(root, ".e2e-state");
const seeded = path.join(states, "seed");
const ready = path.join(seeded, "ready");
const state = path.join(states, `lane-${lane}`);

if (lane === 0) {
  rmSync(states, { recursive: true, force: true });
  ensureDevVars();
  const env = {
    ...process.env,
    CI: "true",
    PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
  };
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", seeded], {
    stdio: ["ignore", "ignore", "inherit"],
    env,
  });
  run("node", ["scripts/seed.mjs", "--persist-to", seeded]);
  writeFileSync(ready, runId);
} else {
  // Lane 0's server was started in the same breath: wait for this run's seeded state (never a previous run's).
  const started = Date.now();
  while (!(existsSync(ready) && readFileSync(ready, "utf8") === runId)) {
    if (Date.now() - started > 600_000) {
      console.error(`lane ${lane}: no seeded state from lane 0 after 600 s`);
      process.exit(1);
    }
    await sleep(500);
  }
}
rmSync(state, { recursive: true, force: true });
cpSync(seeded, state, { recursive: true, filter: (src) => src !== ready && !src.endsWith(`${path.sep}dev-registry`) });

// The worker's console (where the local email sandbox prints each mail, live links included) goes to a file
// the journeys read: the outbox table only keeps redacted copies.
mkdirSync(state, { recursive: true });
const log = openSync(path.join(state, "worker-stdout.log"), "w");
// The server `npm start` runs (scripts/dev-server.mjs: both workers in one `wrangler dev`, no local tracing).
const dev = startDevServer(
  [
    "--port",
    values.port,
    "--ip",
    "127.0.0.1",
    "--persist-to",
    state,
    "--var",
    "MAP_TILE_URL:/map-tiles/{z}/{x}/{y}.png",
  ],
  { stdio: ["ignore", log, "inherit"] },
);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => dev.kill("SIGINT"));
dev.on("exit", (code) => process.exit(code ?? 0));
