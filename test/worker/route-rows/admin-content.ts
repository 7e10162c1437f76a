import type { Row } from "./types";

/** Publications and website content: every route needs CAN_VIEW_ARTICLES. */
const NOBODY = "00000000-0000-4000-8000-000000000000";
const P = "CAN_VIEW_ARTICLES";
const article = { title: "Route table article", body: "<p>Route table</p>", status: "draft" };

export const adminContentRows: Row[] = [
  { method: "GET", path: "/admin/api/publications", kind: "admin", permission: P },
  // Each allowed call writes its own article: the slug comes from a fresh title, so parallel rows never collide.
  {
    method: "POST",
    path: "/admin/api/publications",
    kind: "admin",
    permission: P,
    body: { ...article, slug: undefined, title: `Route table ${crypto.randomUUID().slice(0, 8)}` },
    okStatus: 201,
  },
  { method: "GET", path: "/admin/api/publications/categories", kind: "admin", permission: P },
  {
    method: "POST",
    path: "/admin/api/publications/categories",
    kind: "admin",
    permission: P,
    body: { name: `Route table ${crypto.randomUUID().slice(0, 8)}` },
    okStatus: 201,
  },
  {
    method: "POST",
    path: "/admin/api/publications/uploads",
    kind: "admin",
    permission: P,
    body: { contentType: "image/jpeg", sizeBytes: 1000 },
    okStatus: 201,
  },
  { method: "GET", path: `/admin/api/publications/${NOBODY}`, kind: "admin", permission: P, okStatus: 404 },
  {
    method: "PUT",
    path: `/admin/api/publications/${NOBODY}`,
    kind: "admin",
    permission: P,
    body: article,
    okStatus: 404,
  },
  { method: "DELETE", path: `/admin/api/publications/${NOBODY}`, kind: "admin", permission: P, okStatus: 404 },
  { method: "POST", path: `/admin/api/publications/${NOBODY}/publish`, kind: "admin", permission: P, okStatus: 404 },
  { method: "POST", path: `/admin/api/publications/${NOBODY}/unpublish`, kind: "admin", permission: P, okStatus: 404 },
  { method: "GET", path: "/admin/api/content", kind: "admin", permission: P },
  {
    method: "POST",
    path: "/admin/api/content",
    kind: "admin",
    permission: P,
    body: { key: `route-table-${crypto.randomUUID().slice(0, 8)}`, title: "Route table", content: "<p>x</p>" },
    okStatus: 201,
  },
  { method: "GET", path: "/admin/api/content/no-such-page", kind: "admin", permission: P, okStatus: 404 },
  {
    method: "PUT",
    path: "/admin/api/content/no-such-page",
    kind: "admin",
    permission: P,
    body: { title: "Route table", content: "<p>x</p>" },
    okStatus: 404,
  },
  { method: "DELETE", path: "/admin/api/content/no-such-page", kind: "admin", permission: P, okStatus: 404 },
  { method: "GET", path: "/admin/api/content/no-such-page/versions", kind: "admin", permission: P, okStatus: 404 },
  {
    method: "GET",
    path: `/admin/api/content/no-such-page/versions/${NOBODY}`,
    kind: "admin",
    permission: P,
    okStatus: 404,
  },
  {
    method: "POST",
    path: `/admin/api/content/no-such-page/versions/${NOBODY}/restore`,
    kind: "admin",
    permission: P,
    okStatus: 404,
  },
];
