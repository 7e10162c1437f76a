import { useMemo, useSyncExternalStore } from "react";
import { splitFullName } from "@contracts/auth";

/** SPEC.md §3 registration draft, kept between the modal and /register. */
export type RegistrationDraft = {
  firstName: string;
  lastName: string | null;
  email: string;
  password: string;
  accountType: string;
  phone?: string;
  username?: string;
};

const KEY = "registration.draft";

export function saveDraft(fullName: string, email: string, password: string) {
  const { firstName, lastName } = splitFullName(fullName);
  const draft: RegistrationDraft = { firstName, lastName, email: email.trim(), password, accountType: "standard" };
  sessionStorage.setItem(KEY, JSON.stringify(draft));
}

export function readDraft(): RegistrationDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as RegistrationDraft) : null;
  } catch {
    return null;
  }
}

export const clearDraft = () => sessionStorage.removeItem(KEY);

const rawDraft = () => {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
};
const noSubscription = () => () => undefined;

/**
 * The draft for rendering: none while the worker renders /register and while the page hydrates (the server
 * cannot see this tab's storage), then this tab's draft.
 */
export function useDraft(enabled: boolean): RegistrationDraft | null {
  const raw = useSyncExternalStore(
    noSubscription,
    () => (enabled ? rawDraft() : null),
    () => null,
  );
  return useMemo(() => {
    try {
      return raw ? (JSON.parse(raw) as RegistrationDraft) : null;
    } catch {
      return null;
    }
  }, [raw]);
}
