import { jsonRoute, router } from "../../../lib/openapi";
import { health } from "../../../contracts/admin";
import { systemHealth } from "../../../services/admin";

export const healthRoutes = router().openapi(
  jsonRoute({ method: "get", path: "/health", response: health }),
  async (c) => c.json(await systemHealth(c.var.ctx), 200),
);
