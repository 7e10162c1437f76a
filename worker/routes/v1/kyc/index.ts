import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { kycRoutes } from "./kyc";
import { adminKycRoutes } from "../../admin/kyc";

/** Identity verification and its admin review. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountKyc(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", kycRoutes);
  app.route("/admin/api", adminKycRoutes);
}
