/**
 * The back office's own host (SPEC.md §6): staff who type admin.<site> expect the admin sign-in, not the public
 * home page. A page visit there, to anything but the admin area, is sent to the admin login; the API, the
 * admin area itself and static files (scripts, styles, icons, the service worker) answer as on any host.
 */
const ADMIN_AREA = "/dashboard/admin";
export const ADMIN_LOGIN = "/dashboard/admin/login";

/** admin.example.com, admin.localhost: the first label of the host names the back office. */
export const isAdminHost = (hostname: string) => hostname.split(".")[0]?.toLowerCase() === "admin";

/** A page address (no file extension in its last segment) outside the admin area. */
function isPublicPage(pathname: string) {
  if (pathname === ADMIN_AREA || pathname.startsWith(`${ADMIN_AREA}/`)) return false;
  if (pathname.startsWith("/assets/")) return false;
  return !pathname.slice(pathname.lastIndexOf("/") + 1).includes(".");
}

/** The redirect to the admin login for a page visit on the admin host, or null when the request is not one. */
export function adminHostRedirect(request: Request, url: URL): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (!isAdminHost(url.hostname) || !isPublicPage(url.pathname)) return null;
  return new Response(null, { status: 302, headers: { location: ADMIN_LOGIN, "cache-control": "no-store" } });
}
