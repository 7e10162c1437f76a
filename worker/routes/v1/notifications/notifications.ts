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

/** SPEC.md §7 Dashboard and notifications. Only the owner's rows: another user's id is a 404. */
const TAGS = ["Notifications"];
const id = z.object({ id: z.string().trim().min(1).max(120) });

export const notificationRoutes = router()
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/notification",
      tags: TAGS,
      secure: true,
      response: notificationPage,
      summary: __API_DOCS__ ? "My notifications, newest first (the bell: page 1, perPage 15, `results`)" : "",
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
      tags: TAGS,
      secure: true,
      response: notificationsMarkedRead,
      summary: 'Mark all my notifications read (the bell\'s "Mark all read")',
    }),
    async (c) => c.json(await markAllNotificationsRead(c.var.ctx, currentUser(c).id), 200),
  )
  .openapi(
    jsonRoute({
      method: "patch",
      path: "/secure/user/notification/{id}/read",
      tags: TAGS,
      secure: true,
      params: id,
      response: notificationItem,
      summary: __API_DOCS__ ? "Mark a notification read (opened)" : "",
    }),
    async (c) => c.json(await markNotificationRead(c.var.ctx, currentUser(c).id, c.req.valid("param").id), 200),
  )
  .openapi(
    jsonRoute({
      method: "delete",
      path: "/secure/user/notification/{id}",
      tags: TAGS,
      secure: true,
      params: id,
      response: notificationDeleted,
      summary: __API_DOCS__ ? "Remove a notification" : "",
    }),
    async (c) => c.json(await deleteNotification(c.var.ctx, currentUser(c).id, c.req.valid("param").id), 200),
  );
