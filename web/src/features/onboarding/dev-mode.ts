import { useSyncExternalStore } from "react";

/**
 * SPEC §3's developer mode flag: text "true"/"false" under the key devMode in local storage. It gates the
 * onboarding runner at /test-onboarding (SPEC §4: onboarding in dev mode only, for a signed-in user).
 */
const KEY = "devMode";
const listeners = new Set<() => void>();

export const readDevMode = () => {
  try {
    return localStorage.getItem(KEY) === "true";
  } catch {
    return false;
  }
};

export function setDevMode(on: boolean) {
  localStorage.setItem(KEY, on ? "true" : "false");
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => e.key === KEY && l();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener("storage", onStorage);
  };
};

export const useDevMode = () => useSyncExternalStore(subscribe, readDevMode, () => false);
