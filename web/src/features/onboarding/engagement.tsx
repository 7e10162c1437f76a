import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useAtom, useAtomValue } from "jotai";
import type { AuthUser } from "@contracts/auth";
import { LIMITS, TIMERS } from "@contracts/constants";
import { emptyPreferences, onboardingFlow, type OnboardingPreferences } from "@contracts/onboarding";
import { onboardingStatusQuery, savePreferences } from "./api";
import {
  brokerPopupsAtom,
  hasSeenTourInDashAtom,
  onboardingRecordAtom,
  pendingPreferencesAtom,
  recordSettles,
} from "./storage";
import { automated, isDesktop, useTimeout } from "./use-timeout";
import { notOnServer } from "../../lib/client-only";

const OnboardingDialog = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("./onboarding-dialog")));
const BrokerPopup = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("./broker-popup")));
const DashboardTour = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("../tours/dashboard-tour")));

type Item =
  | { kind: "tour" }
  | { kind: "broker"; which: "first" | "second" }
  | { kind: "onboarding"; initial: OnboardingPreferences };

/**
 * SPEC.md §4 popups and tours of a signed-in visitor, mounted once at the root (a visitor who is not signed in
 * gets public-engagement.tsx instead). Timers only queue an item; one item shows at a time, in the order they
 * came due, so a tour never sits under a modal.
 */
export default function Engagement({ user, path }: { user: AuthUser; path: string }) {
  // Parents' effects run after their children's: once this runs, the timers below are counting. Journeys
  // wait on this mark instead of a sleep before moving their clock.
  useEffect(() => {
    document.documentElement.dataset.engagement = "on";
  }, []);
  if (automated()) return null;
  if (user.adminAccess) return null;
  return <SignedIn key={user.id} user={user} path={path} />;
}

function SignedIn({ user, path }: { user: AuthUser; path: string }) {
  const [queue, setQueue] = useState<Item[]>([]);
  const push = (item: Item) => setQueue((q) => (q.some((i) => i.kind === item.kind) ? q : [...q, item]));
  const pop = useCallback(() => setQueue((q) => q.slice(1)), []);
  const queryClient = useQueryClient();
  const record = useAtomValue(onboardingRecordAtom);
  const [pending, setPending] = useAtom(pendingPreferencesAtom);
  const [broker, setBroker] = useAtom(brokerPopupsAtom);
  const [seenTour, setSeenTour] = useAtom(hasSeenTourInDashAtom);
  const flow = onboardingFlow(user.accountType);

  // Answers kept locally after a failed save go to the server on the next visit.
  const pendingMine = pending?.userId === user.id ? pending : null;
  useEffect(() => {
    if (!pendingMine) return;
    savePreferences(pendingMine.preferences).then(
      (saved) => {
        queryClient.setQueryData(onboardingStatusQuery(user.id).queryKey, saved);
        setPending(null);
      },
      () => undefined,
    );
  }, [pendingMine, queryClient, setPending, user.id]);

  useTimeout(
    () => {
      void queryClient.fetchQuery(onboardingStatusQuery(user.id)).then(
        (s) => s.shouldShow && push({ kind: "onboarding", initial: s.preferences ?? emptyPreferences() }),
        () => undefined,
      );
    },
    TIMERS.onboardingMs,
    flow !== null && !recordSettles(record, user.id) && !pendingMine,
    user.id,
  );

  const isBroker = user.accountType === "brokerage" && user.subAccountType === "broker";
  const brokerStage = !isBroker
    ? null
    : !broker.hasSeenFirstPopup && !broker.hasSeenSecondPopup
      ? "first"
      : broker.hasSeenFirstPopup && !broker.hasSeenSecondPopup
        ? "second"
        : null;
  useTimeout(
    () => brokerStage && push({ kind: "broker", which: brokerStage }),
    TIMERS.brokerPopupMs,
    brokerStage !== null,
    brokerStage ?? "",
  );

  const inDashboard = path === "/dashboard" || path.startsWith("/dashboard/");
  useTimeout(
    () => {
      setSeenTour(true);
      push({ kind: "tour" });
    },
    TIMERS.dashboardTourMs,
    inDashboard && !seenTour && isDesktop(LIMITS.mobileBelowPx),
    "dashboard",
  );

  const brokerDone = (which: "first" | "second") => {
    const at = Date.now();
    setBroker((b) =>
      which === "first"
        ? { ...b, hasSeenFirstPopup: true, firstPopupCompletedAt: at }
        : { ...b, hasSeenSecondPopup: true, secondPopupCompletedAt: at },
    );
    pop();
  };

  const current = queue[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      {current.kind === "tour" && inDashboard && <DashboardTour user={user} onDone={pop} />}
      {current.kind === "tour" && !inDashboard && <Dismiss onMount={pop} />}
      {current.kind === "broker" && <BrokerPopup which={current.which} onDone={() => brokerDone(current.which)} />}
      {current.kind === "onboarding" && flow && (
        <OnboardingDialog user={user} flow={flow} initial={current.initial} onClose={pop} />
      )}
    </Suspense>
  );
}

/** A dashboard tour that came due after the user left the dashboard is dropped. */
function Dismiss({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}
