import { mountRouters } from "../../mount";
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
export const mountReviews = mountRouters(
  ["/v1", propertyReviewRoutes, agentReviewRoutes, projectReviewRoutes],
  ["/", projectReviewSpecRoutes],
  ["/v1", guestReviewRoutes, reviewRoutes],
  ["/admin/api", adminReviewRoutes],
);
