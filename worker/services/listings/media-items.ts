/**
 * A stored photo as the API answers it (MediaItem): its public URLs and the right-sized copies a `srcset` picks
 * from. Cards, details, a listing's media list and projects all answer photos this way.
 */

import { sql, type SQL } from "drizzle-orm";
import type { propertyMedia } from "../../db/schema";
import type { MediaItem } from "../../contracts/listing-media";

export type MediaRow = typeof propertyMedia.$inferSelect;

export const mediaUrl = (key: string) => `/media/${key}`;

/**
 * The id of the photo a card shows for the listing `propertyId` (SQL): the primary photo, else the property's own photos
 * before the rooms', by position, then age — the order a gallery shows them in. One entry of property_media_cover_idx
 * (migrations/0057), however many photos the listing has.
 */
export const coverMediaId = (propertyId: SQL) =>
  sql`(select x.id from property_media x where x.property_id = ${propertyId} order by x.is_primary desc, (x.room_id is not null), x.room_id, x.position, x.created_at limit 1)`;

/**
 * The stored copies with their real widths, narrowest first: a copy is never wider than the original (the
 * browser does not enlarge), so a "1280" copy of a 1000 px photo is 1000 wide and the original then adds
 * nothing. The original comes last, for screens wider than every copy.
 */
export function mediaSizes(m: Pick<MediaRow, "originalKey" | "thumbKey" | "sizedKeys" | "width">): MediaItem["sizes"] {
  const copies: [number, string][] = [
    [640, m.thumbKey],
    ...Object.entries(m.sizedKeys ?? {}).map(([w, key]) => [Number(w), key] as [number, string]),
  ];
  const out: MediaItem["sizes"] = [];
  for (const [nominal, key] of copies.sort((a, b) => a[0] - b[0])) {
    const width = m.width ? Math.min(nominal, m.width) : nominal;
    if (!out.length || width > out[out.length - 1]!.width) out.push({ width, url: mediaUrl(key) });
  }
  if (m.width && m.width > out[out.length - 1]!.width) out.push({ width: m.width, url: mediaUrl(m.originalKey) });
  return out;
}

export function toMediaItem(m: MediaRow): MediaItem {
  return {
    id: m.id,
    url: mediaUrl(m.originalKey),
    thumbnailMdUrl: mediaUrl(m.thumbKey),
    primaryImage: m.isPrimary,
    rotation: m.rotation,
    roomId: m.roomId,
    width: m.width,
    height: m.height,
    sizes: mediaSizes(m),
  };
}

/** SPEC.md §5: the picture flagged primary, else the first by position. */
export function primaryMedia<T extends { isPrimary: boolean; position: number; roomId: string | null }>(
  media: T[],
): T | undefined {
  const own = media.filter((m) => !m.roomId);
  const pool = own.length ? own : media;
  return pool.find((m) => m.isPrimary) ?? [...pool].sort((a, b) => a.position - b.position)[0];
}
