import { jsonRoute, router, z } from "../../lib/openapi";
import { requirePermission } from "../../lib/guards";
import { hideInput, reportQueue as reportQueueSchema, reviewAnswer } from "../../contracts/reviews";
import { dismissReports, hideReview, reportQueue, restoreReview } from "../../services/reviews";
import { message, paging } from "../params";
import { byQuery, stepWith, userById, userByIdData } from "../steps";

const TAGS = ["Admin: reviews"];
// SPEC §6: CAN_VIEW_LISTING gives "admin listings, broadcast, my listings, reviews".
const guard = requirePermission("CAN_VIEW_LISTING");
const id = z.object({ id: z.string().trim().min(1).max(60) });

export const adminReviewRoutes = router()
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/reviews/reports",
      tags: TAGS,
      summary: __API_DOCS__ ? "Reported reviews (open reports) or hidden ones" : "",
      secure: true,
      query: z.object({ ...paging(20), tab: z.enum(["open", "hidden"]).default("open") }),
      response: reportQueueSchema,
    }),
    byQuery(reportQueue),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "post",
      path: "/reviews/{id}/hide",
      tags: TAGS,
      summary: __API_DOCS__ ? "Hide a review (logged)" : "",
      description: __API_DOCS__ ? "Removes it from lists and statistics; open reports are resolved." : "",
      secure: true,
      params: id,
      body: hideInput,
      errors: { 409: "Not published" },
      response: reviewAnswer,
    }),
    stepWith("reason", hideReview),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "post",
      path: "/reviews/{id}/restore",
      tags: TAGS,
      summary: __API_DOCS__ ? "Restore a hidden review (logged)" : "",
      secure: true,
      params: id,
      errors: { 409: "Not hidden" },
      response: reviewAnswer,
    }),
    userByIdData(restoreReview),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "post",
      path: "/reviews/{id}/dismiss",
      tags: TAGS,
      summary: __API_DOCS__ ? "Keep a reported review: close its reports (logged)" : "",
      secure: true,
      params: id,
      response: message,
    }),
    userById(dismissReports),
  );
