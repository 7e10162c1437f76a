// npm run api:types: the worker's /v1/openapi.json as TypeScript types (web/src/api/schema.d.ts) with
// openapi-typescript: proof that clients (the mobile apps' SDKs too) generate from the contract.
// The SPA calls the API through openapi-fetch over these types (web/src/lib/client.ts); `npm run typecheck` runs this first.
import { run } from "./lib.mjs";

run("tsx", ["--import", "./scripts/cloudflare-stub.mjs", "scripts/openapi-dump.ts", "dist/openapi.json"]);
run("openapi-typescript", ["dist/openapi.json", "-o", "web/src/api/schema.d.ts"]);
