// The OpenAPI document and its HTML reference as the static assets the worker serves (/v1/openapi.json, /v1/docs):
// dist/web/v1/openapi.json and dist/web/v1/docs.html, generated from the routes by scripts/openapi-dump.ts. Runs
// before every worker build (wrangler.toml [build]: wrangler dev, deploy, the size check's dry run) and before the
// worker tests (vitest.config.ts). Skipped when both files are newer than every file under worker/ (and this
// generator and the lockfile), so a rebuild costs a few file stats; --force regenerates anyway.
import { join } from "node:path";
import { newerThan, root, run } from "./lib.mjs";

const dir = process.argv.find((a, i) => process.argv[i - 1] === "--assets") ?? join(root, "dist/web");
const outputs = [join(dir, "v1/openapi.json"), join(dir, "v1/docs.html")];

const isFresh = () =>
  newerThan(outputs, ["worker", "scripts/openapi-dump.ts", "scripts/openapi-build.mjs", "package-lock.json"]);

if (!process.argv.includes("--force") && isFresh()) console.log("OpenAPI document: up to date (dist/web/v1).");
else run("tsx", ["--import", "./scripts/cloudflare-stub.mjs", "scripts/openapi-dump.ts", "--assets", dir]);
