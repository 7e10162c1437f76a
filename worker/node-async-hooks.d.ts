/** The part of node:async_hooks the worker uses (nodejs_compat provides it; @types/node is not installed). */
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, fn: () => R): R;
    getStore(): T | undefined;
  }
}
