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
      secure: true,
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
      secure: true,
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
      secure: true,
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
      secure: true,
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
      secure: true,
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
      secure: true,
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
      secure: true,
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
      secure: true,
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
      secure: true,
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
      secure: true,
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
      secure: true,
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
      secure: true,
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
      secure: true,
      params: z.object({ id: z.string().min(1).max(64), mediaId: z.string().min(1).max(64) }),
      body: mediaRemoveInput,
      response: photoRemoved,
    }),
    async (c) => {
      const p = c.req.valid("param");
      return c.json(await adminRemoveListingPhoto(c.var.ctx, p.id, p.mediaId, c.req.valid("json").reason), 200);
    },
  );
