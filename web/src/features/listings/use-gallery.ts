import { useCallback, useState, type KeyboardEvent } from "react";
import type { MediaItem } from "@contracts/listing-media";

// The gallery's state and keys, shared by the inline carousel and the lazily loaded full-screen view (which
// imports them from here, not from the carousel that loads it).

export type GalleryState = ReturnType<typeof useGallery>;

/** One index shared by the inline carousel, its thumbnails, the room photos and the full-screen view. */
export function useGallery(items: MediaItem[]) {
  const [index, setIndex] = useState(0);
  const [full, setFull] = useState(false);
  // The carousel scrolls when asked to (not whenever the index changes, which would fight a swipe).
  const [scrollTo, setScrollTo] = useState<{ index: number; smooth: boolean } | null>(null);
  const go = useCallback(
    (i: number, smooth = true) => {
      if (items.length === 0) return;
      const n = (i + items.length) % items.length;
      setIndex(n);
      setScrollTo({ index: n, smooth });
    },
    [items.length],
  );
  const openAt = useCallback(
    (mediaId: string) => {
      go(
        Math.max(
          0,
          items.findIndex((m) => m.id === mediaId),
        ),
        false,
      );
      setFull(true);
    },
    [go, items],
  );
  return { items, index, setIndex, full, setFull, go, openAt, scrollTo };
}

export function arrows(e: KeyboardEvent, g: GalleryState, smooth: boolean) {
  // The full-screen view is portalled but React still bubbles its keys to the inline carousel.
  if (e.defaultPrevented) return;
  if (e.key === "ArrowRight") g.go(g.index + 1, smooth);
  else if (e.key === "ArrowLeft") g.go(g.index - 1, smooth);
  else return;
  e.preventDefault();
}

export const navButton =
  "absolute top-1/2 z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink-900 shadow-card hover:bg-white";
