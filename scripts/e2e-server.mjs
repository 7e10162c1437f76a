// The app as Playwright sees it: the built SPA and the worker over a fresh local D1/R2, migrated and seeded exactly
// like `npm start`, kept apart from the developer's own data. The journeys run in lanes (playwright.config.ts), one
// Playwright worker each, and every lane has a server of its own on its own port and its own copy of the seeded
// state (.e2e-state/lane-N), so two journeys never meet in one database, inbox or sign-in memory:
//
//   node scripts/e2e-server.mjs --lane N --port P
//
// Lane 0 seeds once into .e2e-state/seed (over a migrated database kept per set of migrations in
// .wrangler/e2e-migrated) and marks it ready for this run (E2E_RUN, shared by the lanes'
// servers); the other lanes wait for that mark. Each lane then copies the seeded state and starts its server.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/** Names the migrated state: every migration's name and text, and the wrangler that applied them. */
function migrationsKey() {
  const hash = createHash("sha256");
  const dir = path.join(root, "migrations");
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort())
    hash.update(`${name}\0${readFileSync(path.join(dir, name), "utf8")}\0`);
  hash.update(JSON.parse(readFileSync(path.join(root, "node_modules/wrangler/package.json"), "utf8")).version);
  return hash.digest("hex").slice(0, 16);
}

if (lane === 0) {
  rmSync(states, { recursive: true, force: true });
  ensureDevVars();
  const env = {
    ...process.env,
    CI: "true",
    PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
  };
  // Migrating an empty database gives the same database every time for the same migrations and wrangler: it is
  // done once per set of migrations and copied (the seed, whose dates follow the clock, runs afresh every time).
  const migrated = path.join(root, ".wrangler", "e2e-migrated", migrationsKey());
  if (!existsSync(path.join(migrated, "done"))) {
    rmSync(path.dirname(migrated), { recursive: true, force: true });
    run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", migrated], {
      stdio: ["ignore", "ignore", "inherit"],
      env,
    });
    writeFileSync(path.join(migrated, "done"), "");
  }
  cpSync(migrated, seeded, { recursive: true, filter: (src) => src !== path.join(migrated, "done") });
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
