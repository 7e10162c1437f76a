import { groupDigits } from "@contracts/naira";
import { useState, type ReactNode } from "react";
import { TITLE_DOCUMENTS } from "@contracts/listing-rules";
import type { MediaItem } from "@contracts/listing-media";
import type { PropertyDetail } from "@contracts/listings";
import { formatDate } from "../../lib/format";
import { FURNISHING_LABEL, LISTING_TYPE_LABEL } from "./listing-format";
import { ThumbPhoto } from "./cover-photo";
import { TitledSection } from "../../components/ui/titled-section";

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title}>
      <div className="mt-3">{children}</div>
    </TitledSection>
  );
}

export function KeyFacts({ listing: l }: { listing: PropertyDetail }) {
  const facts: [string, string][] = [
    ["Type", l.type.title],
    ["Category", l.category.title],
    ["Listing", LISTING_TYPE_LABEL[l.listingType] ?? l.listingType],
    ["Bedrooms", String(l.bedroom)],
    ["Bathrooms", String(l.bathroom)],
    ["Toilets", String(l.toilets)],
    ["Area", l.area ? `${groupDigits(l.area, 3)} m²` : "Not given"],
    ["Furnishing", FURNISHING_LABEL[l.furnishing] ?? l.furnishing],
    ["Listed on", formatDate(l.createdAt)],
  ];
  return (
    <Section id="facts-title" title="Key facts">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {facts.map(([k, v]) => (
          <div key={k} className="rounded-lg border border-ink-200 bg-white px-3 py-2">
            <dt className="text-xs text-ink-500">{k}</dt>
            <dd className="font-medium text-ink-900">{v}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

const Check = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-4 shrink-0 text-brand-600"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="m5 12 5 5 9-10" />
  </svg>
);

export function Amenities({ amenities }: { amenities: PropertyDetail["amenities"] }) {
  if (amenities.length === 0) return null;
  return (
    <Section id="amenities-title" title="Amenities">
      <ul className="grid grid-cols-1 gap-2 text-sm text-ink-800 sm:grid-cols-2">
        {amenities.map((a) => (
          <li key={a.id} className="flex items-center gap-2">
            <Check />
            {a.title}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function TitleDocuments({ listing }: { listing: PropertyDetail }) {
  const docs = TITLE_DOCUMENTS.filter((d) => listing.titleDocuments.includes(d.code));
  if (docs.length === 0 && listing.listingType !== "sale") return null;
  return (
    <Section id="documents-title" title="Title documents">
      {docs.length ? (
        <ul className="space-y-2 text-sm text-ink-800">
          {docs.map((d) => (
            <li key={d.code} className="flex items-center gap-2">
              <Check />
              {d.label}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-600">
          The lister has not named any title documents. Ask for them before you pay.
        </p>
      )}
      <p className="mt-2 text-xs text-ink-500">Verify documents at the state land registry before paying.</p>
    </Section>
  );
}

export function Rooms({
  rooms,
  media,
  onOpenPhoto,
}: {
  rooms: PropertyDetail["rooms"];
  media: MediaItem[];
  onOpenPhoto: (mediaId: string) => void;
}) {
  if (rooms.length === 0) return null;
  return (
    <Section id="rooms-title" title="Rooms">
      <ul className="space-y-4">
        {rooms.map((r) => {
          const photos = media.filter((m) => m.roomId === r.id);
          return (
            <li key={r.id} className="rounded-xl border border-ink-200 bg-white p-4">
              <h3 className="font-medium text-ink-900">{r.name}</h3>
              {r.description && <p className="mt-1 text-sm text-ink-600">{r.description}</p>}
              {photos.length > 0 && (
                <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
                  {photos.map((m, i) => (
                    <li key={m.id} className="shrink-0">
                      <button
                        type="button"
                        onClick={() => onOpenPhoto(m.id)}
                        aria-label={`View ${r.name} photo ${i + 1} full screen`}
                        className="relative block h-20 w-28 overflow-hidden rounded-md bg-ink-100"
                      >
                        <ThumbPhoto media={m} width={112} height={80} boxAspect={1.4} />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** A YouTube or Vimeo link becomes a player only when tapped: no third-party script or data before that. */
export function videoEmbed(url: string): { provider: "YouTube" | "Vimeo"; src: string } | null {
  const yt = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|shorts\/|embed\/)|youtu\.be\/)([\w-]{6,20})/.exec(url);
  if (yt) return { provider: "YouTube", src: `https://www.youtube-nocookie.com/embed/${yt[1]}?autoplay=1` };
  const vm = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
  if (vm) return { provider: "Vimeo", src: `https://player.vimeo.com/video/${vm[1]}?autoplay=1` };
  return null;
}

/**
 * A third party's frame (a video player, a map) that loads only when asked for, so the page does not fetch it
 * for every visitor: until then a button in its place (`children`) says what it holds.
 */
function FrameOnRequest({ className, frame, children }: { className: string; frame: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  if (shown) return frame;
  return (
    <button type="button" onClick={() => setShown(true)} className={className}>
      {children}
    </button>
  );
}

function Video({ url, index }: { url: string; index: number }) {
  const embed = videoEmbed(url);
  if (!embed)
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
        Watch video {index + 1}
      </a>
    );
  return (
    <div className="aspect-video overflow-hidden rounded-xl bg-ink-900">
      <FrameOnRequest
        className="flex size-full flex-col items-center justify-center gap-2 text-white hover:bg-ink-800"
        frame={
          <iframe
            src={embed.src}
            title={`Video ${index + 1}`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            className="size-full"
          />
        }
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-14" fill="currentColor">
          <path d="M8 5.5v13l11-6.5-11-6.5Z" />
        </svg>
        <span className="text-sm">
          Play video {index + 1} ({embed.provider})
        </span>
      </FrameOnRequest>
    </div>
  );
}

export function Videos({ links }: { links: PropertyDetail["videoLinks"] }) {
  if (links.length === 0) return null;
  return (
    <Section id="videos-title" title="Video tour">
      <div className="grid gap-4 sm:grid-cols-2">
        {links.map((v, i) => (
          <Video key={v.id} url={v.url} index={i} />
        ))}
      </div>
    </Section>
  );
}

export function LocationSection({ listing: l }: { listing: PropertyDetail }) {
  const pin = l.lat !== null && l.lng !== null ? { lat: l.lat, lng: l.lng } : null;
  const d = 0.008;
  return (
    <Section id="location-title" title="Location">
      <address className="text-sm not-italic text-ink-800">
        {l.address}
        <br />
        {[l.locality?.name, l.state.name].filter(Boolean).join(", ")}
      </address>
      {pin && (
        <div className="mt-3">
          <div className="relative h-56 overflow-hidden rounded-xl border border-ink-200 bg-ink-100 sm:h-80">
            <FrameOnRequest
              className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-sm text-ink-700 hover:bg-ink-200/60"
              frame={
                <iframe
                  title={`Map of ${l.address}`}
                  loading="lazy"
                  src={`https://www.openstreetmap.org/export/embed.html?bbox=${pin.lng - d},${pin.lat - d},${pin.lng + d},${pin.lat + d}&layer=mapnik&marker=${pin.lat},${pin.lng}`}
                  className="absolute inset-0 size-full"
                />
              }
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 text-brand-600" fill="currentColor">
                <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z" />
              </svg>
              Show map
            </FrameOnRequest>
          </div>
          <a
            href={`https://www.openstreetmap.org/?mlat=${pin.lat}&mlon=${pin.lng}#map=16/${pin.lat}/${pin.lng}`}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-block text-sm text-brand-700 underline"
          >
            Open in OpenStreetMap
          </a>
        </div>
      )}
    </Section>
  );
}
