/**
 * The toaster never renders on the server: the root mounts it lazily in the browser, once a toast is
 * wanted (web/src/routes/__root.tsx, web/src/lib/toast.ts). wrangler.toml aliases "sonner" to this module so
 * its ~64 KB stay out of the worker bundle; nothing here is ever called while rendering a page.
 */
export const Toaster = () => null;
const noop = () => "";
export const toast = Object.assign(noop, {
  success: noop,
  error: noop,
  info: noop,
  warning: noop,
  message: noop,
  loading: noop,
  dismiss: noop,
  promise: noop,
  custom: noop,
});
