import { jsonRoute, router, z } from "../../lib/openapi";
import { ApiError } from "../../lib/errors";
import { websiteContentItem } from "../../contracts/content";
import { getContent } from "../../services/content";


export const contentRoutes = router().openapi(
  jsonRoute({ method: "get", path: "/content/{id}", tags: ["Content"], summary: "Website content by key (terms-of-use, privacy-policy, ...)", params: z.object({ id: z.string().min(1).max(64) }), response: websiteContentItem }),
  async (c) => {
    const row = await getContent(c.var.ctx, c.req.valid("param").id);
    if (!row) throw new ApiError(404, "No content with that key.");
    c.header("Cache-Control", "public, max-age=300");
    return c.json(row, 200);
  },
);
