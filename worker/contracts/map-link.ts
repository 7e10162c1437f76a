import { z } from "zod";

/**
 * A map position from what people paste: a Google Maps link (a place's own position, `!3d…!4d…`, before the view's
 * centre, `@lat,lng`), a `?q=` / `?ll=` / `?query=` link, an OpenStreetMap link, a `geo:` URI, or the two numbers
 * typed as "6.4474, 3.4723". Shared by the worker (GET /v1/locations/coordinates) and the SPA.
 */
const NUM = String.raw`(-?\d{1,3}(?:\.\d+)?)`;
const PAIR = new RegExp(String.raw`^\s*(?:loc:)?\s*${NUM}\s*,\s*${NUM}\s*$`);
const PATTERNS = [
  new RegExp(String.raw`!3d${NUM}!4d${NUM}`),
  new RegExp(String.raw`@${NUM},${NUM}`),
  new RegExp(String.raw`#map=\d+(?:\.\d+)?/${NUM}/${NUM}`),
  new RegExp(String.raw`^geo:${NUM},${NUM}`),
];
const QUERY_KEYS = ["q", "query", "ll", "center", "destination", "daddr", "sll"];

/** Nigeria's extent, a little generous at the edges: a pin outside it is a mistake on a Nigerian listing. */
export const NIGERIA_BOUNDS = { minLat: 4.0, maxLat: 14.0, minLng: 2.6, maxLng: 14.7 } as const;

export const MAP_LINK_MESSAGES = {
  noPosition:
    "We could not find a map position in that link. In Google Maps, drop a pin on the place, tap Share and paste the link, or type the latitude and longitude.",
  outsideNigeria: "That position is outside Nigeria. Check the link or the numbers.",
  shortLink: "We could not open that short link. Open it in Google Maps and paste the full address from the browser.",
} as const;

/** Short links whose full address the worker may ask for (they answer with a redirect to the map). */
export const SHORT_MAP_HOSTS = ["maps.app.goo.gl", "goo.gl"] as const;

const point = (lat: string | undefined, lng: string | undefined) => {
  const la = Number(lat);
  const ln = Number(lng);
  return Number.isFinite(la) && Number.isFinite(ln) && Math.abs(la) <= 90 && Math.abs(ln) <= 180
    ? { lat: la, lng: ln }
    : null;
};

export function coordinatesFromMapLink(text: string): { lat: number; lng: number } | null {
  const raw = text.trim();
  const pair = PAIR.exec(raw);
  if (pair) return point(pair[1], pair[2]);
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A stray % in a pasted link: read it as it is.
  }
  for (const pattern of PATTERNS) {
    const m = pattern.exec(decoded);
    if (m) return point(m[1], m[2]);
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const osm = point(url.searchParams.get("mlat") ?? undefined, url.searchParams.get("mlon") ?? undefined);
  if (osm) return osm;
  for (const key of QUERY_KEYS) {
    const m = PAIR.exec(url.searchParams.get(key) ?? "");
    if (m) return point(m[1], m[2]);
  }
  return null;
}

export const inNigeria = (p: { lat: number; lng: number }) =>
  p.lat >= NIGERIA_BOUNDS.minLat &&
  p.lat <= NIGERIA_BOUNDS.maxLat &&
  p.lng >= NIGERIA_BOUNDS.minLng &&
  p.lng <= NIGERIA_BOUNDS.maxLng;

export const mapLinkQuery = z.object({
  url: z
    .string({ error: "url: paste a map link or the coordinates." })
    .trim()
    .min(3, "url: paste a map link or the coordinates.")
    .max(2000, "url: keep the link under 2,000 characters."),
});
export const mapPoint = z.object({ lat: z.number(), lng: z.number() });
