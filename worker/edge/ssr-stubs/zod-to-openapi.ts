/**
 * "@asteasolutions/zod-to-openapi" in the worker bundle (wrangler.toml [alias]; the worker tests too): the real
 * package's registry and `.openapi()` schema metadata, which @hono/zod-openapi uses while routes are declared, and
 * none of its document generator (~25 KB minified). The worker never generates the document: it serves the one
 * scripts/openapi-dump.ts built from the same routes (worker/lib/openapi-document.ts).
 *
 * A stand-in is still needed: the package has no entry point without the generator, and @hono/zod-openapi's
 * OpenAPIHono keeps it reachable (its getOpenAPIDocument method), so no bundler drops it. The bare name is aliased
 * to this file, so the real package is reached by its ES module entry (package.json "module"; the package has no
 * "exports" map), resolved by name rather than by a node_modules path; the tests that regenerate the document in
 * workerd import the same module, so they share this registry (zod-to-openapi-module.d.ts types it).
 */
export {
  extendZodWithOpenApi,
  getOpenApiMetadata,
  OpenAPIRegistry,
} from "@asteasolutions/zod-to-openapi/dist/index.mjs";

const notHere = () => {
  throw new Error(
    "The OpenAPI document is built at build time (scripts/openapi-dump.ts), not in the worker: it serves /v1/openapi.json as a static asset.",
  );
};
/** @hono/zod-openapi's getOpenAPIDocument/doc (never called: app.ts serves the built document). */
export class OpenApiGeneratorV3 {
  constructor() {
    notHere();
  }
}
export { OpenApiGeneratorV3 as OpenApiGeneratorV31 };
