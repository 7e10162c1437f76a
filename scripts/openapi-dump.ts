// The OpenAPI document of the worker's routes (worker/lib/openapi-document.ts), generated in Node: the worker holds
// no generator and serves what this writes. Run with: npx tsx --import ./scripts/cloudflare-stub.mjs scripts/openapi-dump.ts
//   [out=dist/openapi.json]   the document, indented (Redocly, openapi-typescript)
//   --assets <dir>            <dir>/v1/openapi.json (as served) and <dir>/v1/docs.html (the /v1/docs reference)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import app from "../worker/app";
import { buildApiDocument } from "../worker/lib/openapi-document";
import { renderReference } from "../worker/lib/reference-page";

const doc = buildApiDocument(app, OpenApiGeneratorV31) as Parameters<typeof renderReference>[0];
const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const assets = process.argv.indexOf("--assets");
const operations = Object.values(doc.paths ?? {}).reduce((n, p) => n + Object.keys(p).length, 0);
if (assets > 0) {
  const dir = process.argv[assets + 1] ?? "dist/web";
  // The reference first: the worker serves it only once the document is there too.
  write(join(dir, "v1/docs.html"), renderReference(doc));
  write(join(dir, "v1/openapi.json"), JSON.stringify(doc));
  console.log(`${join(dir, "v1/openapi.json")} and docs.html: ${operations} operations`);
} else {
  const out = process.argv[2] ?? "dist/openapi.json";
  write(out, JSON.stringify(doc, null, 2) + "\n");
  console.log(`${out}: ${operations} operations`);
}
