import { useEffect, useState } from "react";
import { useRouterState } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { TIMERS } from "@contracts/constants";
import { websiteInfoQuery } from "./website-info";

/**
 * Thin top bar while a route loads and, SPEC.md §4's loading overlay, until the website information (contact,
 * social links, settings) has arrived; shown only after 200 ms so fast answers do not flash. A bar, not a
 * screen-covering overlay: the server-rendered page is readable and usable meanwhile on a slow network.
 */
export function PageLoader() {
  const routing = useRouterState({ select: (s) => s.status === "pending" });
  const info = useQuery(websiteInfoQuery());
  // Only after hydration: the server render and the first client render agree whatever the cache holds.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loading = routing || (mounted && info.isPending);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      const t = setTimeout(() => setVisible(false), 150);
      return () => clearTimeout(t);
    }
    const t = setTimeout(() => setVisible(true), TIMERS.loaderThrottleMs);
    return () => clearTimeout(t);
  }, [loading]);
  return (
    <div aria-hidden className={`fixed inset-x-0 top-0 z-50 h-0.5 transition-opacity duration-300 ${visible ? "opacity-100" : "opacity-0"}`}>
      <div className={`h-full bg-brand-500 ${loading ? "w-4/5 transition-[width] duration-[5000ms] ease-out" : "w-full transition-[width] duration-150"}`} />
    </div>
  );
}
