import { useEffect, useState } from "react";
import { useRouterState } from "@tanstack/react-router";
import { TIMERS } from "@contracts/constants";

/**
 * Thin top bar while a route loads (SPEC §9): shown only after the 200 ms throttle so fast navigations do not
 * flash, it runs over the 5000 ms duration, and when the page is there it fills and fades out over 1000 ms.
 */
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
      data-testid="page-loader"
      className={`fixed inset-x-0 top-0 z-50 h-0.5 transition-opacity ${visible ? "opacity-100" : "opacity-0"}`}
      // Appears quickly; fades out slowly, over the loader's fade time.
      style={{ transitionDuration: `${visible ? 300 : TIMERS.loaderFadeMs}ms` }}
    >
      <div
        className={`h-full bg-brand-500 ${loading ? "w-4/5 ease-out" : "w-full"} transition-[width]`}
        style={{ transitionDuration: `${loading ? TIMERS.loaderDurationMs : 150}ms` }}
      />
    </div>
  );
}
