/**
 * CSP for the SPA and the server-rendered listing pages: scripts only from our origin; the listing map is
 * an OpenStreetMap embed and listing videos are YouTube (nocookie) / Vimeo players; pictures may come from
 * our /media and data/blob URLs (upload previews); styles allow inline style attributes (Radix positions
 * popovers with them).
 */
/** SHA-256 of web/index.html's inline script: a signed-out visit to a dashboard page goes to /login at once. */
export const SHELL_GATE_HASH = "'sha256-3Najbnfyh94zYwf39iG2HwJmMtVmt6U2XwD8y6lO/hE='";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // web/index.html's one inline script (the signed-out dashboard gate), by its hash; web/src/security-headers.test.ts checks it.
  `script-src 'self' ${SHELL_GATE_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://tile.openstreetmap.org https://*.tile.openstreetmap.org",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src https://www.openstreetmap.org https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The CSP with the map tile server's origin (MAP_TILE_URL) allowed as an image source. A relative URL (the
 * worker's own /map-tiles) or an origin already listed changes nothing.
 */
export function cspWithTileOrigin(csp: string, tileUrl: string | undefined): string {
  let origin: string;
  try {
    // Leaflet's {s} picks a subdomain (a, b, c): allow them all with a wildcard.
    const u = new URL((tileUrl ?? "").replace("{s}", "sub-domain-x").replace(/\{[a-z]\}/g, "0"));
    if (u.protocol !== "https:" && u.protocol !== "http:") return csp;
    origin = u.origin.replace("sub-domain-x", "*");
  } catch {
    return csp;
  }
  return csp.replace(/img-src ([^;]*)/, (all, sources: string) =>
    sources.split(" ").includes(origin) ? all : `img-src ${sources} ${origin}`,
  );
}

export const HSTS = "max-age=31536000; includeSubDomains";
