/**
 * Whether React owns the whole document: always on the server (the worker renders public pages as full
 * HTML), and in the browser when the page came from the server (its <html> carries data-ssr). A page the
 * browser draws itself (web/index.html: dashboard, admin, `npx vite`) renders the app into #root only.
 */
export const documentRendered = () => typeof document === "undefined" || document.documentElement.hasAttribute("data-ssr");
