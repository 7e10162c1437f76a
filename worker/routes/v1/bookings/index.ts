import { mountRouters } from "../../mount";
import { inspectionRoutes } from "./inspections";
import { adminBookingRoutes } from "../../admin/bookings";

/** Escrowed inspections and their admin view. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountBookings = mountRouters(["/v1", inspectionRoutes], ["/admin/api", adminBookingRoutes]);
