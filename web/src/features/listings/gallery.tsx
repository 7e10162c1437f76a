import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { PhotoPlaceholder } from "./icons";
import { notOnServer } from "../../lib/client-only";
import { arrows, type GalleryState } from "./use-gallery";
import { PhotoArrows } from "./photo-arrows";
import { CoverPhoto, ThumbPhoto } from "./cover-photo";

/** The gallery box is 3:2 on every screen; quarter-turned photos are scaled to keep covering it. */
const ASPECT = 3 / 2;

// The full-screen view (a Radix dialog) loads when a photo is first opened, not with the listing page.
const FullScreen = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("./gallery-full-screen")));

/** The inline carousel is the page's width on a phone and about 860 px in the desktop layout. */
const HERO_SIZES = "(min-width: 1024px) 860px, 100vw";

/**
 * Which slides may hold their photo: the one on screen and its neighbours (so a swipe lands on a loaded
 * picture), plus any already shown. The others stay empty boxes, so a listing with 30 photos costs two. While
 * the page loads only the first photo is fetched (the second would compete with it for a slow phone's
 * bandwidth): the next one joins once the page has loaded, or at once when the visitor reaches for the gallery.
 */
function useShownSlides(index: number, count: number) {
  const [shown, setShown] = useState(() => new Set([0]));
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    if (warm) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => (timer = setTimeout(() => setWarm(true), 500));
    if (document.readyState === "complete") later();
    else window.addEventListener("load", later, { once: true });
    return () => {
      window.removeEventListener("load", later);
      clearTimeout(timer);
    };
  }, [warm]);
  // On the first photo the one before it is the last (reached only by "Previous"): fetched when asked for.
  const wanted = index === 0 ? (warm ? [0, 1 % Math.max(count, 1)] : [0]) : [index, (index + 1) % count, index - 1];
  if (count > 0 && wanted.some((i) => !shown.has(i))) setShown(new Set([...shown, ...wanted]));
  return { shown, warmUp: () => setWarm(true) };
}

export function Gallery({ gallery: g, title }: { gallery: GalleryState; title: string }) {
  const count = g.items.length;
  const track = useRef<HTMLDivElement>(null);
  const { shown, warmUp } = useShownSlides(g.index, count);
  const request = g.scrollTo;
  useEffect(() => {
    const el = track.current;
    if (el && request)
      el.scrollTo({ left: request.index * el.clientWidth, behavior: request.smooth ? "smooth" : "instant" });
  }, [request]);
  if (count === 0) {
    return (
      <div className="relative aspect-[3/2] overflow-hidden rounded-xl bg-ink-100">
        <PhotoPlaceholder />
      </div>
    );
  }
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      tabIndex={0}
      onKeyDown={(e) => arrows(e, g, true)}
      onPointerEnter={warmUp}
      onTouchStart={warmUp}
      onFocus={warmUp}
      className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <div className="relative">
        <div
          ref={track}
          onScroll={(e) => g.setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
          className="flex aspect-[3/2] snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl bg-ink-100 [scrollbar-width:none]"
        >
          {g.items.map((m, i) => (
            <button
              key={m.id}
              type="button"
              onClick={() => {
                g.go(i, false);
                g.setFull(true);
              }}
              aria-label={`View photo ${i + 1} of ${count} full screen`}
              className="relative h-full w-full shrink-0 snap-center overflow-hidden"
            >
              {shown.has(i) && (
                <CoverPhoto
                  media={m}
                  alt=""
                  sizes={HERO_SIZES}
                  priority={i === 0}
                  fallbackSize={{ width: 1200, height: 800 }}
                  boxAspect={ASPECT}
                />
              )}
            </button>
          ))}
        </div>
        {count > 1 && <PhotoArrows onStep={(step) => g.go(g.index + step)} className="hidden sm:grid" />}
        <span
          className="absolute bottom-3 right-3 rounded-full bg-ink-900/75 px-2.5 py-1 text-xs font-medium text-white"
          aria-live="polite"
        >
          {g.index + 1} / {count}
        </span>
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]" aria-label="Thumbnails">
          {g.items.map((m, i) => (
            <li key={m.id} className="shrink-0">
              <button
                type="button"
                onClick={() => g.go(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === g.index || undefined}
                className={cn(
                  "relative block h-14 w-20 overflow-hidden rounded-md border-2 sm:h-16 sm:w-24",
                  i === g.index ? "border-brand-600" : "border-transparent opacity-80 hover:opacity-100",
                )}
              >
                <ThumbPhoto media={m} width={96} height={64} boxAspect={ASPECT} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {g.full && (
        <Suspense fallback={null}>
          <FullScreen gallery={g} title={title} />
        </Suspense>
      )}
    </section>
  );
}
