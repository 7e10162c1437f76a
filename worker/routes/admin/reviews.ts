import { jsonRoute, router, z } from "../../lib/openapi";
import { requirePermission } from "../../lib/guards";
import { hideInput, reportQueue as reportQueueSchema, reviewAnswer } from "../../contracts/reviews";
import { dismissReports, hideReview, reportQueue, restoreReview } from "../../services/reviews";
import { message, paging } from "../params";
import { byQuery, stepWith, userById, userByIdData } from "../steps";
// SPEC §6: CAN_VIEW_LISTING gives "admin listings, broadcast, my listings, reviews".
const guard = requirePermission("CAN_VIEW_LISTING");
const id = z.object({ id: z.string().trim().min(1).max(60) });

export const adminReviewRoutes = router()
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/reviews/reports",
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
      secure: true,
      params: id,
      response: message,
    }),
    userById(dismissReports),
  );
