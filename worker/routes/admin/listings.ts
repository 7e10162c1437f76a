import { LISTING_STATUSES, pageOf } from "../../contracts/listings";
import {
  adminDuplicateRow,
  adminListingRow,
  adminReportRow,
  reviewQueueRow,
  delistInput,
  DUPLICATE_STATUSES,
  duplicateResolveInput,
  MODERATION_PAGE_SIZE,
  REPORT_STATUSES,
  reportResolveInput,
  adminListingEdit,
  mediaRemoveInput,
  delisted,
  relisted,
  reportResolved,
  duplicateResolved,
  listingCorrected,
  photoRemoved,
} from "../../contracts/moderation";
import { propertyDetail } from "../../contracts/listings";
import {
  adminEditListing,
  adminListingDetail,
  adminRemoveListingPhoto,
  approveListing,
  declineListing,
  delistListing,
  listAdminDuplicates,
  listAdminListings,
  listAdminReports,
  listReviewQueue,
  relistListing,
  resolveDuplicate,
  resolveReport,
} from "../../services/moderation";
import { jsonRoute, router, z } from "../../lib/openapi";
import { requirePermission } from "../../lib/guards";
import { byId, byIdWithBody, byQuery } from "../steps";

/** SPEC.md §6: admins with CAN_VIEW_LISTING work reports and duplicate flags. */
const guard = [requirePermission("CAN_VIEW_LISTING")];
const tags = ["Admin listings"];
const paging = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(MODERATION_PAGE_SIZE),
});
const idParam = z.object({ id: z.string().min(1).max(64) });

export const adminListingRoutes = router()
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "post",
      path: "/listings/{id}/approve",
      tags,
      secure: true,
      summary: __API_DOCS__ ? "Approve a listing waiting for review (a new or unverified lister's): it goes live" : "",
      params: idParam,
      response: relisted,
      errors: { 404: "No such listing", 409: "Not waiting for review", 422: "Not publishable (a photo, sane facts)" },
    }),
    byId(approveListing),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "post",
      path: "/listings/{id}/decline",
      tags,
      secure: true,
      summary: __API_DOCS__
        ? "Decline a listing waiting for review, with the reason the lister reads (it is delisted)"
        : "",
      params: idParam,
      body: delistInput,
      response: delisted,
      errors: { 404: "No such listing", 409: "Not waiting for review (approved or decided meanwhile)" },
    }),
    async (c) => c.json(await declineListing(c.var.ctx, c.req.valid("param").id, c.req.valid("json").reason), 200),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/listings",
      tags,
      secure: true,
      summary: __API_DOCS__ ? "Every listing with its owner and trust flags, newest first" : "",
      query: paging.extend({
        status: z.enum(LISTING_STATUSES).optional(),
        search: z.string().trim().max(2000).optional(),
      }),
      response: pageOf(adminListingRow),
    }),
    byQuery(listAdminListings),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/listings/review-queue",
      tags,
      secure: true,
      summary: __API_DOCS__
        ? "Listings waiting for review before they go live, oldest first, each with why it waits"
        : "",
      description: __API_DOCS__
        ? "Approve with POST /admin/api/listings/{id}/approve; decline with POST /admin/api/listings/{id}/decline and a reason the lister reads."
        : "",
      query: paging,
      response: pageOf(reviewQueueRow),
    }),
    byQuery(listReviewQueue),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/listings/reports",
      tags,
      secure: true,
      summary: __API_DOCS__ ? "Listing reports by status (open first), newest first" : "",
      query: paging.extend({ status: z.enum(REPORT_STATUSES).default("open") }),
      response: pageOf(adminReportRow),
    }),
    byQuery(listAdminReports),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/listings/duplicates",
      tags,
      secure: true,
      summary: __API_DOCS__ ? "Duplicate-photo flags with both listings side by side" : "",
      query: paging.extend({ status: z.enum(DUPLICATE_STATUSES).default("open") }),
      response: pageOf(adminDuplicateRow),
    }),
    byQuery(listAdminDuplicates),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "post",
      path: "/listings/{id}/delist",
      tags,
      secure: true,
      summary: __API_DOCS__ ? "Delist an active or deactivated listing with a reason" : "",
      params: idParam,
      body: delistInput,
      response: delisted,
      errors: { 409: "Already delisted, or deleted by its lister" },
    }),
    async (c) => c.json(await delistListing(c.var.ctx, c.req.valid("param").id, c.req.valid("json").reason), 200),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "post",
      path: "/listings/{id}/relist",
      errors: { 409: "Only a delisted listing can be relisted" },
      tags,
      secure: true,
      summary: __API_DOCS__ ? "Relist a delisted listing (counts as confirmed available now)" : "",
      params: idParam,
      response: relisted,
    }),
    byId(relistListing),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "post",
      path: "/listings/reports/{id}/resolve",
      tags,
      secure: true,
      summary: __API_DOCS__ ? "Uphold (optionally delisting) or dismiss an open report" : "",
      description: __API_DOCS__
        ? "Upholding can suspend the lister from publishing when they reach the upheld-report limit within 90 days."
        : "",
      params: idParam,
      body: reportResolveInput,
      response: reportResolved,
      errors: { 409: "This report was already resolved" },
    }),
    byIdWithBody(resolveReport),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "post",
      path: "/listings/duplicates/{id}/resolve",
      errors: { 409: "The flag was already resolved" },
      tags,
      secure: true,
      summary: __API_DOCS__ ? "Dismiss a duplicate flag or delist the flagged listing" : "",
      params: idParam,
      body: duplicateResolveInput,
      response: duplicateResolved,
    }),
    byIdWithBody(resolveDuplicate),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "get",
      path: "/listings/{id}",
      tags,
      secure: true,
      summary: __API_DOCS__ ? "One listing in full, whatever its status" : "",
      params: idParam,
      response: propertyDetail,
    }),
    byId(adminListingDetail),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "patch",
      path: "/listings/{id}",
      errors: { 409: "The listing changed while you were looking at it" },
      tags,
      secure: true,
      summary: __API_DOCS__
        ? "Correct a listing's title, description, address, price or room counts (logged with before and after)"
        : "",
      description: __API_DOCS__
        ? "Staff never use the owner routes under /v1/secure/properties; this is their edit. A reason is required."
        : "",
      params: idParam,
      body: adminListingEdit,
      response: listingCorrected,
    }),
    byIdWithBody(adminEditListing),
  )
  .openapi(
    jsonRoute({
      middleware: guard,
      method: "post",
      path: "/listings/{id}/media/{mediaId}/remove",
      errors: { 409: "A live listing keeps at least one photo" },
      tags,
      secure: true,
      summary: __API_DOCS__
        ? "Remove a photo from a listing (logged). A live listing's only photo cannot go: delist it first."
        : "",
      params: z.object({ id: z.string().min(1).max(64), mediaId: z.string().min(1).max(64) }),
      body: mediaRemoveInput,
      response: photoRemoved,
    }),
    async (c) => {
      const p = c.req.valid("param");
      return c.json(await adminRemoveListingPhoto(c.var.ctx, p.id, p.mediaId, c.req.valid("json").reason), 200);
    },
  );
