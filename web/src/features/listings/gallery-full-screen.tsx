import { useRef, type TouchEvent } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Photo } from "../../components/ui/photo";
import { rotationTransform } from "./listing-format";
import { arrows, type GalleryState } from "./use-gallery";
import { PhotoArrows } from "./photo-arrows";
import { CloseIcon } from "../../components/ui/close-icon";

/** The gallery's full-screen view: mounted while open (gallery.tsx loads it on the first open). */
export default function FullScreen({ gallery: g, title }: { gallery: GalleryState; title: string }) {
  const touchX = useRef<number | null>(null);
  const m = g.items[g.index];
  if (!m) return null;
  const quarter = m.rotation % 180 !== 0;
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const dx = start === null ? 0 : (e.changedTouches[0]?.clientX ?? start) - start;
    if (Math.abs(dx) > 40) g.go(g.index + (dx < 0 ? 1 : -1), false);
  };
  return (
    <DialogPrimitive.Root open={g.full} onOpenChange={g.setFull}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-900" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onKeyDown={(e) => arrows(e, g, false)}
          onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
          onTouchEnd={onTouchEnd}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          <div className="flex items-center justify-between gap-3 p-3">
            <DialogPrimitive.Title className="truncate text-sm font-medium">
              {title} · photo {g.index + 1} of {g.items.length}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close full screen"
              className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-white/10"
            >
              <CloseIcon className="size-6" />
            </DialogPrimitive.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center overflow-hidden px-2 pb-6">
            <Photo
              key={m.id}
              src={m}
              alt={`Photo ${g.index + 1} of ${title}`}
              sizes="100vw"
              priority
              unsized
              className="object-contain"
              // A quarter-turned photo's width becomes its height on screen, so the limits swap.
              style={
                quarter
                  ? {
                      maxWidth: "calc(100dvh - 8rem)",
                      maxHeight: "calc(100vw - 1rem)",
                      transform: `rotate(${m.rotation}deg)`,
                    }
                  : {
                      maxWidth: "100%",
                      maxHeight: "calc(100dvh - 8rem)",
                      transform: rotationTransform(m.rotation, 1, "contain"),
                    }
              }
            />
            {g.items.length > 1 && <PhotoArrows onStep={(step) => g.go(g.index + step, false)} />}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
