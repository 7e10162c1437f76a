import { projectMeta } from "../services/projects/og";
import { shellWithMeta } from "./meta-page";

/** Shareable project pages (worker/index.ts routes GET /properties/project/{id} here) until they are server-rendered. */
export const renderProjectPage = (request: Request, env: Env, id: string) => shellWithMeta(request, env, "website", (origin) => projectMeta({ env }, id, origin));
