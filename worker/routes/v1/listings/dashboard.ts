import { jsonRoute, router, z } from "../../../lib/openapi";
import { dashboardResponse } from "../../../contracts/dashboard";
import { dashboardFor } from "../../../services/listings";
import { userById } from "../../steps";

const TAGS = ["Dashboard"];

export const dashboardRoutes = router().openapi(
  jsonRoute({
    method: "get",
    path: "/secure/dashboard/user/{id}",
    tags: TAGS,
    summary: __API_DOCS__ ? "The dashboard home" : "",
    description: __API_DOCS__
      ? "id is the caller's own id or \"me\" (another user's id is 403). Listers (brokerage, company, agent) get `listings`: counts by status, views, favourites, open reports and a six-month series; everyone else gets `saved`: the saved-listings count and the 4 most recently saved. Sections whose features have not landed are absent. The numbers are computed on each call; `invalidate` is accepted for compatibility with clients that ask for a fresh copy and changes nothing."
      : "",
    secure: true,
    params: z.object({ id: z.string().trim().min(1).max(120) }),
    query: z.object({ invalidate: z.string().max(20).optional() }),
    response: dashboardResponse,
  }),
  userById(dashboardFor),
);
