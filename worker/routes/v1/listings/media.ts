import { Hono } from "hono";
import { jsonRoute, router, z } from "../../../lib/openapi";
import { signedPictureUpload } from "../../signed-upload";
import { requireAccountType } from "../../../lib/guards";
import { errorBody } from "../../../contracts/auth";
import { uploadRequest, uploadResult, uploadTicket } from "../../../contracts/listing-media";
import type { AppEnv } from "../../../lib/app-env";
import { ApiError } from "../../../lib/errors";
import { LISTING_ACCOUNT_TYPES } from "../../../contracts/constants";
import { createUpload, isPublicMediaKey, readMedia, receiveUpload, VARIANTS } from "../../../services/listings";
import { BROWSER_CACHE_CONTROL, cacheMedia, etagMatches, matchCachedMedia } from "../../../lib/media-cache";
import { userWithBody } from "../../steps";

const uploadParams = z.object({ id: z.string().uuid("Unknown upload."), variant: z.enum(VARIANTS) });

export const mediaRoutes = router().openapi(
  jsonRoute({
    method: "post",
    path: "/secure/media/uploads",
    secure: true,
    middleware: [requireAccountType(...LISTING_ACCOUNT_TYPES)],
    body: uploadRequest,
    status: 201,
    response: uploadTicket,
  }),
  userWithBody(201, createUpload),
);

signedPictureUpload(mediaRoutes, {
  path: "/media/upload/{id}/{variant}",
  params: uploadParams,
  receive: receiveUpload,
  result: uploadResult,
  body: {
    "image/jpeg": { schema: z.string().openapi({ format: "binary" }) },
    "image/png": { schema: z.string() },
    "image/webp": { schema: z.string() },
  },
  errorSchema: errorBody,
  errors: {
    503: "The photo check (its fingerprint against other listings) could not run: nothing was stored, send the picture again",
  },
});

function decodeKey(path: string) {
  try {
    return decodeURIComponent(path.replace(/^\/media\//, ""));
  } catch {
    // "/media/%" and the like: the path is not valid percent-encoding.
    throw new ApiError(400, "This picture address is not valid.", [
      { field: "path", message: "This picture address is not valid." },
    ]);
  }
}

/**
 * GET /media/{key}: listing and profile pictures from R2, cached for a year (keys never change content).
 * Pictures of deleted listings and deleted accounts are 404. A picture whose bytes are fixed (on a listing,
 * or a profile picture) is kept in the edge cache, so a repeat view is neither a D1 nor an R2 read
 * (`X-Media-Cache: HIT`); a photo still in a listing form is answered fresh every time.
 */
export const mediaFileRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const key = decodeKey(c.req.path);
  const ifNoneMatch = c.req.header("if-none-match") ?? null;
  const env = c.var.ctx.env;
  const cached = isPublicMediaKey(key) ? await matchCachedMedia(env, key) : null;
  if (cached) {
    const headers = new Headers(cached.headers);
    headers.set("Cache-Control", BROWSER_CACHE_CONTROL);
    headers.set("X-Media-Cache", "HIT");
    if (etagMatches(ifNoneMatch, headers.get("etag"))) {
      headers.delete("Content-Length");
      await cached.body?.cancel();
      return new Response(null, { status: 304, headers });
    }
    return new Response(cached.body, { status: 200, headers });
  }
  const found = await readMedia(c.var.ctx, key, ifNoneMatch);
  if (!found) return c.json({ status: 404, message: "No such picture." }, 404);
  const { obj, fixed } = found;
  const headers = new Headers();
  obj.writeHttpMetadata(headers);
  headers.set("ETag", obj.httpEtag);
  headers.set("Cache-Control", fixed ? BROWSER_CACHE_CONTROL : "private, no-cache");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Media-Cache", "MISS");
  if (!("body" in obj)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(obj.size));
  if (!fixed) return new Response(obj.body, { status: 200, headers });
  const bytes = await obj.arrayBuffer();
  // Stored before answering, not after: a removal that lands after this answer then always finds the copy.
  await cacheMedia(env, key, bytes, headers).catch(() => undefined);
  return new Response(bytes, { status: 200, headers });
});
