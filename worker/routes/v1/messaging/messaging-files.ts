import { errorAnswer, jsonAnswer, parseOr400, router, signedUpload, signedUrlQuery, z } from "../../../lib/openapi";
import { readAttachment, receiveAttachment } from "../../../services/messaging";
import { readEvidence } from "../../../services/stays/evidence";

/** Chat pictures: the signed URL is the credential (an <img> cannot send a bearer token). */
const params = z.object({
  conversationId: z.string().min(1).max(120),
  userId: z.string().min(1).max(120),
  file: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|webp)$/, "Unknown picture."),
});

/** A deposit claim's evidence photo: staff get signed links from the claims screen. */
const evidenceParams = z.object({
  mediaId: z.string().min(1).max(120),
  variant: z.enum(["thumb", "original"], { message: "Unknown picture." }),
});

/** A picture behind a signed link: the browser may keep it for the link's life, never a shared cache. */
function privatePicture(obj: R2ObjectBody) {
  const headers = new Headers();
  obj.writeHttpMetadata(headers);
  headers.set("Cache-Control", "private, max-age=3600");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Length", String(obj.size));
  return new Response(obj.body, { status: 200, headers });
}

export const messagingFileRoutes = router();
messagingFileRoutes
  .put("/media/upload/chat/:conversationId/:userId/:file", async (c) => {
    const p = parseOr400(params, c.req.param());
    return c.json(
      await receiveAttachment(c.var.ctx, {
        ...p,
        ...signedUpload(c.req),
      }),
      200,
    );
  })
  .get("/media/evidence/:mediaId/:variant", async (c) => {
    const p = parseOr400(evidenceParams, c.req.param());
    const { exp, sig } = parseOr400(signedUrlQuery, c.req.query());
    return privatePicture(await readEvidence(c.var.ctx, { ...p, exp, sig }));
  })
  .get("/media/chat/:conversationId/:userId/:file", async (c) => {
    const p = parseOr400(params, c.req.param());
    const { exp, sig } = parseOr400(signedUrlQuery, c.req.query());
    return privatePicture(await readAttachment(c.var.ctx, { ...p, exp, sig }));
  });

messagingFileRoutes.openAPIRegistry.registerPath({
  method: "put",
  path: "/media/upload/chat/{conversationId}/{userId}/{file}",
  request: {
    params,
    query: signedUrlQuery,
    body: { content: { "image/jpeg": { schema: z.string().openapi({ format: "binary" }) } }, required: true },
  },
  responses: {
    200: jsonAnswer(z.object({ token: z.string() }), __API_DOCS__ ? "Stored; send the token in a message" : ""),
    400: errorAnswer(__API_DOCS__ ? "Not the picture type the link was made for" : ""),
    403: errorAnswer(__API_DOCS__ ? "Forged or expired link" : ""),
    409: errorAnswer(__API_DOCS__ ? "The link was already used" : ""),
  },
});
messagingFileRoutes.openAPIRegistry.registerPath({
  method: "get",
  path: "/media/chat/{conversationId}/{userId}/{file}",
  request: { params, query: signedUrlQuery },
  responses: {
    200: { description: __API_DOCS__ ? "The picture" : "" },
    403: errorAnswer(__API_DOCS__ ? "Forged or expired link" : ""),
  },
});
messagingFileRoutes.openAPIRegistry.registerPath({
  method: "get",
  path: "/media/evidence/{mediaId}/{variant}",
  request: { params: evidenceParams, query: signedUrlQuery },
  responses: {
    200: { description: __API_DOCS__ ? "The picture" : "" },
    400: errorAnswer(__API_DOCS__ ? "Bad link" : ""),
    403: errorAnswer(__API_DOCS__ ? "Forged or expired link" : ""),
    404: errorAnswer(__API_DOCS__ ? "No such evidence" : ""),
  },
});
