import { useSyncExternalStore } from "react";
import type { ExternalToast, toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;
type Title = Parameters<Toast>[0];

/**
 * Toasts without the toaster's code on the first view: sonner (about 9 KB gzip) loads with the first toast.
 * A toast raised before the toaster listens (a route guard's "please sign in", a tap replayed at hydration)
 * waits here and is shown, in order, as soon as it mounts, so nothing is lost.
 */
let live: Toast | null = null;
const held: ((t: Toast) => void)[] = [];
let wanted = false;
const listeners = new Set<() => void>();

function run(show: (t: Toast) => void) {
  if (live) return show(live);
  held.push(show);
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
}

export const toast = Object.assign((message: Title, opts?: ExternalToast) => run((t) => void t(message, opts)), {
  success: (message: Title, opts?: ExternalToast) => run((t) => void t.success(message, opts)),
  error: (message: Title, opts?: ExternalToast) => run((t) => void t.error(message, opts)),
});

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
/** The root mounts the toaster once something wants to show a toast. */
export const useToastWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );

/** The mounted toaster listens: held toasts are shown, and later ones go straight to it. */
export function toasterListening(t: Toast) {
  live = t;
  for (const show of held.splice(0)) show(t);
}
