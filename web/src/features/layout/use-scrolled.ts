import { useEffect, useState } from "react";
import { LIMITS } from "@contracts/constants";

/** True once the page is scrolled past SPEC.md §9's 150 px threshold. */
export function useScrolledPast(threshold: number = LIMITS.scrollThresholdPx) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return past;
}
