import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { assistantRoutes } from "./assistant";
import { adminChatbotRoutes } from "../../admin/chatbot";

/** The property assistant and its admin analytics. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountAssistant(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", assistantRoutes);
  app.route("/admin/api", adminChatbotRoutes);
}
