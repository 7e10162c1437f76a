import { atomWithStorage } from "jotai/utils";

// Read at once (not after mount) so a timer never starts on a default value that storage contradicts.
const now = { getOnInit: true } as const;
import type { OnboardingPreferences, OnboardingStatusValue } from "@contracts/onboarding";

/** SPEC.md §3 local onboarding records. userId keeps one person's answer from hiding another's popup. */
export type OnboardingRecord = {
  hasCompletedOnboarding: boolean;
  completedAt: number | null;
  userType: string | null;
  userId?: string;
  status?: OnboardingStatusValue;
};

export const onboardingRecordAtom = atomWithStorage<OnboardingRecord>(
  "onboarding",
  { hasCompletedOnboarding: false, completedAt: null, userType: null },
  undefined,
  now,
);

/** Answers the server could not take (SPEC.md §4 fallback); sent again on a later visit. */
export type PendingPreferences = { userId: string; preferences: OnboardingPreferences; savedAt: number };
export const pendingPreferencesAtom = atomWithStorage<PendingPreferences | null>(
  "onboarding.pending",
  null,
  undefined,
  now,
);

/** SPEC.md §3 broker popup flags and completion timestamps. */
export type BrokerPopupFlags = {
  hasSeenFirstPopup: boolean;
  hasSeenSecondPopup: boolean;
  firstPopupCompletedAt: number | null;
  secondPopupCompletedAt: number | null;
};
export const brokerPopupsAtom = atomWithStorage<BrokerPopupFlags>(
  "brokerPopups",
  { hasSeenFirstPopup: false, hasSeenSecondPopup: false, firstPopupCompletedAt: null, secondPopupCompletedAt: null },
  undefined,
  now,
);

export const hasSeenTourInDashAtom = atomWithStorage<boolean>("hasSeenTourInDash", false, undefined, now);

/** Whether this browser already settled onboarding for this user (completed, skipped or saved locally). */
export const recordSettles = (r: OnboardingRecord, userId: string) =>
  r.hasCompletedOnboarding && (!r.userId || r.userId === userId);
