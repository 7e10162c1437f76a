import { jsonRoute, router, z } from "../../lib/openapi";
import { databaseHealth } from "../../services/admin";

const health = z.object({ status: z.literal("ok"), time: z.string(), database: z.enum(["ok", "down"]) }).openapi("Health");

export const healthRoutes = router().openapi(
  jsonRoute({ method: "get", path: "/health", tags: ["System"], summary: "Liveness and database check", response: health }),
  async (c) => {
    const database = await databaseHealth(c.var.ctx);
    return c.json({ status: "ok" as const, time: new Date().toISOString(), database }, 200);
  },
);
