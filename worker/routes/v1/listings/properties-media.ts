import { jsonRoutes, router, z } from "../../../lib/openapi";
import { currentUser } from "../../../lib/guards";
import { mediaList, rotateInput, rotateResult } from "../../../contracts/listing-media";
import {
  deletePropertyMedia,
  deleteRoom,
  deleteVideoLink,
  listPropertyMedia,
  rotateMedia,
  setPrimary,
  setPrimaryByMedia,
} from "../../../services/listings";
import { childParams, idParam, message } from "../../params";
import { partChanges } from "../../parts";
import { userByIdData } from "../../steps";

const OWNER = { secure: true };
const ownerRoute = jsonRoutes(OWNER);
/** The owner's routes on one room of a listing: path parameters id and roomId. */
const roomRoute = jsonRoutes({ ...OWNER, params: childParams("roomId") });
const LAST_PHOTO = { 409: "A live listing keeps at least one photo" };
/** A photo named without its listing. */
const mediaIdParam = z.object({ mediaId: z.string().trim().min(1).max(120) });

export const propertyMediaRoutes = router()
  .openapi(
    ownerRoute({ method: "get", path: "/secure/properties/property/{id}/media", params: idParam, response: mediaList }),
    userByIdData(listPropertyMedia),
  )
  .openapi(
    roomRoute({ method: "get", path: "/secure/properties/property/{id}/rooms/{roomId}/media", response: mediaList }),
    async (c) => {
      const p = c.req.valid("param");
      return c.json({ data: await listPropertyMedia(c.var.ctx, currentUser(c), p.id, p.roomId) }, 200);
    },
  );

partChanges(propertyMediaRoutes, { ...OWNER, path: "/secure/properties/property/{id}" }, [
  ["delete", "/media/{mediaId}", "The photo was deleted.", deletePropertyMedia, LAST_PHOTO],
  ["delete", "/rooms/{roomId}", "The room was deleted.", deleteRoom],
  ["delete", "/video-links/{linkId}", "The video link was deleted.", deleteVideoLink],
  ["put", "/media/{mediaId}/primary", "The main photo was changed.", setPrimary],
]);

propertyMediaRoutes
  .openapi(
    ownerRoute({
      method: "put",
      path: "/secure/properties/media/{mediaId}/set-primary",
      params: mediaIdParam,
      response: message,
    }),
    async (c) => {
      await setPrimaryByMedia(c.var.ctx, currentUser(c), c.req.valid("param").mediaId);
      return c.json({ message: "The main photo was changed." }, 200);
    },
  )
  .openapi(
    ownerRoute({
      method: "patch",
      path: "/secure/properties/media/{mediaId}/rotate",
      params: mediaIdParam,
      body: rotateInput,
      response: rotateResult,
    }),
    async (c) =>
      c.json(
        await rotateMedia(c.var.ctx, currentUser(c), c.req.valid("param").mediaId, c.req.valid("json").degrees),
        200,
      ),
  );
