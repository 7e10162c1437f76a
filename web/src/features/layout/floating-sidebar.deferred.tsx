import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { cn } from "../../lib/cn";
import { authModalAtom, rememberLastRoute, useUser } from "../auth/session";
import { rememberReturn } from "../auth/return-to";
import { compareAtom } from "../compare/atoms";
import { bottomBarAtom } from "./bottom-bar";
import { cookieNoticeAtom } from "./cookie-notice";

const SAVED = "/dashboard/property/saved-listings";

const ITEM =
  "relative flex min-w-16 flex-col items-center justify-center gap-0.5 rounded-xl px-2 py-1.5 text-[11px] font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600";

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d={d} />
  </svg>
);
const AGENTS = icon(
  "M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M21 19v-1a4 4 0 0 0-3-3.9M15.5 3.1a3.5 3.5 0 0 1 0 6.8",
);
const HEART = icon(
  "M12 20s-7-4.4-9.2-8.8C1.4 8.3 3.2 4.5 6.8 4.5c2 0 3.4 1.1 4.2 2.4h2c.8-1.3 2.2-2.4 4.2-2.4 3.6 0 5.4 3.8 4 6.7C19 15.6 12 20 12 20z",
);
const COMPARE = icon("M8 3v18M16 3v18M3 8h5M16 16h5M3 16h5M16 8h5");

/**
 * SPEC §2's floating side bar on the home page: find agents, saved properties and the compare list, after 150 px
 * of scroll (`FloatingSidebarSlot` loads this chunk then). Wide screens (≥ 1400 px, where the 1280 px page column
 * leaves a margin) get a vertical bar on the right edge, beside the content; narrower screens a small bar at the
 * bottom, above the safe area. It steps aside while the footer is on screen (so it never covers the page's last
 * lines), while the cookie notice shows, and for a contact bar at the bottom.
 */
/** True while the page's footer is on screen. */
function useFooterOnScreen() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const footer = document.querySelector("footer");
    if (!footer || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver(([e]) => setOn(!!e?.isIntersecting));
    io.observe(footer);
    return () => io.disconnect();
  }, []);
  return on;
}

export default function FloatingSidebar() {
  const user = useUser();
  const openModal = useSetAtom(authModalAtom);
  const compare = useAtomValue(compareAtom);
  const notice = useAtomValue(cookieNoticeAtom);
  const bottomBar = useAtomValue(bottomBarAtom);
  const footer = useFooterOnScreen();
  const count = compare.ids.length;

  // Signed out: the sign-in modal, then back to the saved listings.
  const openSaved = () => {
    rememberLastRoute(SAVED);
    rememberReturn(SAVED);
    openModal("login");
  };

  return (
    <nav
      aria-label="Shortcuts"
      className={cn(
        "fixed z-30 flex gap-1 rounded-2xl border border-ink-200 bg-white/95 p-1 shadow-popover backdrop-blur",
        // Narrow: a bottom bar above the safe area (hidden while the cookie notice or a contact bar holds the bottom).
        "bottom-[calc(0.75rem+env(safe-area-inset-bottom,0px))] left-1/2 -translate-x-1/2",
        (notice.show || bottomBar > 0) && "max-[1399px]:hidden",
        footer && "hidden",
        // Wide: vertical, on the right edge, half way down.
        "min-[1400px]:top-1/2 min-[1400px]:right-3 min-[1400px]:bottom-auto min-[1400px]:left-auto min-[1400px]:translate-x-0 min-[1400px]:-translate-y-1/2 min-[1400px]:flex-col",
      )}
    >
      <Link to="/professionals/agents" className={ITEM}>
        {AGENTS}Agents
      </Link>
      {user ? (
        <Link to={SAVED} className={ITEM}>
          {HEART}Saved
        </Link>
      ) : (
        <button
          type="button"
          onClick={openSaved}
          className={ITEM}
          aria-label="Saved (sign in to see your saved listings)"
        >
          {HEART}Saved
        </button>
      )}
      <Link
        to="/dashboard/compare"
        className={ITEM}
        aria-label={`Compare (${count} ${count === 1 ? "listing" : "listings"})`}
      >
        {COMPARE}Compare
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="compare-count"
            className="absolute top-0.5 right-2 grid min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[11px] leading-5 text-white"
          >
            {count}
          </span>
        )}
      </Link>
    </nav>
  );
}
