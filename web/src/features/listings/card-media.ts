import type { MediaItem } from "@contracts/listings";
import { primaryMedia } from "./listing-format";

/** The widest copy a card draws: a card is at most ~420 CSS px wide, so the 640 copy serves even a 1.5× screen. */
export const CARD_MAX_WIDTH = 640;

/**
 * Cards as the SPA keeps them (search results, featured and similar listings): each with its cover photo only,
 * and only the copies a card draws. The API answers every photo with every copy (the apps' contract, SPEC §3);
 * a card shows one, so the page's data (the server-rendered HTML carries it for hydration) holds one.
 */
export function forCards<T extends { propertyMedia: MediaItem[] }>(cards: T[]): T[] {
  return cards.map((card) => {
    if (!card.propertyMedia.length) return card;
    const cover = primaryMedia(card.propertyMedia);
    return { ...card, propertyMedia: [{ ...cover, sizes: cover.sizes.filter((s) => s.width <= CARD_MAX_WIDTH) }] };
  });
}
