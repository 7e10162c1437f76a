import type { CSSProperties } from "react";
import { preload } from "react-dom";
import { useDataSaver } from "../../lib/data-saver";

/** What a picture needs to be drawn right-sized: the API's media item (listing photos) fits. */
export type PhotoSource = {
  url: string;
  thumbnailMdUrl?: string;
  width: number | null;
  height: number | null;
  /** Stored copies with their pixel widths, narrowest first (MediaItem.sizes). */
  sizes?: readonly { width: number; url: string }[];
};

type Candidate = { width: number; url: string };

/** The copies to offer, narrowest first, none wider than `maxWidth` (the narrowest is always kept). */
export function photoCandidates(src: PhotoSource, maxWidth = Infinity): Candidate[] {
  const all: Candidate[] = src.sizes?.length
    ? [...src.sizes]
    : src.thumbnailMdUrl
      ? [
          { width: Math.min(640, src.width ?? 640), url: src.thumbnailMdUrl },
          ...(src.width && src.width > 640 ? [{ width: src.width, url: src.url }] : []),
        ]
      : [{ width: src.width ?? 640, url: src.url }];
  const fit = all.filter((c) => c.width <= maxWidth);
  return fit.length ? fit : all.slice(0, 1);
}

export const srcSetOf = (candidates: readonly Candidate[]) => candidates.map((c) => `${c.url} ${c.width}w`).join(", ");

/** Where cards sit two or more to a row (Tailwind's `sm`), so the second card is in the first view. */
export const WIDE_MEDIA = "(min-width: 640px)";

export type PhotoProps = {
  src: PhotoSource;
  alt: string;
  /** How wide the picture is drawn, as an `<img sizes>` value: the browser picks the copy from it. */
  sizes: string;
  /**
   * `true`: part of the first view at every width (a search page's first card, a listing's hero): fetched at once
   * and first (`fetchpriority=high`). `"wide"`: part of the first view only from {@link WIDE_MEDIA} up (a second
   * card, home's featured cards): there a preload with that media query fetches it at once and first; on a phone
   * it is a lazy picture, asked for after the page's first paint rather than sharing the link with what is on screen.
   */
  priority?: boolean | "wide";
  /** Thumbnail strips: the narrowest copy only. */
  smallest?: boolean;
  /** Never offer a copy wider than this (cards do not need the 1280 copy on a phone). */
  maxWidth?: number;
  /** The box's aspect when the photo's own size is unknown; width/height always set, so nothing shifts. */
  fallbackSize?: { width: number; height: number };
  /** Drawn at its natural aspect inside max-width/max-height limits (full screen): no width/height attributes. */
  unsized?: boolean;
  className?: string;
  style?: CSSProperties;
};

/**
 * The one way to draw a photo: `srcset` over the stored widths with `sizes`, width and height (the aspect
 * ratio reserves the box before the bytes arrive), lazy and async by default, eager and high priority for
 * the pictures that make up the first view.
 */
export function Photo({
  src,
  alt,
  sizes,
  priority = false,
  smallest = false,
  maxWidth,
  fallbackSize = { width: 640, height: 480 },
  unsized = false,
  className,
  style,
}: PhotoProps) {
  const candidates = photoCandidates(src, maxWidth);
  // The data saver (lib/data-saver.ts) takes the smallest copy everywhere.
  const saver = useDataSaver();
  const offered = smallest || saver ? candidates.slice(0, 1) : candidates;
  // The fallback `src` for browsers without srcset: the 640 copy when there is one.
  const fallback = offered.find((c) => c.width >= 640) ?? offered[offered.length - 1]!;
  const size = src.width && src.height ? { width: src.width, height: src.height } : fallbackSize;
  const eager = priority === true;
  // React puts the preload in the head of the server-rendered page (and ignores a repeat on the client).
  if (priority === "wide")
    preload(fallback.url, {
      as: "image",
      imageSrcSet: offered.length > 1 ? srcSetOf(offered) : undefined,
      imageSizes: offered.length > 1 ? sizes : undefined,
      fetchPriority: "high",
      media: WIDE_MEDIA,
    });
  return (
    <img
      src={fallback.url}
      srcSet={offered.length > 1 ? srcSetOf(offered) : undefined}
      sizes={offered.length > 1 ? sizes : undefined}
      alt={alt}
      width={unsized ? undefined : size.width}
      height={unsized ? undefined : size.height}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "auto" : "async"}
      fetchPriority={eager ? "high" : undefined}
      className={className}
      style={style}
    />
  );
}
