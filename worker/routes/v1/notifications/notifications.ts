import { jsonRoute, router, z } from "../../../lib/openapi";
import { currentUser } from "../../../lib/guards";
import { PAGE_SIZES } from "../../../contracts/constants";
import {
  notificationItem,
  notificationPage,
  notificationDeleted,
  notificationsMarkedRead,
} from "../../../contracts/messaging";
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../../../services/notifications";
const id = z.object({ id: z.string().trim().min(1).max(120) });

export const notificationRoutes = router()
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/notification",
      secure: true,
      response: notificationPage,
      query: z.object({
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        perPage: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.notifications),
      }),
    }),
    async (c) => c.json(await listNotifications(c.var.ctx, currentUser(c).id, c.req.valid("query")), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/user/notification/read-all",
      secure: true,
      response: notificationsMarkedRead,
    }),
    async (c) => c.json(await markAllNotificationsRead(c.var.ctx, currentUser(c).id), 200),
  )
  .openapi(
    jsonRoute({
      method: "patch",
      path: "/secure/user/notification/{id}/read",
      secure: true,
      params: id,
      response: notificationItem,
    }),
    async (c) => c.json(await markNotificationRead(c.var.ctx, currentUser(c).id, c.req.valid("param").id), 200),
  )
  .openapi(
    jsonRoute({
      method: "delete",
      path: "/secure/user/notification/{id}",
      secure: true,
      params: id,
      response: notificationDeleted,
    }),
    async (c) => c.json(await deleteNotification(c.var.ctx, currentUser(c).id, c.req.valid("param").id), 200),
  );
