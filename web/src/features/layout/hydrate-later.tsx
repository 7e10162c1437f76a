import {
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { afterHydrationIdle } from "./document";

/** A promise React's `use` can read synchronously once settled (React's thenable fields `status` and `value`). */
type Gate = Promise<void> & { status?: "fulfilled"; value?: undefined; open: () => void };

function makeGate(): Gate {
  let resolve!: () => void;
  const gate = new Promise<void>((r) => (resolve = r)) as Gate;
  gate.open = () => {
    if (gate.status === "fulfilled") return;
    // Marked as React's `use` reads a settled thenable: a render after this line goes through without waiting.
    gate.status = "fulfilled";
    gate.value = undefined;
    resolve();
  };
  return gate;
}

const noSubscribe = () => () => undefined;
/** True while React hydrates server HTML (and on the server), false in any later render in the browser. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );

function Wait({ gate, onLive, children }: { gate: Gate | null; onLive: () => void; children: ReactNode }) {
  if (gate) use(gate as Promise<void>);
  // Runs once this part is hydrated (or drawn): from then on it renders what the page passes now.
  useEffect(onLive, [onLive]);
  return <>{children}</>;
}

/**
 * Pointer, touch, focus, a key or a change on the part: the visitor reaches for it, React makes it live at once
 * (a choice made meanwhile is held by the tap buffer and replayed once it is).
 */
const REACH = ["pointerdown", "pointerover", "touchstart", "focusin", "keydown", "input", "change", "click"] as const;

/**
 * A part of a server-rendered page that React hydrates later than the page: when the visitor reaches for it
 * (pointer over or down, touch, focus, a key), when the page re-renders it, or once the main thread is idle a
 * few seconds after the page hydrated — whichever comes first. Until then its server HTML stays exactly as it
 * is (a Suspense boundary React leaves dehydrated): nothing moves, every label, link and test id is there, and
 * links and native controls work. Taps in that moment are held by the page's tap buffer
 * (features/layout/tap-buffer.tsx) and replayed once the part is React's. In a page drawn in the browser
 * (navigations) it renders its children at once.
 *
 * For parts that are big to hydrate and not needed in the first seconds: the search filters and results, a
 * listing's gallery.
 * The wrapper is a `display: contents` element: it adds no box.
 */
export function HydrateLater({ children, idleDelayMs = 3000 }: { children: ReactNode; idleDelayMs?: number }) {
  const hydrating = useHydrating();
  const [gate] = useState(() => (hydrating && typeof document !== "undefined" ? makeGate() : null));
  const [live, setLive] = useState(!gate);
  const onLive = useCallback(() => setLive(true), []);
  // Until it is hydrated the boundary gets the very element it was hydrated with (the server HTML's props): an
  // update reaching a dehydrated boundary would make React throw its HTML away and draw it afresh (a shift).
  // Rendered again with new props meanwhile: hydrate now; the new props follow once it is React's.
  const [first] = useState(children);
  if (gate && !live && children !== first) gate.open();
  const shown = live ? children : first;
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Wait gate={gate} onLive={onLive}>
          {shown}
        </Wait>
      </Suspense>
    ),
    [gate, onLive, shown],
  );
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = spot.current;
    if (!gate || gate.status === "fulfilled" || !el) return;
    const open = () => gate.open();
    for (const type of REACH) el.addEventListener(type, open, { capture: true, passive: true, once: true });
    afterHydrationIdle(open, idleDelayMs);
    return () => {
      for (const type of REACH) el.removeEventListener(type, open, { capture: true });
    };
  }, [gate, idleDelayMs]);
  return (
    <div ref={spot} className="contents" data-hydrate-later="">
      {boundary}
    </div>
  );
}
