import { useEffect } from "react";
import { safeRedirect } from "./redirects";

/**
 * A prompt that asks a visitor to sign in ("Save search", the heart, "Message agent", "Post a request") remembers
 * the page and what the visitor was doing there. Signing in or signing up, in the dialog, on /login, through
 * /register or a social provider, comes back to that page (for every account type, like a `?redirect=`), and the
 * part of the page that owns the action finishes it. Kept for the tab only, and only same-site paths.
 */
const KEY = "auth.returnTo";
type Pending = { path: string; intent: string | null };

function read(): Pending | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<Pending> | null;
    const path = safeRedirect(typeof v?.path === "string" ? v.path : null);
    return path ? { path, intent: typeof v?.intent === "string" ? v.intent : null } : null;
  } catch {
    return null;
  }
}

export function rememberReturn(path: string, intent: string | null = null) {
  const safe = safeRedirect(path);
  if (safe) sessionStorage.setItem(KEY, JSON.stringify({ path: safe, intent }));
  else sessionStorage.removeItem(KEY);
}

/** A sign-in nobody asked for (the header's button) or a prompt dismissed: nothing waits to be finished. */
export function forgetReturn() {
  sessionStorage.removeItem(KEY);
}

/** The page a prompt asked to come back to, if any. An action still to finish stays remembered for its page. */
export function takeReturnPath(): string | null {
  const p = read();
  if (p && !p.intent) forgetReturn();
  return p?.path ?? null;
}

/** Read without consuming: where a social provider should send the visitor back to. */
export const pendingReturnPath = () => read()?.path ?? null;

/** True once, for the part of the remembered page that owns `intent`. */
export function takeIntent(intent: string): boolean {
  const p = read();
  if (!p || p.intent !== intent) return false;
  if (new URL(p.path, window.location.origin).pathname !== window.location.pathname) return false;
  forgetReturn();
  return true;
}

/** Finishes `intent` as soon as the visitor is signed in on the page that asked for it. */
export function usePendingIntent(intent: string, signedIn: boolean, finish: () => void) {
  useEffect(() => {
    if (signedIn && takeIntent(intent)) finish();
    // `finish` is a fresh closure each render; what decides is who is signed in, on which action.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, intent]);
}
