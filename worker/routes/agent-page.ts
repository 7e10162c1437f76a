import { agentMeta } from "../services/directory/agent-og";
import { shellWithMeta } from "./meta-page";

/** Shareable agent pages (worker/index.ts routes GET /professionals/agents/{id} here) until they are server-rendered. */
export const renderAgentPage = (request: Request, env: Env, id: string) => shellWithMeta(request, env, "profile", (origin) => agentMeta(env, id, origin));
