// npm test: every check CI runs, in the order that fails fastest.
import { spawn } from "node:child_process";
import { Buffer } from "node:buffer";
import { env, root } from "./lib.mjs";
import { CHROME_HELP, findChrome } from "./chrome.mjs";

/**
 * The type check (tsconfig.*.json: incremental), ESLint and Prettier remember what they found, in node_modules/.cache
 * and by content, so a checkout never reuses a stale answer: a run after a small change checks only what changed.
 * tsc follows the imports of a changed file; the ESLint rules here each look at one file, so a kept answer stays right.
 */
const cache = (name) => ["--cache", "--cache-location", `node_modules/.cache/${name}`, "--cache-strategy", "content"];

/**
 * Stages run one after the other; the steps of one stage run at the same time. Only steps
 * that share no files and no server overlap: the static checks and the SPA build (tsc, ESLint, Redocly each read
 * sources and write nothing another reads; the type check's api:types writes web/src/api/schema.d.ts, types the
 * build erases and neither ESLint nor Redocly reads; the build writes dist/web, which the checks ignore, and
 * rewrites the generated route trees only when a route changed, which the committed ones already say), then the
 * two readers of the SPA build. The unit tests and the journeys each use both cores on their own (workerd,
 * Chromium + wrangler dev) and keep a stage to themselves, so their tests are not starved. A parallel step's
 * output is printed whole when it ends, so logs never interleave.
 */
const stages = [
  [
    ["Type check", "npm", ["run", "--silent", "typecheck"]],
    ["Lint", "eslint", [".", "--max-warnings=0", ...cache("eslint/")]],
    [
      "Formatting (Prettier; npm run format fixes it)",
      "prettier",
      ["--check", ".", "--log-level", "warn", ...cache("prettier")],
    ],
    ["No import circle in worker/services", "node", ["scripts/import-cycles.mjs"]],
    ["OpenAPI contract (Redocly recommended rules)", "node", ["scripts/openapi-lint.mjs"]],
    ["Build the SPA", "vite", ["build", "--logLevel", "warn"]],
  ],
  [
    ["Home page JS budget", "node", ["scripts/bundle-size.mjs"]],
    ["Production bundle (wrangler deploy --dry-run, gzip size checked)", "node", ["scripts/worker-size.mjs"]],
  ],
  [["Worker and web unit tests (workerd + happy-dom)", "vitest", ["run"]]],
  [["Browser journeys (Playwright + Chromium)", "node", ["scripts/e2e.mjs", "--no-build"]]],
];

/** Runs one step; alone it streams its output, in a group it is kept and printed when the step ends. */
function step([name, cmd, args], alone) {
  return new Promise((resolve) => {
    const t = Date.now();
    if (alone) console.log(`\n▶ ${name}`);
    const child = spawn(cmd, args, { cwd: root, env, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    const out = [];
    child.stdout?.on("data", (d) => out.push(d));
    child.stderr?.on("data", (d) => out.push(d));
    child.on("close", (code, signal) => {
      const took = ((Date.now() - t) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(out));
      }
      if (code === 0) console.log(`✔ ${name} (${took} s)`);
      else console.error(`\n✖ ${name}: ${cmd} ${args.join(" ")} failed (exit ${code ?? signal}) after ${took} s`);
      resolve(code === 0);
    });
  });
}

if (!findChrome()) {
  console.error(CHROME_HELP);
  process.exit(1);
}
const started = Date.now();
for (const stage of stages) {
  const ok = await Promise.all(stage.map((s) => step(s, stage.length === 1)));
  if (ok.includes(false)) process.exit(1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
