import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { locationRoutes } from "./locations";

/** States, LGAs and localities. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountLocations(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", locationRoutes);
}
