/** "zod/v4" in the worker bundle (wrangler.toml [alias]): as "zod" (zod's own v4/index.js is the same API). */
export * from "./index";
export { default } from "./index";
