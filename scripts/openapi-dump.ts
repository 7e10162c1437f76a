// Writes the OpenAPI document the worker serves at /v1/openapi.json to a file (for the linter and
// openapi-typescript). Run with: npx tsx scripts/openapi-dump.ts [out=dist/openapi.json]
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import app from "../worker/app";

const out = process.argv[2] ?? "dist/openapi.json";
const res = await app.request("/v1/openapi.json", {}, { DB: undefined, API_LOG_SAMPLE_RATE: "0" } as never);
if (res.status !== 200) throw new Error(`GET /v1/openapi.json answered ${res.status}: ${await res.text()}`);
const doc = await res.json();
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(doc, null, 2) + "\n");
console.log(`${out}: ${Object.values(doc.paths as Record<string, object>).reduce((n, p) => n + Object.keys(p).length, 0)} operations`);
