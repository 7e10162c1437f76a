// Writes the document the worker serves at /v1/openapi.json to dist/openapi-lint.json and lints it with
// Redocly's recommended rules (redocly.yaml): zero errors and zero warnings, or the step fails. Its own file: npm test
// runs this beside the type check, whose api:types writes dist/openapi.json at the same time.
import { env, run } from "./lib.mjs";

run("tsx", ["--import", "./scripts/cloudflare-stub.mjs", "scripts/openapi-dump.ts", "dist/openapi-lint.json"]);
run("redocly", ["lint", "dist/openapi-lint.json", "--max-problems=50"], {
  env: { ...env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
});
