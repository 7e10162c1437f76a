// The app as Playwright sees it: the built SPA and the worker on :8788 over a fresh local D1/R2,
// migrated and seeded exactly like `npm start`, kept apart from the developer's own data.
import { mkdirSync, openSync, rmSync } from "node:fs";
import path from "node:path";
import { root, run, startDevServer, ensureDevVars } from "./lib.mjs";

const state = path.join(root, ".e2e-state");
const port = process.env.E2E_PORT ?? "8788";
rmSync(state, { recursive: true, force: true });
ensureDevVars();
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    CI: "true",
    PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
  },
});
run("node", ["scripts/seed.mjs", "--persist-to", state]);
// The worker's console (where the local email sandbox prints each mail, live links included) goes to a file
// the journeys read: the outbox table only keeps redacted copies.
mkdirSync(state, { recursive: true });
const log = openSync(path.join(state, "worker-stdout.log"), "w");
// The server `npm start` runs (scripts/dev-server.mjs: both workers in one `wrangler dev`, no local tracing).
const dev = startDevServer(
  ["--port", port, "--ip", "127.0.0.1", "--persist-to", state, "--var", "MAP_TILE_URL:/map-tiles/{z}/{x}/{y}.png"],
  {
    stdio: ["ignore", log, "inherit"],
  },
);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => dev.kill("SIGINT"));
dev.on("exit", (code) => process.exit(code ?? 0));
