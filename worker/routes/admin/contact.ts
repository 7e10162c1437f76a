import { jsonRoute, router, z } from "../../lib/openapi";
import { requirePermission } from "../../lib/guards";
import { CONTACT_MESSAGES, contactMessage, contactMessagePage } from "../../contracts/contact";
import { listContactMessages, markContactMessageHandled } from "../../services/content";
import { byQuery } from "../steps";

// SPEC §6: CAN_VIEW_DASHBOARD_REPORTS gives the admin dashboard and reports; the inbox of the site sits with them.
const guard = requirePermission("CAN_VIEW_DASHBOARD_REPORTS");

export const adminContactRoutes = router()
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/contact-messages",
      secure: true,
      query: z.object({
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        perPage: z.coerce.number().int().min(1).max(50).default(20),
        status: z.enum(["new", "handled"]).optional(),
      }),
      response: contactMessagePage,
    }),
    byQuery(listContactMessages),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "post",
      path: "/contact-messages/{id}/handled",
      secure: true,
      params: z.object({ id: z.string().trim().min(1).max(60) }),
      errors: { 404: CONTACT_MESSAGES.notFound },
      response: z.object({ data: contactMessage }),
    }),
    async (c) => c.json({ data: await markContactMessageHandled(c.var.ctx, c.req.valid("param").id) }, 200),
  );
