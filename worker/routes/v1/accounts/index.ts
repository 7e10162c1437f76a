import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { authRoutes } from "./auth";
import { oauthRoutes } from "./oauth";
import { onboardingRoutes } from "./onboarding";
import { profileRoutes } from "./profile";

/** Sign-up, sign-in (password, OTP, social), onboarding answers and the profile. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountAccounts(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", authRoutes);
  app.route("/v1", oauthRoutes);
  app.route("/v1", onboardingRoutes);
  app.route("/v1", profileRoutes);
}
