// The one piece of node:zlib the worker uses (nodejs_compat; worker/index.ts compresses a kept page once): typed
// here, as node-async-hooks.d.ts does, rather than pulling all of @types/node into the worker's types.
declare module "node:zlib" {
  export const constants: {
    BROTLI_PARAM_QUALITY: number;
    BROTLI_PARAM_MODE: number;
    BROTLI_MODE_TEXT: number;
    BROTLI_PARAM_SIZE_HINT: number;
  };
  export function brotliCompressSync(input: Uint8Array, options?: { params?: Record<number, number> }): Uint8Array;
}
