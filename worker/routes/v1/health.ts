import { jsonRoute, router } from "../../lib/openapi";
import { health } from "../../contracts/admin";
import { databaseHealth } from "../../services/admin";

export const healthRoutes = router().openapi(
  jsonRoute({ method: "get", path: "/health", tags: ["System"], summary: "Liveness and database check", response: health }),
  async (c) => {
    const database = await databaseHealth(c.var.ctx);
    return c.json({ status: "ok" as const, time: new Date().toISOString(), database }, 200);
  },
);
