/**
 * CSP for the SPA and the server-rendered listing pages: scripts only from our origin; the listing map is
 * an OpenStreetMap embed and listing videos are YouTube (nocookie) / Vimeo players; pictures may come from
 * our /media and data/blob URLs (upload previews); styles allow inline style attributes (Radix positions
 * popovers with them).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
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

export const HSTS = "max-age=31536000; includeSubDomains";
