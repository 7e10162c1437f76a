/** Pure geometry for "Near you": kept apart from React so it is cheap to test. */
export type Point = { latitude: number; longitude: number };
type Capital = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The state whose capital (the states list's lat/lng) is closest; null for an empty list. */
export function nearestState<S extends Capital>(point: Point, states: readonly S[]): S | null {
  let best: S | null = null;
  let bestKm = Infinity;
  for (const s of states) {
    const km = haversineKm(point, { latitude: s.lat, longitude: s.lng });
    if (km < bestKm) {
      best = s;
      bestKm = km;
    }
  }
  return best;
}
