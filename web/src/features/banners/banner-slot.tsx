import { useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { BANNER_LAYOUT, type BannerPlacement } from "@contracts/banner-rules";
import { bannersQuery } from "./public-api";
import { srcSetOf } from "../../components/ui/photo";

/**
 * The rotating banner ad of the public layouts (SPEC §4, §9): a slide every 15 s, an optional auto-hide after
 * 15 s, a close button whose choice is remembered per banner type (paid or house) in this browser. Its height
 * (30 px on phones, 90 px from md) is in the server-rendered HTML, so nothing below moves; a visitor who closed
 * every type has the slot hidden by a one-line script before the first paint. Only the current slide's picture
 * loads, lazily, at the size of the screen (<picture>, each source's srcset over its right-sized copies). A view is counted once per slide per page by a beacon
 * that never holds the page; a click goes through the worker's redirect, which counts it.
 */
const DISMISSED = "png.banners.dismissed";
const HIDE_SCRIPT = `(function(){try{var s=document.currentScript,e=s&&s.previousElementSibling,d=JSON.parse(localStorage.getItem("${DISMISSED}")||"[]");if(e&&(e.getAttribute("data-kinds")||"").split(" ").every(function(k){return d.indexOf(k)>=0}))e.setAttribute("data-dismissed","")}catch(x){}})()`;

const readDismissed = (): string[] => {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(DISMISSED) ?? "[]");
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
};

/** Views counted in this page (per slide): a slide seen again after rotating round is not counted twice. */
const counted = new Set<string>();
function countView(id: string) {
  if (counted.has(id)) return;
  counted.add(id);
  const url = `/v1/banners/${encodeURIComponent(id)}/impression`;
  if (!navigator.sendBeacon?.(url)) void fetch(url, { method: "POST", keepalive: true }).catch(() => undefined);
}

/** A `<source>`'s candidates: the picture's right-sized copies (it is drawn full width), else its original alone. */
const srcSetOr = (url: string, sizes: readonly { width: number; url: string }[]) =>
  sizes.length ? srcSetOf(sizes) : url;

/** Black or white text, whichever reads on the button's colour. */
function textOn(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  const lum = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return lum > 0.6 ? "#111827" : "#ffffff";
}

export function BannerSlot({ placement, autoHide = false }: { placement: BannerPlacement; autoHide?: boolean }) {
  const { data } = useQuery(bannersQuery(placement));
  const [dismissed, setDismissed] = useState<string[] | null>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => setDismissed(readDismissed()), []);

  const all = data?.data ?? [];
  const slides = dismissed ? all.filter((s) => !dismissed.includes(s.kind)) : all;
  const slide = slides.length ? slides[index % slides.length] : undefined;

  useEffect(() => {
    if (slides.length < 2 || paused) return;
    const t = setInterval(() => setIndex((i) => i + 1), BANNER_LAYOUT.slideMs);
    return () => clearInterval(t);
  }, [slides.length, paused]);

  useEffect(() => {
    if (!autoHide) return;
    const t = setTimeout(() => setHidden(true), BANNER_LAYOUT.autoHideMs);
    return () => clearTimeout(t);
  }, [autoHide]);

  // Counted when at least half the slide is on screen while the tab is visible.
  useEffect(() => {
    const el = box.current;
    if (!slide || !el || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver(
      ([e]) => {
        if (e?.isIntersecting && document.visibilityState === "visible") countView(slide.id);
      },
      { threshold: 0.5 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [slide]);

  if (!all.length || hidden || (dismissed && !slide)) return null;
  if (!slide) return null;
  const kinds = [...new Set(all.map((s) => s.kind))].join(" ");
  const close = () => {
    const next = [...new Set([...(dismissed ?? []), slide.kind])];
    try {
      localStorage.setItem(DISMISSED, JSON.stringify(next));
    } catch {
      /* private mode: hidden for this page only */
    }
    setDismissed(next);
  };
  return (
    <>
      <div
        ref={box}
        data-kinds={kinds}
        suppressHydrationWarning
        role="region"
        aria-roledescription="carousel"
        aria-label="Advertisement"
        className="relative h-[30px] overflow-hidden bg-brand-900 text-white data-[dismissed]:hidden md:h-[90px]"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <a
          href={slide.clickUrl}
          rel="sponsored noopener"
          className="group absolute inset-0 flex items-center focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white"
          data-testid="banner-ad"
        >
          <picture>
            {slide.mobileImage && (
              <source
                media={`(max-width: ${BANNER_LAYOUT.mobileMaxPx}px)`}
                srcSet={srcSetOr(slide.mobileImage, slide.mobileImageSizes)}
                sizes="100vw"
              />
            )}
            {slide.tabletImage && (
              <source
                media={`(max-width: ${BANNER_LAYOUT.tabletMaxPx}px)`}
                srcSet={srcSetOr(slide.tabletImage, slide.tabletImageSizes)}
                sizes="100vw"
              />
            )}
            <img
              src={slide.image}
              srcSet={slide.imageSizes.length ? srcSetOf(slide.imageSizes) : undefined}
              sizes={slide.imageSizes.length ? "100vw" : undefined}
              alt=""
              loading="lazy"
              decoding="async"
              width={1280}
              height={90}
              className="absolute inset-0 h-full w-full object-cover"
            />
          </picture>
          <span className="absolute inset-0 bg-gradient-to-r from-black/75 via-black/55 to-black/20" aria-hidden />
          <span className="relative mx-auto flex w-full max-w-7xl items-center justify-between gap-3 px-4 pr-10">
            <span className="min-w-0">
              <span className="block truncate text-xs font-semibold md:text-lg">{slide.title}</span>
              {slide.description && (
                <span className="hidden truncate text-sm text-white/90 md:block">{slide.description}</span>
              )}
            </span>
            <span
              className="shrink-0 rounded border px-2 text-xs leading-5 font-semibold md:rounded-md md:px-4 md:py-1.5 md:text-sm"
              style={{
                background: slide.ctaBackgroundColor,
                borderColor: slide.ctaBorderColor,
                color: textOn(slide.ctaBackgroundColor),
              }}
            >
              {slide.ctaText}
            </span>
          </span>
          <span className="sr-only">(advert{slide.kind === "house" ? " from PropertyNG" : ""})</span>
        </a>
        <span className="absolute top-0 left-1 hidden text-[10px] leading-4 text-white/80 md:block" aria-hidden>
          Ad
        </span>
        <button
          type="button"
          onClick={close}
          aria-label="Hide this ad"
          className="absolute top-1/2 right-1 flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-full text-lg leading-none text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
        >
          ×
        </button>
      </div>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HIDE_SCRIPT }} />
    </>
  );
}
