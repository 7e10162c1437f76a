import { z } from "zod";
import { first, q } from "../../db/sql";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { signPurpose, verifyPurpose } from "../listings/upload-links";

/**
 * A host's photos of damage (a caution-deposit claim) are evidence about someone's stay, not listing pictures:
 * the public /media route refuses them, and staff see them through short-lived signed links (an <img> cannot
 * send a bearer token), handed out only by the claims screen their permission opens.
 */
const TTL_MS = 3600_000;
export type EvidenceVariant = "thumb" | "original";
const message = (mediaId: string, variant: EvidenceVariant, exp: number) =>
  `stay-evidence\n${mediaId}\n${variant}\n${exp}`;

/** Expiry rounded to the hour, so a picture keeps one URL (and one browser cache entry) for a while. */
export async function evidenceUrl(ctx: ServiceCtx, mediaId: string, variant: EvidenceVariant) {
  const exp = Math.ceil((ctx.now + TTL_MS) / TTL_MS) * TTL_MS;
  return `/v1/media/evidence/${mediaId}/${variant}?exp=${exp}&sig=${await signPurpose(ctx.env, message(mediaId, variant, exp))}`;
}

export async function readEvidence(
  ctx: ServiceCtx,
  p: { mediaId: string; variant: EvidenceVariant; exp: number; sig: string },
) {
  await verifyPurpose(ctx, message(p.mediaId, p.variant, p.exp), p.exp, p.sig);
  const row = await first(
    q(
      ctx,
      "SELECT original_key AS originalKey, thumb_key AS thumbKey FROM property_media WHERE id = ? AND status = 'evidence'",
      p.mediaId,
    ),
    z.object({ originalKey: z.string(), thumbKey: z.string() }),
  );
  const obj = row ? await ctx.env.MEDIA.get(p.variant === "thumb" ? row.thumbKey : row.originalKey) : null;
  if (!obj) throw new ApiError(404, "No such picture.");
  return obj;
}
