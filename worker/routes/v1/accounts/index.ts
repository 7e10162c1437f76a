import { mountRouters } from "../../mount";
import { authRoutes } from "./auth";
import { oauthRoutes } from "./oauth";
import { onboardingRoutes } from "./onboarding";
import { profileRoutes } from "./profile";

/** Sign-up, sign-in (password, OTP, social), onboarding answers and the profile. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountAccounts = mountRouters(["/v1", authRoutes, oauthRoutes, onboardingRoutes, profileRoutes]);
