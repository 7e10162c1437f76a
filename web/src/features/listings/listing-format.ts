import type { MediaItem } from "@contracts/listing-media";

/** SPEC.md §5: the main picture is the one flagged primary, else the first; none at all is an error. */
export function primaryMedia<M extends Pick<MediaItem, "primaryImage">>(media: readonly M[]): M {
  if (media.length === 0) throw new Error("propertyMedia.length is zero");
  return media.find((m) => m.primaryImage) ?? media[0]!;
}

/** Media in gallery order: the primary picture first, the rest as the lister arranged them. */
export function orderedMedia(media: readonly MediaItem[]): MediaItem[] {
  if (media.length === 0) return [];
  const main = primaryMedia(media);
  return [main, ...media.filter((m) => m !== main)];
}

export { formatPrice, periodSuffix } from "../../lib/format";

/**
 * SPEC.md §3: a brokerage is shown as Broker, other listers as Company. The API already sends the label
 * (and "Agent" for agents); raw account types are mapped the same way.
 */
export function listerLabel(userType: string) {
  const t = userType.toLowerCase();
  if (t === "brokerage" || t === "broker") return "Broker";
  if (t === "agent") return "Agent";
  return "Company";
}

const DAY_MS = 24 * 3600_000;

/** `now`: when the listing's data was fetched (its query's `dataUpdatedAt`), so the server and the browser agree. */
export function confirmedAgo(confirmedAt: number, now: number) {
  const days = Math.max(0, Math.floor((now - confirmedAt) / DAY_MS));
  if (days === 0) return "Confirmed available today";
  return `Confirmed available ${days} day${days === 1 ? "" : "s"} ago`;
}

/**
 * Rotation is stored, not baked into the file, so the SPA turns the picture. In a box of aspect
 * `boxAspect` (width/height) a quarter-turned picture must be scaled to still cover (or fit inside) the box.
 */
export function rotationTransform(rotation: number, boxAspect: number, fit: "cover" | "contain"): string | undefined {
  const r = ((rotation % 360) + 360) % 360;
  if (r === 0) return undefined;
  if (r === 180) return "rotate(180deg)";
  const scale = fit === "cover" ? Math.max(boxAspect, 1 / boxAspect) : Math.min(boxAspect, 1 / boxAspect);
  return `rotate(${r}deg) scale(${Number(scale.toFixed(4))})`;
}

export const LISTING_TYPE_LABEL: Record<string, string> = {
  sale: "For sale",
  rent: "For rent",
  short_stay: "Short stay",
};
export const FURNISHING_LABEL: Record<string, string> = {
  unfurnished: "Unfurnished",
  semi_furnished: "Semi-furnished",
  furnished: "Furnished",
};

/** Digits for wa.me links: +2348031234567 → 2348031234567. */
export const whatsappNumber = (phone: string) => phone.replace(/\D/g, "");
