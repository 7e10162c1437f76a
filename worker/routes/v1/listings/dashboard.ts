import { jsonRoute, router, z } from "../../../lib/openapi";
import { dashboardResponse } from "../../../contracts/dashboard";
import { dashboardFor } from "../../../services/listings";
import { userById } from "../../steps";

export const dashboardRoutes = router().openapi(
  jsonRoute({
    method: "get",
    path: "/secure/dashboard/user/{id}",
    secure: true,
    params: z.object({ id: z.string().trim().min(1).max(120) }),
    query: z.object({ invalidate: z.string().max(20).optional() }),
    response: dashboardResponse,
  }),
  userById(dashboardFor),
);
