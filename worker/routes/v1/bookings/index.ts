import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { inspectionRoutes } from "./inspections";
import { adminBookingRoutes } from "../../admin/bookings";

/** Escrowed inspections and their admin view. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountBookings(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", inspectionRoutes);
  app.route("/admin/api", adminBookingRoutes);
}
