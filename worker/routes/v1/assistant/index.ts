import { mountRouters } from "../../mount";
import { assistantRoutes } from "./assistant";
import { adminChatbotRoutes } from "../../admin/chatbot";

/** The property assistant and its admin analytics. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountAssistant = mountRouters(["/v1", assistantRoutes], ["/admin/api", adminChatbotRoutes]);
