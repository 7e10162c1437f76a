import { jsonRoute, router } from "../../../lib/openapi";
import { publicWebsiteInfo as publicWebsiteInfoAnswer } from "../../../contracts/admin-settings";
import { publicWebsiteInfo } from "../../../services/settings";

/** SPEC §7 "Website information; reads social_media": public, cached briefly at the edge and in browsers. */
export const websiteInfoRoutes = router().openapi(
  jsonRoute({ method: "get", path: "/website-info", response: publicWebsiteInfoAnswer }),
  async (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(await publicWebsiteInfo(c.var.ctx), 200);
  },
);
