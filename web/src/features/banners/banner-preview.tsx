import { BANNER_LAYOUT } from "@contracts/banner-rules";

export type PreviewContent = {
  title: string;
  description: string;
  ctaText: string;
  ctaBackgroundColor: string;
  ctaBorderColor: string;
  image: string | null;
  mobileImage: string | null;
  tabletImage: string | null;
};

const textOn = (hex: string) => {
  const n = /^#[0-9a-f]{6}$/i.test(hex) ? parseInt(hex.slice(1), 16) : 0;
  const lum = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return lum > 0.6 ? "#111827" : "#ffffff";
};

/** One banner drawn as the public slot draws it, at a screen's real height (90 px, or 30 px on phones). */
function Frame({ c, phone }: { c: PreviewContent; phone: boolean }) {
  const img = phone ? (c.mobileImage ?? c.image) : c.image;
  const height = phone ? BANNER_LAYOUT.smallHeightPx : BANNER_LAYOUT.heightPx;
  return (
    <div
      className="relative overflow-hidden rounded-md bg-brand-900 text-white"
      style={{ height, maxWidth: phone ? 360 : undefined }}
    >
      {img && <img src={img} alt="" className="absolute inset-0 h-full w-full object-cover" />}
      <span className="absolute inset-0 bg-gradient-to-r from-black/75 via-black/55 to-black/20" aria-hidden />
      <span className="relative flex h-full items-center justify-between gap-3 px-3 pr-8">
        <span className="min-w-0">
          <span className={phone ? "block truncate text-xs font-semibold" : "block truncate text-lg font-semibold"}>
            {c.title || "Your title"}
          </span>
          {!phone && c.description && <span className="block truncate text-sm text-white/90">{c.description}</span>}
        </span>
        <span
          className={
            phone
              ? "shrink-0 rounded border px-2 text-xs leading-5 font-semibold"
              : "shrink-0 rounded-md border px-4 py-1.5 text-sm font-semibold"
          }
          style={{
            background: c.ctaBackgroundColor,
            borderColor: c.ctaBorderColor,
            color: textOn(c.ctaBackgroundColor),
          }}
        >
          {c.ctaText || "Button"}
        </span>
      </span>
    </div>
  );
}

/** The live preview of the banner forms: large screens (90 px) and phones (30 px). */
export function BannerPreview({ content }: { content: PreviewContent }) {
  return (
    <figure className="space-y-3" aria-label="Preview">
      <div>
        <p className="mb-1 text-xs font-medium text-ink-600">
          Tablets and computers · {BANNER_LAYOUT.heightPx} px high
        </p>
        <Frame c={content} phone={false} />
      </div>
      <div>
        <p className="mb-1 text-xs font-medium text-ink-600">Phones · {BANNER_LAYOUT.smallHeightPx} px high</p>
        <Frame c={content} phone />
      </div>
    </figure>
  );
}

/** The forms' preview column: headed, and sticky beside the form on large screens. */
export function BannerPreviewPane({ content }: { content: PreviewContent }) {
  return (
    <div className="lg:sticky lg:top-4 lg:self-start">
      <h2 className="mb-2 text-sm font-semibold text-ink-900">Preview</h2>
      <BannerPreview content={content} />
    </div>
  );
}
