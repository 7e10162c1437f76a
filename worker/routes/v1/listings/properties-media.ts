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
import { childChange } from "../../steps";

const OWNER = {
  tags: ["Listing media"],
  description: __API_DOCS__
    ? "The listing's owner only (staff moderate through /admin/api/listings); others get 403."
    : "",
  secure: true,
};
const ownerRoute = jsonRoutes(OWNER);
/** The owner's routes on one photo, room or video link of a listing: path parameters id and the part's. */
const partRoute = <const K extends string>(child: K) => jsonRoutes({ ...OWNER, params: childParams(child) });
const photoRoute = partRoute("mediaId");
const roomRoute = partRoute("roomId");
const linkRoute = partRoute("linkId");
/** A photo named without its listing. */
const mediaIdParam = z.object({ mediaId: z.string().trim().min(1).max(120) });

export const propertyMediaRoutes = router()
  .openapi(
    ownerRoute({
      method: "get",
      path: "/secure/properties/property/{id}/media",
      summary: __API_DOCS__ ? "A listing's photos (property and rooms)" : "",
      params: idParam,
      response: mediaList,
    }),
    async (c) => c.json({ data: await listPropertyMedia(c.var.ctx, currentUser(c), c.req.valid("param").id) }, 200),
  )
  .openapi(
    roomRoute({
      method: "get",
      path: "/secure/properties/property/{id}/rooms/{roomId}/media",
      summary: __API_DOCS__ ? "A room's photos" : "",
      response: mediaList,
    }),
    async (c) => {
      const p = c.req.valid("param");
      return c.json({ data: await listPropertyMedia(c.var.ctx, currentUser(c), p.id, p.roomId) }, 200);
    },
  )
  .openapi(
    photoRoute({
      method: "delete",
      path: "/secure/properties/property/{id}/media/{mediaId}",
      errors: { 409: "A live listing keeps at least one photo" },
      summary: __API_DOCS__ ? "Delete a photo" : "",
      response: message,
    }),
    childChange("mediaId", "The photo was deleted.", deletePropertyMedia),
  )
  .openapi(
    roomRoute({
      method: "delete",
      path: "/secure/properties/property/{id}/rooms/{roomId}",
      summary: __API_DOCS__ ? "Delete a room and its photos" : "",
      response: message,
    }),
    childChange("roomId", "The room was deleted.", deleteRoom),
  )
  .openapi(
    linkRoute({
      method: "delete",
      path: "/secure/properties/property/{id}/video-links/{linkId}",
      summary: __API_DOCS__ ? "Delete a video link" : "",
      response: message,
    }),
    childChange("linkId", "The video link was deleted.", deleteVideoLink),
  )
  .openapi(
    photoRoute({
      method: "put",
      path: "/secure/properties/property/{id}/media/{mediaId}/primary",
      summary: __API_DOCS__ ? "Make a photo the main one" : "",
      response: message,
    }),
    childChange("mediaId", "The main photo was changed.", setPrimary),
  )
  .openapi(
    ownerRoute({
      method: "put",
      path: "/secure/properties/media/{mediaId}/set-primary",
      summary: __API_DOCS__ ? "Make a photo the main one of its listing" : "",
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
      summary: __API_DOCS__ ? "Rotate a photo (stored; the app applies it)" : "",
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
