import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useAtom } from "jotai";
import { atomWithStorage } from "jotai/utils";
import { LIMITS, TIMERS } from "@contracts/constants";
import { automated, isDesktop, useTimeout } from "./use-timeout";
import { notOnServer } from "../../lib/client-only";

const PublicTour = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("../tours/public-tour")));

/** SPEC.md §3 local record: the public tour was shown in this browser. */
export const hasSeenPublicTourAtom = atomWithStorage<boolean>("hasSeenPublicTour", false, undefined, {
  getOnInit: true,
});

/**
 * SPEC.md §4 for a visitor who is not signed in: the public tour on a desktop, once. The signed-in popups and
 * tours (engagement.tsx: onboarding, broker popups, the dashboard tour) are a chunk of their own that only a
 * signed-in visitor loads, so the home page of most visitors does not.
 */
export default function PublicEngagement({ path }: { path: string }) {
  // Journeys wait on this mark before moving their clock (as engagement.tsx sets it).
  useEffect(() => {
    document.documentElement.dataset.engagement = "on";
  }, []);
  if (automated()) return null;
  return <PublicTourTimer path={path} />;
}

function PublicTourTimer({ path }: { path: string }) {
  const [seen, setSeen] = useAtom(hasSeenPublicTourAtom);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useTimeout(
    () => {
      // Only where the header is on screen; marked seen as it opens so a reload never repeats it.
      if (!document.querySelector('[data-tour="nav-buy"]')) return;
      setSeen(true);
      setOpen(true);
    },
    TIMERS.publicTourMs,
    !seen && isDesktop(LIMITS.mobileBelowPx),
    path,
  );
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PublicTour onDone={close} />
    </Suspense>
  );
}
