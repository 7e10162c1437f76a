import { useEffect, useRef, useState } from "react";
import { useRouter } from "@tanstack/react-router";

/**
 * A list's search box: what is typed goes into the page's URL (through `apply`) after a 300 ms pause, so the
 * list is read once per word, not per key. Returns the box's text and its setter.
 *
 * The pause ends after the visitor may have tapped a row: if by then the router is taking them to another page,
 * the search is dropped. Applying it would navigate back to the list over the page they opened (a moderator's
 * tap on a user found by search would land on the list again), and start a read of the list that races their
 * next action there. `apply` is read when the pause ends, so it sees the page's latest filters.
 */
export function useTypedSearch(
  inUrl: string | undefined,
  apply: (text: string | undefined) => void,
  normalise: (text: string) => string = (t) => t,
) {
  const router = useRouter();
  const [text, setText] = useState(inUrl ?? "");
  const latest = useRef({ apply, normalise });
  useEffect(() => {
    latest.current = { apply, normalise };
  });
  useEffect(() => {
    const wanted = latest.current.normalise(text);
    if ((inUrl ?? "") === wanted) return;
    const t = setTimeout(() => {
      const { location, resolvedLocation } = router.state;
      if (resolvedLocation && location.pathname !== resolvedLocation.pathname) return;
      latest.current.apply(wanted || undefined);
    }, 300);
    return () => clearTimeout(t);
  }, [text, inUrl, router]);
  return [text, setText] as const;
}
