import { mountRouters } from "../../mount";
import { questionPublicRoutes } from "./questions";
import { questionSecureRoutes } from "./questions-secure";

/** "Ask this listing": the visitor's questions and the published answers, and the lister's answers. Mounted from this one place (worker/app.ts calls it). */
export const mountQuestions = mountRouters(["/v1", questionPublicRoutes, questionSecureRoutes]);
