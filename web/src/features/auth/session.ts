import { useSyncExternalStore } from "react";
import { atom, getDefaultStore, useStore } from "jotai";
import type { AuthUser } from "@contracts/auth";
import { rememberReturn } from "./return-to";

/** "Remember me" keeps the session in localStorage; otherwise it lives only as long as the tab. */
const KEYS = {
  token: "auth.token",
  user: "auth.user",
  remember: "auth.remember",
  lastRoute: "auth.lastRoute",
} as const;
const CLEARED_ON_LOGOUT = ["plan.active", "user.location", "user.geocodedState", "auth.permissions"];

const store = () => (localStorage.getItem(KEYS.remember) === "true" ? localStorage : sessionStorage);

function read(key: string): unknown {
  try {
    const raw = store().getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/**
 * A stored user is what saveSession wrote (zod stays out of the home page's bundle, so this checks the
 * shape by hand); the dashboard refreshes it from /v1/secure/user/me on entry anyway.
 */
function isStoredUser(v: unknown): v is AuthUser {
  return (
    typeof v === "object" &&
    v !== null &&
    "id" in v &&
    typeof v.id === "string" &&
    "permissions" in v &&
    Array.isArray(v.permissions)
  );
}

const storedToken = read(KEYS.token);
const storedUser = read(KEYS.user);
export const tokenAtom = atom<string | null>(typeof storedToken === "string" ? storedToken : null);
export const userAtom = atom<AuthUser | null>(isStoredUser(storedUser) ? storedUser : null);
export const authModalAtom = atom<null | "login" | "register">(null);

export const jotaiStore = getDefaultStore();

const anonymous = () => null;

/**
 * The signed-in user for rendering. The worker renders public pages anonymous (it cannot see this browser's
 * storage), and hydration must draw exactly that: while a part of the page hydrates this is null (React's
 * server snapshot), then that part re-renders with the stored user. Pages the browser draws itself get the
 * user at once.
 */
export function useUser(): AuthUser | null {
  const store = useStore();
  return useSyncExternalStore(
    (onChange) => store.sub(userAtom, onChange),
    () => store.get(userAtom),
    anonymous,
  );
}

export function saveSession(token: string, user: AuthUser, remember: boolean) {
  localStorage.setItem(KEYS.remember, String(remember));
  const s = store();
  s.setItem(KEYS.token, JSON.stringify(token));
  s.setItem(KEYS.user, JSON.stringify(user));
  jotaiStore.set(tokenAtom, token);
  jotaiStore.set(userAtom, user);
}

export function updateStoredUser(user: AuthUser) {
  store().setItem(KEYS.user, JSON.stringify(user));
  jotaiStore.set(userAtom, user);
}

export function clearSession() {
  for (const s of [localStorage, sessionStorage]) {
    s.removeItem(KEYS.token);
    s.removeItem(KEYS.user);
    for (const k of CLEARED_ON_LOGOUT) s.removeItem(k);
  }
  localStorage.removeItem(KEYS.remember);
  jotaiStore.set(tokenAtom, null);
  jotaiStore.set(userAtom, null);
  // The offline worker (web/public/sw.js) drops the API answers it kept, so the next person on this phone meets none.
  navigator.serviceWorker?.controller?.postMessage({ type: "FORGET_PERSONAL" });
}

export const currentToken = () => jotaiStore.get(tokenAtom);
export const currentUser = () => jotaiStore.get(userAtom);

/**
 * For an action that needs an account (save a search, favourite, message): the signed-in user at the moment of the
 * tap, or null after opening the sign-in dialog, which brings the visitor back to `path` where the part of the page
 * that owns `intent` finishes the action (see return-to.ts). It reads the store, not a render's snapshot: a part of
 * the page still drawn as the server rendered it (anonymous, while it hydrates) must not ask a signed-in visitor to
 * sign in.
 */
export function signedInOrAsk(
  path = window.location.pathname + window.location.search,
  intent: string | null = null,
): AuthUser | null {
  const user = jotaiStore.get(userAtom);
  if (user) return user;
  rememberLastRoute(path);
  rememberReturn(path, intent);
  jotaiStore.set(authModalAtom, "login");
  return null;
}

/** SPEC.md §4: the previous page is remembered on a login attempt when not on the home page. */
export function rememberLastRoute(path: string) {
  if (path !== "/" && !path.startsWith("/login") && !path.startsWith("/register"))
    sessionStorage.setItem(KEYS.lastRoute, path);
}
export function takeLastRoute() {
  const v = sessionStorage.getItem(KEYS.lastRoute);
  sessionStorage.removeItem(KEYS.lastRoute);
  return v;
}
