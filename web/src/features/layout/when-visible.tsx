import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Renders its children once the spot comes within `margin` of the screen: below-the-fold sections (and their
 * code and data) are not part of the first view on a phone. Server and first client render show nothing.
 */
export function WhenVisible({
  children,
  margin = "400px",
  reserve,
}: {
  children: ReactNode;
  margin?: string;
  reserve?: string;
}) {
  const spot = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = spot.current;
    if (!el || seen) return;
    if (typeof IntersectionObserver === "undefined") return setSeen(true);
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [seen, margin]);
  // `reserve`: min-height classes holding the section's height (per breakpoint) before and while it loads, so
  // nothing below it moves when it arrives. Kept after, so a late chunk or answer shifts nothing.
  if (reserve)
    return (
      <div ref={seen ? undefined : spot} className={reserve}>
        {seen ? children : null}
      </div>
    );
  return seen ? <>{children}</> : <div ref={spot} aria-hidden="true" />;
}
