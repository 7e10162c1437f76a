/**
 * "@asteasolutions/zod-to-openapi" in the worker bundle (wrangler.toml [alias]; the worker tests too): the real
 * package's registry and `.openapi()` schema metadata, which @hono/zod-openapi uses while routes are declared, and
 * none of its document generator (~25 KB minified). The worker never generates the document: it serves the one
 * scripts/openapi-dump.ts built from the same routes (worker/lib/openapi-document.ts). The re-exports name the
 * package's own module file, so the tests that regenerate the document in workerd share this registry.
 */
// prettier-ignore
// @ts-expect-error -- the file has no .d.mts beside it; its types are the package's (typed by its importers).
export { extendZodWithOpenApi, getOpenApiMetadata, OpenAPIRegistry } from "../../node_modules/@asteasolutions/zod-to-openapi/dist/index.mjs";

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
