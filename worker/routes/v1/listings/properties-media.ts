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
import { message } from "../../params";

const ownerRoute = jsonRoutes({
  tags: ["Listing media"],
  description: __API_DOCS__
    ? "The listing's owner only (staff moderate through /admin/api/listings); others get 403."
    : "",
  secure: true,
});
const id = z.string().trim().min(1).max(120);

export const propertyMediaRoutes = router()
  .openapi(
    ownerRoute({
      method: "get",
      path: "/secure/properties/property/{id}/media",
      summary: __API_DOCS__ ? "A listing's photos (property and rooms)" : "",
      params: z.object({ id }),
      response: mediaList,
    }),
    async (c) => c.json({ data: await listPropertyMedia(c.var.ctx, currentUser(c), c.req.valid("param").id) }, 200),
  )
  .openapi(
    ownerRoute({
      method: "get",
      path: "/secure/properties/property/{id}/rooms/{roomId}/media",
      summary: __API_DOCS__ ? "A room's photos" : "",
      params: z.object({ id, roomId: id }),
      response: mediaList,
    }),
    async (c) => {
      const p = c.req.valid("param");
      return c.json({ data: await listPropertyMedia(c.var.ctx, currentUser(c), p.id, p.roomId) }, 200);
    },
  )
  .openapi(
    ownerRoute({
      method: "delete",
      path: "/secure/properties/property/{id}/media/{mediaId}",
      errors: { 409: "A live listing keeps at least one photo" },
      summary: __API_DOCS__ ? "Delete a photo" : "",
      params: z.object({ id, mediaId: id }),
      response: message,
    }),
    async (c) => {
      const p = c.req.valid("param");
      await deletePropertyMedia(c.var.ctx, currentUser(c), p.id, p.mediaId);
      return c.json({ message: "The photo was deleted." }, 200);
    },
  )
  .openapi(
    ownerRoute({
      method: "delete",
      path: "/secure/properties/property/{id}/rooms/{roomId}",
      summary: __API_DOCS__ ? "Delete a room and its photos" : "",
      params: z.object({ id, roomId: id }),
      response: message,
    }),
    async (c) => {
      const p = c.req.valid("param");
      await deleteRoom(c.var.ctx, currentUser(c), p.id, p.roomId);
      return c.json({ message: "The room was deleted." }, 200);
    },
  )
  .openapi(
    ownerRoute({
      method: "delete",
      path: "/secure/properties/property/{id}/video-links/{linkId}",
      summary: __API_DOCS__ ? "Delete a video link" : "",
      params: z.object({ id, linkId: id }),
      response: message,
    }),
    async (c) => {
      const p = c.req.valid("param");
      await deleteVideoLink(c.var.ctx, currentUser(c), p.id, p.linkId);
      return c.json({ message: "The video link was deleted." }, 200);
    },
  )
  .openapi(
    ownerRoute({
      method: "put",
      path: "/secure/properties/property/{id}/media/{mediaId}/primary",
      summary: __API_DOCS__ ? "Make a photo the main one" : "",
      params: z.object({ id, mediaId: id }),
      response: message,
    }),
    async (c) => {
      const p = c.req.valid("param");
      await setPrimary(c.var.ctx, currentUser(c), p.id, p.mediaId);
      return c.json({ message: "The main photo was changed." }, 200);
    },
  )
  .openapi(
    ownerRoute({
      method: "put",
      path: "/secure/properties/media/{mediaId}/set-primary",
      summary: __API_DOCS__ ? "Make a photo the main one of its listing" : "",
      params: z.object({ mediaId: id }),
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
      params: z.object({ mediaId: id }),
      body: rotateInput,
      response: rotateResult,
    }),
    async (c) =>
      c.json(
        await rotateMedia(c.var.ctx, currentUser(c), c.req.valid("param").mediaId, c.req.valid("json").degrees),
        200,
      ),
  );
