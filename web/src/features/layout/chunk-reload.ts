import { TIMERS } from "@contracts/constants";

const KEY = "chunkReloadAt";

/** SPEC.md §8: when a code chunk fails to load (a new deploy), reload the page at most once a minute. */
export function shouldReloadForChunkError(now: number, last: number | null) {
  return last === null || now - last > TIMERS.chunkReloadWindowMs;
}

export function installChunkReload() {
  window.addEventListener("vite:preloadError", (event) => {
    const last = Number(sessionStorage.getItem(KEY)) || null;
    if (!shouldReloadForChunkError(Date.now(), last)) return;
    event.preventDefault();
    sessionStorage.setItem(KEY, String(Date.now()));
    window.location.reload();
  });
}
