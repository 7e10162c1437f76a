// Lets Node import worker modules outside workerd (scripts/openapi-dump.ts): `cloudflare:workers`
// resolves to empty stand-ins, and Wasm modules to null. Nothing that runs there touches Durable Objects or env.
import { register } from "node:module";

const stub = "export class DurableObject {} export class WorkerEntrypoint {} export const env = {};";
register(
  "data:text/javascript," +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier.startsWith("cloudflare:")) return { url: "data:text/javascript,${encodeURIComponent(stub)}", shortCircuit: true };
  // Wasm modules (the photo hash's WebP decoder) are compiled by wrangler; nothing here decodes pictures.
  if (specifier.endsWith(".wasm")) return { url: "data:text/javascript,export%20default%20null%3B", shortCircuit: true };
  return next(specifier, context);
}`),
);

// The routes' summaries and descriptions, which the worker's bundle leaves out (worker/lib/openapi.ts): the
// document written here keeps them.
globalThis.__API_DOCS__ = true;
globalThis.__LOCAL_ADAPTERS__ = true;
