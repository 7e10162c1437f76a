import { useEffect, useRef, useState } from "react";
import L from "leaflet";
import "leaflet.markercluster";
import "./leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "./results-map.css";
import type { CardListing } from "../listings/card-media";
import { Button } from "../../components/ui/button";
import { shortNaira } from "../listings/search-describe";
import type { Bounds } from "../listings/search-params";

/** Nigeria, when there is nothing to show yet. */
const NIGERIA: L.LatLngTuple = [9.08, 8.68];

export type ResultsMapProps = {
  listings: CardListing[];
  tileUrl: string;
  attribution: string;
  /** The searched map area (bbox in the URL): the view stays there instead of fitting the markers. */
  bounds?: Bounds;
  activeId: string | null;
  onMarker: (id: string) => void;
  onOpen: (slug: string) => void;
  onSearchArea: (b: Bounds) => void;
};

const located = (l: CardListing): l is CardListing & { lat: number; lng: number } =>
  typeof l.lat === "number" && typeof l.lng === "number";

function popupOf(l: CardListing, onOpen: (slug: string) => void) {
  const box = document.createElement("div");
  box.className = "pm-popup";
  const cover = l.propertyMedia.find((m) => m.primaryImage) ?? l.propertyMedia[0];
  if (cover) {
    const img = document.createElement("img");
    img.src = cover.thumbnailMdUrl;
    img.alt = "";
    img.loading = "lazy";
    box.append(img);
  }
  const price = document.createElement("p");
  price.textContent = `₦${shortNaira(Math.round(l.priceKobo / 100))}`;
  const link = document.createElement("a");
  link.href = `/properties/property/${encodeURIComponent(l.slug)}`;
  link.textContent = l.title;
  link.addEventListener("click", (e) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onOpen(l.slug);
  });
  box.append(price, link);
  return box;
}

/**
 * The results on a Leaflet map (loaded lazily, only on the properties pages): one ₦ price marker per result
 * of the page, clustered when dense. The markers follow the results; moving the map shows "Search this area".
 */
export default function ResultsMap({
  listings,
  tileUrl,
  attribution,
  bounds,
  activeId,
  onMarker,
  onOpen,
  onSearchArea,
}: ResultsMapProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const clusterRef = useRef<L.MarkerClusterGroup | null>(null);
  const markersRef = useRef(new Map<string, L.Marker>());
  // Moves the code makes (fitting the results) never offer "Search this area"; the person's do.
  const programmatic = useRef(0);
  const [moved, setMoved] = useState(false);
  const handlers = useRef({ onMarker, onOpen });
  useEffect(() => {
    handlers.current = { onMarker, onOpen };
  });

  useEffect(() => {
    const map = L.map(boxRef.current!, { center: NIGERIA, zoom: 6, zoomControl: true, attributionControl: true });
    L.tileLayer(tileUrl, { attribution, maxZoom: 19, subdomains: "abc" }).addTo(map);
    const cluster = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 48,
      iconCreateFunction: (c) =>
        L.divIcon({
          html: `<span class="pm-cluster">${c.getChildCount()}</span>`,
          className: "pm-icon",
          iconSize: L.point(40, 40),
          iconAnchor: L.point(20, 20),
        }),
    });
    map.addLayer(cluster);
    map.on("moveend", () => {
      if (programmatic.current > 0) programmatic.current -= 1;
      else setMoved(true);
    });
    mapRef.current = map;
    clusterRef.current = cluster;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tileUrl, attribution]);

  // The markers follow the results.
  useEffect(() => {
    const map = mapRef.current;
    const cluster = clusterRef.current;
    if (!map || !cluster) return;
    cluster.clearLayers();
    markersRef.current.clear();
    const points = listings.filter(located);
    for (const l of points) {
      const label = `₦${shortNaira(Math.round(l.priceKobo / 100))}`;
      const icon = L.divIcon({
        html: `<span class="pm-price" data-id="${l.id}">${label}</span>`,
        className: "pm-icon",
        iconSize: undefined,
      });
      const marker = L.marker([l.lat, l.lng], {
        icon,
        title: `${label}: ${l.title}`,
        keyboard: true,
        riseOnHover: true,
      });
      marker.bindPopup(() => popupOf(l, (slug) => handlers.current.onOpen(slug)), {
        minWidth: 180,
        autoPanPadding: L.point(24, 24),
      });
      marker.on("click", () => handlers.current.onMarker(l.id));
      marker.on("keypress", (e: L.LeafletKeyboardEvent) => {
        if (e.originalEvent.key === "Enter") handlers.current.onMarker(l.id);
      });
      cluster.addLayer(marker);
      markersRef.current.set(l.id, marker);
    }
    programmatic.current += 1;
    if (bounds)
      map.fitBounds(
        [
          [bounds.south, bounds.west],
          [bounds.north, bounds.east],
        ],
        { animate: false },
      );
    else if (points.length)
      map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as L.LatLngTuple)), {
        padding: [56, 56],
        maxZoom: 15,
        animate: false,
      });
    else programmatic.current -= 1;
    setMoved(false);
  }, [listings, bounds]);

  // The card picked in the list (or by a marker) shows as a dark marker.
  useEffect(() => {
    boxRef.current
      ?.querySelectorAll<HTMLElement>(".pm-price")
      .forEach((el) => (el.dataset.active = String(el.dataset.id === activeId)));
  }, [activeId, listings]);

  return (
    <div className="relative size-full">
      <div ref={boxRef} className="size-full" role="region" aria-label="Map of the results" data-testid="results-map" />
      {moved && (
        <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
          <Button
            size="sm"
            className="pointer-events-auto shadow-lg"
            onClick={() => {
              const b = mapRef.current!.getBounds();
              setMoved(false);
              onSearchArea({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() });
            }}
          >
            Search this area
          </Button>
        </div>
      )}
    </div>
  );
}
