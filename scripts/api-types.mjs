// npm run api:types: the worker's /v1/openapi.json as TypeScript types (web/src/api/schema.d.ts) with
// openapi-typescript: proof that clients (the mobile apps' SDKs too) generate from the contract.
// The SPA calls the API through openapi-fetch over these types (web/src/lib/client.ts); `npm run typecheck` runs this
// first. Skipped when the types are newer than every file they come from (as scripts/openapi-build.mjs skips the
// served document); --force regenerates anyway.
import { join } from "node:path";
import { newerThan, root, run } from "./lib.mjs";

const SOURCES = [
  "worker",
  "scripts/openapi-dump.ts",
  "scripts/api-types.mjs",
  "scripts/cloudflare-stub.mjs",
  "package-lock.json",
];
const fresh = newerThan([join(root, "web/src/api/schema.d.ts")], SOURCES);
if (!process.argv.includes("--force") && fresh) console.log("API types: up to date (web/src/api/schema.d.ts).");
else {
  run("tsx", ["--import", "./scripts/cloudflare-stub.mjs", "scripts/openapi-dump.ts", "dist/openapi.json"]);
  run("openapi-typescript", ["dist/openapi.json", "-o", "web/src/api/schema.d.ts"]);
}
