import { SHORT_MAP_HOSTS } from "../contracts/map-link";

const MAX_HOPS = 3;
const isShortHost = (host: string) => (SHORT_MAP_HOSTS as readonly string[]).includes(host.toLowerCase());

/** Is this a Google Maps short link (maps.app.goo.gl/…), whose position is only in the address it redirects to? */
export function isShortMapLink(text: string) {
  try {
    const url = new URL(text.trim());
    return url.protocol === "https:" && isShortHost(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The full address behind a short map link: its redirects followed (without loading the map page itself) while they
 * stay on the short-link hosts, up to three hops. Null when the host does not answer with a redirect in time.
 */
export async function expandShortMapLink(text: string): Promise<string | null> {
  let url = new URL(text.trim());
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    let res: Response;
    try {
      res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(3000) });
    } catch {
      return null;
    }
    const location = res.headers.get("location");
    await res.body?.cancel();
    if (res.status < 300 || res.status >= 400 || !location) return null;
    const next = new URL(location, url);
    if (!isShortHost(next.hostname)) return next.toString();
    url = next;
  }
  return null;
}
