/** "zod" in the worker bundle (wrangler.toml [alias]): zod's own index, over external.ts (no locales). */
import * as z from "./external";
export * from "./external";
export { z, z as default };
