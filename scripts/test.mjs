// npm test: every check CI runs, in the order that fails fastest.
import { run } from "./lib.mjs";
import { CHROME_HELP, findChrome } from "./chrome.mjs";

const steps = [
  ["Type check", "npm", ["run", "--silent", "typecheck"]],
  ["Lint", "eslint", [".", "--max-warnings=0"]],
  ["No import circle in worker/services", "node", ["scripts/import-cycles.mjs"]],
  ["OpenAPI contract (Redocly recommended rules)", "node", ["scripts/openapi-lint.mjs"]],
  ["Build the SPA", "vite", ["build", "--logLevel", "warn"]],
  ["Home page JS budget", "node", ["scripts/bundle-size.mjs"]],
  ["Production bundle (wrangler deploy --dry-run)", "wrangler", ["deploy", "--dry-run", "--env", "production", "--outdir", "dist/worker"]],
  ["Worker and web unit tests (workerd + happy-dom)", "vitest", ["run"]],
  ["Browser journeys (Playwright + Chromium)", "node", ["scripts/e2e.mjs", "--no-build"]],
];

if (!findChrome()) {
  console.error(CHROME_HELP);
  process.exit(1);
}
const started = Date.now();
for (const [name, cmd, args] of steps) {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  run(cmd, args);
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
