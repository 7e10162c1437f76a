import { lazy, Suspense } from "react";
import { useScrolledPast } from "./use-scrolled";
import { notOnServer } from "../../lib/client-only";

const FloatingSidebar = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("./floating-sidebar.deferred")));

/** Loads the floating side bar's code (a `*.deferred.tsx`: the server does not preload it) only once the page is scrolled past 150 px (nothing on the server). */
export function FloatingSidebarSlot() {
  const show = useScrolledPast();
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <FloatingSidebar />
    </Suspense>
  );
}
