// Writes the document the worker serves at /v1/openapi.json to dist/openapi.json and lints it with
// Redocly's recommended rules (redocly.yaml): zero errors and zero warnings, or the step fails.
import { env, run } from "./lib.mjs";

run("tsx", ["--import", "./scripts/cloudflare-stub.mjs", "scripts/openapi-dump.ts", "dist/openapi.json"]);
run("redocly", ["lint", "dist/openapi.json", "--max-problems=50"], {
  env: { ...env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
});
