/**
 * The ES module entry of @asteasolutions/zod-to-openapi (its package.json "module"), which the worker's stand-in
 * (zod-to-openapi.ts) and the OpenAPI document test import by path because the bare name is aliased to the
 * stand-in. The package ships one declaration file for both of its entries; this names it for the path.
 */
declare module "@asteasolutions/zod-to-openapi/dist/index.mjs" {
  export * from "@asteasolutions/zod-to-openapi";
}
