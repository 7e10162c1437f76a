// The OpenAPI document and its HTML reference as the static assets the worker serves (/v1/openapi.json, /v1/docs):
// dist/web/v1/openapi.json and dist/web/v1/docs.html, generated from the routes by scripts/openapi-dump.ts. Runs
// before every worker build (wrangler.toml [build]: wrangler dev, deploy, the size check's dry run) and before the
// worker tests (vitest.config.ts). Skipped when both files are newer than every file under worker/ (and this
// generator and the lockfile), so a rebuild costs a few file stats; --force regenerates anyway.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { root, run } from "./lib.mjs";

const dir = process.argv.find((a, i) => process.argv[i - 1] === "--assets") ?? join(root, "dist/web");
const outputs = [join(dir, "v1/openapi.json"), join(dir, "v1/docs.html")];

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

function isFresh() {
  if (!outputs.every((f) => existsSync(f))) return false;
  const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  const sources = ["worker", "scripts/openapi-dump.ts", "scripts/openapi-build.mjs", "package-lock.json"].map((p) =>
    newest(join(root, p)),
  );
  return built > Math.max(...sources);
}

if (!process.argv.includes("--force") && isFresh()) console.log("OpenAPI document: up to date (dist/web/v1).");
else run("tsx", ["--import", "./scripts/cloudflare-stub.mjs", "scripts/openapi-dump.ts", "--assets", dir]);
