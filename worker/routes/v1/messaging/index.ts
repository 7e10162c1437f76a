import { mountRouters } from "../../mount";
import { messagingRoutes } from "./messaging";
import { messagingFileRoutes } from "./messaging-files";
import { adminMessagingRoutes } from "../../admin/messaging";

/** Conversations, their files, and the admin view of reported messages. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountMessaging = mountRouters(
  ["/v1", messagingRoutes, messagingFileRoutes],
  ["/admin/api", adminMessagingRoutes],
);
