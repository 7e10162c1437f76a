// Browser journeys in headless Chromium against the built app.
import { existsSync } from "node:fs";
import path from "node:path";
import { root, run } from "./lib.mjs";
import { CHROME_HELP, findChrome } from "./chrome.mjs";

const chrome = findChrome();
if (!chrome) {
  console.error(CHROME_HELP);
  process.exit(1);
}
const args = process.argv.slice(2);
// npm test has just built; run on its own, build first so the journeys never test a stale bundle.
if (!args.includes("--no-build") || !existsSync(path.join(root, "dist/web/index.html")))
  run("vite", ["build", "--logLevel", "warn"]);
run("playwright", ["test", ...args.filter((a) => a !== "--no-build")], {
  env: {
    ...process.env,
    CHROME_PATH: chrome,
    // The journeys read the lane's database with node:sqlite, which Node 22 still calls experimental.
    NODE_OPTIONS: [process.env.NODE_OPTIONS, "--disable-warning=ExperimentalWarning"].filter(Boolean).join(" "),
    PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
  },
});
