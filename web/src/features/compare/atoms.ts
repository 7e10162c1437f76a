import { atom } from "jotai";

/** SPEC.md §3/§4 compare list: listing ids plus a loaded flag; loaded once from local storage, saved on every toggle. */
export const COMPARE_MAX = 4;
const KEY = "propertyng.compare";

type CompareState = { ids: string[]; loaded: boolean };

const baseAtom = atom<CompareState>({ ids: [], loaded: false });

function readStored(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string").slice(0, COMPARE_MAX) : [];
  } catch {
    return [];
  }
}

/** The list; the first component that reads it loads it from storage once (on the server it stays empty, not loaded). */
export const compareAtom = atom((get) => get(baseAtom));
baseAtom.onMount = (set) => {
  set((s) => (s.loaded ? s : { ids: readStored(), loaded: true }));
};

export type ToggleResult = "added" | "removed" | "full";

/** Adds or removes an id; a fifth is refused ("full") so the caller can explain the limit. */
export const toggleCompareAtom = atom(null, (get, set, id: string): ToggleResult => {
  const current = get(baseAtom);
  const ids = current.loaded ? current.ids : readStored();
  let next: string[];
  let result: ToggleResult;
  if (ids.includes(id)) {
    next = ids.filter((x) => x !== id);
    result = "removed";
  } else if (ids.length >= COMPARE_MAX) {
    return "full";
  } else {
    next = [...ids, id];
    result = "added";
  }
  set(baseAtom, { ids: next, loaded: true });
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode: the list still works for this visit.
  }
  return result;
});

export const clearCompareAtom = atom(null, (_get, set) => {
  set(baseAtom, { ids: [], loaded: true });
  try {
    localStorage.removeItem(KEY);
  } catch {
    // ignore
  }
});
