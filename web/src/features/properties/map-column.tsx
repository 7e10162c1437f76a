import { lazy, Suspense, useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { notOnServer } from "../../lib/client-only";
import type { CardListing } from "../listings/card-media";
import type { Bounds } from "../listings/search-params";

// Leaflet and its CSS: a chunk of their own, fetched after hydration (desktop) or when the Map switch is
// pressed (phones); never in the server render or the entry bundle.
const ResultsMap = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("../search/results-map")));

const DESKTOP = "(min-width: 1024px)";

/**
 * The map beside the results: Leaflet once wanted (and its settings are in), a button instead while the data
 * saver holds it back on a desktop, and a placeholder of the same size meanwhile.
 */
export function MapColumn({
  wanted,
  config,
  heldBack,
  onAsk,
  listings,
  bbox,
  activeId,
  onMarker,
  onOpen,
  onSearchArea,
}: {
  wanted: boolean;
  config: { tileUrl: string; attribution: string } | undefined;
  heldBack: boolean;
  onAsk: () => void;
  listings: CardListing[];
  bbox: string | undefined;
  activeId: string | null;
  onMarker: (id: string) => void;
  onOpen: (slug: string) => void;
  onSearchArea: (b: Bounds) => void;
}) {
  if (wanted && config)
    return (
      <Suspense fallback={<MapPlaceholder />}>
        <ResultsMap
          listings={listings}
          tileUrl={config.tileUrl}
          attribution={config.attribution}
          bounds={bbox ? boundsMemo(bbox) : undefined}
          activeId={activeId}
          onMarker={onMarker}
          onOpen={onOpen}
          onSearchArea={onSearchArea}
        />
      </Suspense>
    );
  if (heldBack)
    return (
      <div className="grid size-full place-items-center p-4 text-center text-sm text-ink-600">
        <div>
          <p>The data saver is on: the map loads when you ask.</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={onAsk}>
            Show the map
          </Button>
        </div>
      </div>
    );
  return <MapPlaceholder />;
}

/** The map's box before Leaflet arrives (same size: nothing moves). */
function MapPlaceholder() {
  return <div className="grid size-full place-items-center text-sm text-ink-600">Loading map…</div>;
}

// One Bounds object per bbox text, so the map does not refit on every render.
const boundsCache = new Map<string, Bounds>();
function boundsMemo(bbox: string): Bounds {
  let b = boundsCache.get(bbox);
  if (!b) {
    const [south, west, north, east] = bbox.split(",").map(Number) as [number, number, number, number];
    b = { south, west, north, east };
    boundsCache.set(bbox, b);
  }
  return b;
}

/** false in the server render and the first client render (no mismatch), then the real width. */
export function useDesktop() {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia(DESKTOP);
    const update = () => setDesktop(mq.matches);
    update();
    mq.addEventListener("change", update);
    return () => mq.removeEventListener("change", update);
  }, []);
  return desktop;
}
