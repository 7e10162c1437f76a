import { useEffect, useRef } from "react";

/** Calls `fn` once `ms` after `active` turns true; a change of `key` or `active` restarts the wait. */
export function useTimeout(fn: () => void, ms: number, active: boolean, key: string) {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(() => {
    if (!active) return;
    const t = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(t);
  }, [ms, active, key]);
}

/** SPEC.md §4 "desktop" / "non-mobile": at least LIMITS.mobileBelowPx wide. */
export const isDesktop = (minPx: number) =>
  typeof window !== "undefined" && window.matchMedia(`(min-width: ${minPx}px)`).matches;

/**
 * Automated browsers (crawlers, other teams' end-to-end runs) get no timed popups that would cover the
 * page; a journey that tests them opts in with localStorage "engagement.automation" = "on".
 */
export const automated = () => navigator.webdriver && localStorage.getItem("engagement.automation") !== "on";
