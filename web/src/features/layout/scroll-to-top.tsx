import { useAtomValue } from "jotai";
import { bottomBarAtom, ownScrollTopAtom } from "./bottom-bar";
import { useScrolledPast } from "./use-scrolled";

/**
 * After 150 px (SPEC §9). It sits above the phone's bottom bars: the floating side bar (bottom-3, 3.5 rem
 * tall) and any bar whose height `bottomBarAtom` holds. A page whose bottom bar has its own (the listing page's
 * contact bar on phones: `ownScrollTopAtom`) gets none floating over its content.
 */
export function ScrollToTop() {
  const show = useScrolledPast();
  const bar = useAtomValue(bottomBarAtom);
  const own = useAtomValue(ownScrollTopAtom);
  if (!show || own) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={toTop}
      style={{ bottom: bar > 0 ? `${bar + 12}px` : "calc(5rem + env(safe-area-inset-bottom, 0px))" }}
      className="fixed right-4 z-30 grid size-11 place-items-center rounded-full bg-brand-600 text-white shadow-popover hover:bg-brand-700"
    >
      <UpArrow />
    </button>
  );
}

export const toTop = () => window.scrollTo({ top: 0, behavior: "smooth" });

export function UpArrow() {
  return (
    <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden>
      <path d="M10 4l6 6-1.4 1.4L11 7.8V16H9V7.8l-3.6 3.6L4 10z" />
    </svg>
  );
}
