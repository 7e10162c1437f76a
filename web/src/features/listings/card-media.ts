import type { MediaItem } from "@contracts/listing-media";
import type { PropertyCard } from "@contracts/listings";
import { primaryMedia } from "./listing-format";

/** The widest copy a card draws: a card is at most ~420 CSS px wide, so the 640 copy serves even a 1.5× screen. */
export const CARD_MAX_WIDTH = 640;

/**
 * A card's photo as the SPA keeps it. The page's data (the server-rendered HTML carries it for hydration) holds
 * one URL per card, the 640 copy (`thumbnailMdUrl`, SPEC §3's name), and `copies`: the widths of the narrower
 * copies stored beside it, whose URLs the browser derives (`copyUrl`). A photo whose copies are not named that
 * way keeps them as `sizes` (URL and width each). A full media item (the API's: every copy, the original's
 * `url`) is a CardMedia too.
 */
export type CardMedia = Pick<MediaItem, "thumbnailMdUrl" | "primaryImage" | "rotation" | "width" | "height"> & {
  id?: string;
  url?: string;
  sizes?: MediaItem["sizes"];
  copies?: number[];
};

/** A listing card whose photos may be the page data's slim ones. */
export type CardListing = Omit<PropertyCard, "propertyMedia"> & { propertyMedia: readonly CardMedia[] };

/**
 * The stored copy `width` px wide next to the 640 copy: uploads and the seed name a photo's copies
 * `<prefix>/md.<ext>` (640) and `<prefix>/w<width>.<ext>` (worker/services/listings/uploads.ts).
 */
export const copyUrl = (mdUrl: string, width: number) => mdUrl.replace(/\/md(\.[a-z0-9]+)$/i, `/w${width}$1`);

/** The 640 copy's drawn width: a copy is never wider than the original. */
const mdWidth = (m: Pick<MediaItem, "width">) => Math.min(CARD_MAX_WIDTH, m.width ?? CARD_MAX_WIDTH);

/** The copies a card offers, narrowest first (srcset), from either form. */
export function cardCopies(m: CardMedia): MediaItem["sizes"] | undefined {
  if (m.copies)
    return [
      ...m.copies.map((width) => ({ width, url: copyUrl(m.thumbnailMdUrl, width) })),
      { width: mdWidth(m), url: m.thumbnailMdUrl },
    ];
  return m.sizes;
}

/** The page data's form of a cover: one URL and the widths beside it, or its copies spelled out when they are not named as `copyUrl` derives. */
export function slimCover(cover: MediaItem): CardMedia {
  const kept = cover.sizes.filter((s) => s.width <= CARD_MAX_WIDTH);
  const { thumbnailMdUrl, primaryImage, rotation, width, height } = cover;
  const slim: CardMedia = {
    thumbnailMdUrl,
    primaryImage,
    rotation,
    width,
    height,
    copies: kept.slice(0, -1).map((s) => s.width),
  };
  const derived = cardCopies(slim)!;
  const same =
    derived.length === kept.length && derived.every((d, i) => d.width === kept[i]!.width && d.url === kept[i]!.url);
  if (same) return slim;
  return { thumbnailMdUrl, primaryImage, rotation, width, height, sizes: kept };
}

/**
 * Cards as the SPA keeps them (search results, featured, similar and an agent's listings): each with its cover
 * photo only, in its slim form (`slimCover`). The API answers every photo with every copy (the apps' contract,
 * SPEC §3); a card shows one, so the page's data holds one.
 */
export function forCards<T extends { propertyMedia: MediaItem[] }>(
  cards: T[],
): (Omit<T, "propertyMedia"> & { propertyMedia: CardMedia[] })[] {
  return cards.map((card) => ({
    ...card,
    propertyMedia: card.propertyMedia.length ? [slimCover(primaryMedia(card.propertyMedia))] : [],
  }));
}
