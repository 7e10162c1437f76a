import { useEffect, useState } from "react";
import { useRouterState } from "@tanstack/react-router";
import { TIMERS } from "@contracts/constants";

/** Thin top bar while a route loads; shown only after 200 ms so fast navigations do not flash. */
export function PageLoader() {
  const loading = useRouterState({ select: (s) => s.status === "pending" });
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
    <div
      aria-hidden
      className={`fixed inset-x-0 top-0 z-50 h-0.5 transition-opacity duration-300 ${visible ? "opacity-100" : "opacity-0"}`}
    >
      <div
        className={`h-full bg-brand-500 ${loading ? "w-4/5 transition-[width] duration-[5000ms] ease-out" : "w-full transition-[width] duration-150"}`}
      />
    </div>
  );
}
