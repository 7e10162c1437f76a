import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import {
  agentReviewRoutes,
  guestReviewRoutes,
  projectReviewRoutes,
  projectReviewSpecRoutes,
  propertyReviewRoutes,
  reviewRoutes,
} from "./reviews";
import { adminReviewRoutes } from "../../admin/reviews";

/** Reviews of listings, agents, projects and guests, and their moderation. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountReviews(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", propertyReviewRoutes);
  app.route("/v1", agentReviewRoutes);
  app.route("/v1", projectReviewRoutes);
  app.route("/", projectReviewSpecRoutes);
  app.route("/v1", guestReviewRoutes);
  app.route("/v1", reviewRoutes);
  app.route("/admin/api", adminReviewRoutes);
}
