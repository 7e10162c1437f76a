import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { messagingRoutes } from "./messaging";
import { messagingFileRoutes } from "./messaging-files";
import { adminMessagingRoutes } from "../../admin/messaging";

/** Conversations, their files, and the admin view of reported messages. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountMessaging(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", messagingRoutes);
  app.route("/v1", messagingFileRoutes);
  app.route("/admin/api", adminMessagingRoutes);
}
