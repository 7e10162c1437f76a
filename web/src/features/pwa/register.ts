import { toast } from "../../lib/toast";

/**
 * Registers web/public/sw.js (built builds only: `npx vite` serves no worker) once the page has loaded, and:
 * - hands it this page and the files it loaded, so the first page viewed also opens offline (the worker
 *   controls only what loads after it starts);
 * - when a new version is waiting, offers a reload instead of swapping code under an open page: the waiting
 *   worker takes over only when the visitor accepts, and the page then reloads once.
 */
export function registerServiceWorker(preloadOffline: () => unknown) {
  if (!("serviceWorker" in navigator)) return;
  void navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then((reg) => {
      if (reg.waiting && navigator.serviceWorker.controller) offerReload(reg.waiting);
      reg.addEventListener("updatefound", () => {
        const next = reg.installing;
        next?.addEventListener("statechange", () => {
          // With no controller this is the first install, not an update: nothing to offer.
          if (next.state === "installed" && navigator.serviceWorker.controller) offerReload(next);
        });
      });
      return navigator.serviceWorker.ready;
    })
    .then(async (reg) => {
      reg.active?.postMessage({ type: "CACHE_PAGE", urls: pageFiles() });
      // The /offline page's own code, fetched through the worker (which keeps it) once it controls this page.
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
      await preloadOffline();
    })
    .catch(() => undefined);

  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (!reloading && sessionStorage.getItem("sw-reload") === "1") {
      reloading = true;
      sessionStorage.removeItem("sw-reload");
      window.location.reload();
    }
  });
}

/** This page (when public) and the built files and pictures it loaded: what the worker keeps for offline. */
function pageFiles(): string[] {
  const same = (u: string) => u.startsWith(location.origin);
  const loaded = performance
    .getEntriesByType("resource")
    .map((e) => e.name)
    .filter((u) => same(u) && /\/(assets|media)\//.test(u));
  return [location.href, ...loaded];
}

function offerReload(waiting: ServiceWorker) {
  toast("A new version of PropertyNG is ready", {
    description: "Reload to use it. Anything you typed on this page stays until you do.",
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: "Reload",
      onClick: () => {
        sessionStorage.setItem("sw-reload", "1");
        waiting.postMessage({ type: "SKIP_WAITING" });
      },
    },
  });
}
