import { routeTableListing } from "./listings";
import type { Row } from "./types";

/**
 * Per-listing, per-media and per-report routes (every guarded route of the app has a row).
 * The ids name nothing, so an allowed caller gets the 404 that proves it passed the guard.
 */
const NOBODY = "00000000-0000-4000-8000-000000000000";
const P = `/v1/secure/properties/property/${NOBODY}`;

export const listingItemRows: Row[] = [
  { method: "GET", path: P, kind: "user", okStatus: 404 },
  { method: "PUT", path: P, kind: "user", body: routeTableListing, okStatus: 404 },
  { method: "DELETE", path: P, kind: "user", okStatus: 404 },
  { method: "PUT", path: `${P}/disable`, kind: "user", okStatus: 404 },
  { method: "POST", path: `${P}/confirm`, kind: "user", okStatus: 404 },
  { method: "GET", path: `${P}/media`, kind: "user", okStatus: 404 },
  { method: "GET", path: `${P}/rooms/${NOBODY}/media`, kind: "user", okStatus: 404 },
  { method: "DELETE", path: `${P}/media/${NOBODY}`, kind: "user", okStatus: 404 },
  { method: "DELETE", path: `${P}/rooms/${NOBODY}`, kind: "user", okStatus: 404 },
  { method: "DELETE", path: `${P}/video-links/${NOBODY}`, kind: "user", okStatus: 404 },
  { method: "PUT", path: `${P}/media/${NOBODY}/primary`, kind: "user", okStatus: 404 },
  { method: "PUT", path: `/v1/secure/properties/media/${NOBODY}/set-primary`, kind: "user", okStatus: 404 },
  {
    method: "PATCH",
    path: `/v1/secure/properties/media/${NOBODY}/rotate`,
    kind: "user",
    body: { degrees: 90 },
    okStatus: 404,
  },
  { method: "POST", path: `/v1/secure/favorite/property/${NOBODY}`, kind: "user", okStatus: 404 },
  // Both uploads missing: a 400 naming them proves the caller got past the guard.
  {
    method: "POST",
    path: "/v1/secure/kyc",
    kind: "user",
    body: { idType: "nin", idNumber: "123 4567 8901", documentKey: "kyc/x/none.png", selfieKey: "kyc/x/none2.png" },
    okStatus: 400,
  },
  {
    method: "POST",
    path: `/admin/api/listings/${NOBODY}/delist`,
    kind: "admin",
    permission: "CAN_VIEW_LISTING",
    body: { reason: "Duplicate of another listing" },
    okStatus: 404,
  },
  {
    method: "POST",
    path: `/admin/api/listings/${NOBODY}/relist`,
    kind: "admin",
    permission: "CAN_VIEW_LISTING",
    okStatus: 404,
  },
  {
    method: "POST",
    path: `/admin/api/listings/reports/${NOBODY}/resolve`,
    kind: "admin",
    permission: "CAN_VIEW_LISTING",
    body: { action: "dismiss" },
    okStatus: 404,
  },
  {
    method: "POST",
    path: `/admin/api/listings/duplicates/${NOBODY}/resolve`,
    kind: "admin",
    permission: "CAN_VIEW_LISTING",
    body: { action: "dismiss" },
    okStatus: 404,
  },
];
