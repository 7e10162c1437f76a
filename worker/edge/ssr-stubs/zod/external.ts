/**
 * zod's classic API (`z`) as the package's v4/classic/external.js has it, minus `z.locales`: the error
 * messages of 40-odd languages (~270 KB minified) that the worker never uses (English is registered by
 * zod itself in classic/schemas.js). @hono/zod-openapi passes the whole `z` namespace to
 * extendZodWithOpenApi, so no bundler can drop an unused member; wrangler.toml aliases "zod" (and "zod/v4")
 * to this folder instead. Same modules, same classes: only the locale namespace is gone. A zod upgrade that
 * adds an export fails the worker build loudly ("No matching export"), never silently.
 * Generated from node_modules/zod/v4/classic/external.js (zod 4.6.7).
 */
export * as core from "./core";
export * from "../../../../node_modules/zod/v4/classic/schemas.js";
export * from "../../../../node_modules/zod/v4/classic/checks.js";
export * from "../../../../node_modules/zod/v4/classic/errors.js";
export * from "../../../../node_modules/zod/v4/classic/parse.js";
export * from "../../../../node_modules/zod/v4/classic/compat.js";
export {
  globalRegistry,
  registry,
  config,
  memoizer,
  $output,
  $input,
  $brand,
  clone,
  regexes,
  treeifyError,
  prettifyError,
  formatError,
  flattenError,
  TimePrecision,
  util,
  NEVER,
  toZod,
  getDiscriminatedOption,
} from "./core";
export { toJSONSchema } from "../../../../node_modules/zod/v4/core/json-schema-processors.js";
// Left out with the locales: fromJSONSchema (JSON Schema → zod) and the compile.js API (core.ts); nothing here calls them.
export { deepPartial } from "../../../../node_modules/zod/v4/classic/deep-partial.js";
// Types and values both, from one module — re-exporting the types from core would collide.
export { input, output } from "../../../../node_modules/zod/v4/classic/in-out.js";
// iso must be exported from top-level https://github.com/colinhacks/zod/issues/4491
export { ZodISODateTime, ZodISODate, ZodISOTime, ZodISODuration } from "../../../../node_modules/zod/v4/classic/iso.js";
export * as iso from "../../../../node_modules/zod/v4/classic/iso.js";
export * as coerce from "../../../../node_modules/zod/v4/classic/coerce.js";
