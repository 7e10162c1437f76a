import { atomWithStorage } from "jotai/utils";

/**
 * SPEC.md §3 client state "user location and geocoded state". Both keys are cleared on logout
 * (auth/session.ts CLEARED_ON_LOGOUT). SPEC.md §9 gives the location an expiry of 3, read as days.
 */
export type StoredLocation = { longitude: number; latitude: number; at: number };
export type GeocodedState = { id: number; name: string; slug: string };

export const LOCATION_MAX_AGE_MS = 3 * 24 * 3600_000;

export const locationAtom = atomWithStorage<StoredLocation | null>("user.location", null, undefined, {
  getOnInit: true,
});
export const geocodedStateAtom = atomWithStorage<GeocodedState | null>("user.geocodedState", null, undefined, {
  getOnInit: true,
});

export const isFresh = (loc: StoredLocation | null, now = Date.now()): loc is StoredLocation =>
  !!loc && now - loc.at < LOCATION_MAX_AGE_MS;
