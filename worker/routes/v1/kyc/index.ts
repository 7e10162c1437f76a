import { mountRouters } from "../../mount";
import { kycRoutes } from "./kyc";
import { adminKycRoutes } from "../../admin/kyc";

/** Identity verification and its admin review. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountKyc = mountRouters(["/v1", kycRoutes], ["/admin/api", adminKycRoutes]);
