/**
 * Whether React owns the whole document: always on the server (the worker renders public pages as full
 * HTML), and in the browser when the page came from the server (its <html> carries data-ssr). A page the
 * browser draws itself (web/index.html: dashboard, admin, `npx vite`) renders the app into #root only.
 */
export const documentRendered = () =>
  typeof document === "undefined" || document.documentElement.hasAttribute("data-ssr");

let hydrated = false;
const waiting: (() => void)[] = [];

/** Called once by the root's first effect: the page is React's (hydrated, or drawn in the browser). */
export function markHydrated() {
  if (hydrated) return;
  hydrated = true;
  for (const run of waiting.splice(0)) run();
}

/**
 * Runs `task` when the page is React's, `delayMs` later, at the next idle moment of the main thread (at most
 * 5 s more): work nobody waits for (the offline worker's registration and precache) never shares the busiest
 * seconds of a phone's page view — download, hydration — with them.
 */
export function afterHydrationIdle(task: () => void, delayMs: number) {
  const idle = () => {
    const ric = (window as { requestIdleCallback?: (cb: () => void, opts: { timeout: number }) => number })
      .requestIdleCallback;
    if (ric) ric(task, { timeout: 5000 });
    else setTimeout(task, 0);
  };
  const later = () => setTimeout(idle, delayMs);
  if (hydrated) later();
  else waiting.push(later);
}
