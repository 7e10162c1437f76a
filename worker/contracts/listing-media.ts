/**
 * A listing's photos: the upload ticket and its body, the right-sized copies each photo gets, a stored photo
 * as listings and projects answer it, and rotating one. Projects reuse these, so they are not tied to the
 * listing body or card.
 */

import { z } from "zod";
import { LISTING_RULES } from "./listing-rules";
import { IMAGE_TYPES } from "./constants";
import { unknownKeys } from "./listing-input";

export const uploadRequest = z.strictObject(
  {
    contentType: z.enum(IMAGE_TYPES, { message: "Only JPEG, PNG or WebP pictures can be uploaded." }),
    sizeBytes: z
      .number()
      .int()
      .positive()
      .max(LISTING_RULES.maxUploadBytes, `A picture can be at most ${LISTING_RULES.maxUploadBytes / 1024 / 1024} MB.`),
    width: z.number().int().positive().max(8192).optional(),
    height: z.number().int().positive().max(8192).optional(),
    // Older clients computed the duplicate-photo hash themselves; the server now hashes the stored original.
    phash: z
      .string()
      .regex(/^[0-9a-f]{16}$/)
      .optional()
      .meta({
        deprecated: true,
        description:
          "Ignored. Still accepted for compatibility with older clients, but the server computes the duplicate-photo hash itself from the uploaded original's bytes.",
      }),
  },
  unknownKeys,
);

export const mediaItem = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailMdUrl: z.string(),
  primaryImage: z.boolean(),
  rotation: z.number(),
  roomId: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Every stored copy with its pixel width, narrowest first (the original last): feeds `srcset`. */
  sizes: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type MediaItem = z.infer<typeof mediaItem>;

/**
 * Right-sized copies of a listing photo (SPEC: thumbnailMdUrl is the 640 one). Pictures are shown with
 * srcset over these, so a phone downloads the width it draws, not the original.
 */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
/**
 * The copies a one-object picture (an article picture, a banner) can have beside its original, uploaded to
 * `sizeUploads` links like a listing photo's: `w320` is at most 320 px wide, and so on.
 */
export const COPY_VARIANTS = ["w320", "w640", "w960", "w1280"] as const;
/** What a row keeps of such a picture (JSON): the original's measured size and its copies' keys and widths. */
export type StoredCopies = { width: number | null; height: number | null; sizes: { width: number; key: string }[] };
/** The copies uploaded besides the original and the 640-wide thumbnail. */
export const SIZED_VARIANTS = { w320: 320, w960: 960, w1280: 1280 } as const;
export type SizedVariant = keyof typeof SIZED_VARIANTS;

/** POST v1/secure/media/uploads answer: PUT the original to uploadUrl and the medium thumbnail to thumbUploadUrl. */
export const uploadTicket = z.object({
  token: z.string(),
  uploadUrl: z.string(),
  thumbUploadUrl: z.string(),
  /** Optional extra copies (WebP, ≤ 320, ≤ 960 and ≤ 1280 px wide: the 960 one is what a 2× phone draws full width): PUT them like the thumbnail; the upload is ready without them. */
  sizeUploads: z.array(z.object({ width: z.number().int(), uploadUrl: z.string() })),
  expiresAt: z.number(),
});
export type UploadTicket = z.infer<typeof uploadTicket>;
/** Each PUT's answer: "pending" until both variants are stored, then "ready". */
export const uploadResult = z.object({ id: z.string(), status: z.enum(["pending", "ready"]) });

export const mediaList = z.object({ data: z.array(mediaItem) });

/** PATCH .../media/{mediaId}/rotate. */
export const rotateInput = z.strictObject(
  {
    degrees: z.union([z.literal(90), z.literal(180), z.literal(270)], { message: "Rotate by 90, 180 or 270 degrees." }),
  },
  unknownKeys,
);
/** Answer of PATCH .../rotate. */
export const rotateResult = z.object({ rotation: z.number() });
