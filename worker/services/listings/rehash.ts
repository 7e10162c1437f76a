import { and, asc, eq, isNull } from "drizzle-orm";
import { propertyMedia } from "../../db/schema";
import type { ServiceCtx } from "../../lib/context";
import { photoHash } from "../../lib/photo-hash";
import { detectDuplicates } from "./duplicates";
import { phashColumns } from "./uploads";

/**
 * Photos re-hashed per five-minute cron run: each decode costs the photo-hash worker up to about a second for a
 * 2,048 px original, so a run stays well inside a cron's time; ~5,800 photos a day.
 */
export const REHASH_PER_RUN = 20;

/**
 * Photos the server never hashed: those uploaded while the uploader still sent its own hash,
 * which it could forge or leave out, and seeded ones. Each is hashed from its stored original, oldest first, so
 * by the time a later copy is hashed the photo it copied already carries the server's hash; the listings whose
 * hash changed are checked for duplicates again. The UPDATE only takes a row still unhashed, so two runs at once
 * never hash one twice. Returns the number of photos looked at (0 once every photo has the server's hash).
 */
export async function rehashPhotos(ctx: ServiceCtx, limit = REHASH_PER_RUN) {
  const rows = await ctx.db
    .select({
      id: propertyMedia.id,
      propertyId: propertyMedia.propertyId,
      originalKey: propertyMedia.originalKey,
      phash: propertyMedia.phash,
    })
    .from(propertyMedia)
    .where(and(isNull(propertyMedia.phashAt), eq(propertyMedia.status, "ready")))
    .orderBy(asc(propertyMedia.createdAt), asc(propertyMedia.id))
    .limit(limit)
    .all();
  const recheck = new Set<string>();
  for (const r of rows) {
    const object = await ctx.env.MEDIA.get(r.originalKey);
    // A missing or undecodable original leaves no hash (nothing to compare), and is not tried again.
    const hash = object ? await photoHash(ctx.env, new Uint8Array(await object.arrayBuffer())) : null;
    const [done] = await ctx.db
      .update(propertyMedia)
      .set(phashColumns(hash, ctx.now))
      .where(and(eq(propertyMedia.id, r.id), isNull(propertyMedia.phashAt), eq(propertyMedia.status, "ready")))
      .returning({ propertyId: propertyMedia.propertyId });
    if (done?.propertyId && hash && hash !== r.phash) recheck.add(done.propertyId);
  }
  for (const propertyId of recheck) await detectDuplicates(ctx, propertyId);
  return rows.length;
}
