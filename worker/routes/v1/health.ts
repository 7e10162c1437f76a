import { jsonRoute, router, z } from "../../lib/openapi";

const health = z.object({ status: z.literal("ok"), time: z.string(), database: z.enum(["ok", "down"]) }).openapi("Health");

export const healthRoutes = router().openapi(
  jsonRoute({ method: "get", path: "/health", tags: ["System"], summary: "Liveness and database check", response: health }),
  async (c) => {
    let database: "ok" | "down" = "ok";
    try {
      await c.env.DB.prepare("select 1").first();
    } catch {
      database = "down";
    }
    return c.json({ status: "ok" as const, time: new Date().toISOString(), database }, 200);
  },
);
