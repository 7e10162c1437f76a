import { BANNER_PLACEMENT_LABELS, BANNER_PLACEMENTS } from "@contracts/banner-rules";
import { BANNER_LAYOUT } from "./banner-sizes";

// The placements a banner can be bought for (contracts/banner-rules.ts), in the words the create form uses.
const PLACEMENTS = BANNER_PLACEMENTS.map((p) => ({
  name: BANNER_PLACEMENT_LABELS[p].name,
  where: BANNER_PLACEMENT_LABELS[p].where,
}));

/** A banner on each screen class: its widest screen, its height there, and a headline of a length that fits. */
const SIZES = [
  {
    label: "Desktop",
    width: "1280px",
    height: BANNER_LAYOUT.heightPx,
    headline: "New 3-bedroom terraces in Lekki: 10% deposit, 24 months to pay",
  },
  {
    label: "Tablet",
    width: `${BANNER_LAYOUT.tabletMaxPx}px`,
    height: BANNER_LAYOUT.heightPx,
    headline: "New 3-bedroom terraces in Lekki",
  },
  { label: "Phone", width: "360px", height: BANNER_LAYOUT.smallHeightPx, headline: "Lekki terraces, 10% deposit" },
];

/** One banner drawn at its real height for a screen class, so an advertiser sees what fits. */
function Example({
  label,
  width,
  height,
  headline,
}: {
  label: string;
  width: string;
  height: number;
  headline: string;
}) {
  return (
    <figure className="mt-4">
      <div
        className="mx-auto flex items-center justify-between gap-3 overflow-hidden rounded-lg bg-brand-800 px-4 text-white"
        style={{ maxWidth: width, height }}
      >
        <span className={height < 40 ? "truncate text-xs font-semibold" : "truncate font-semibold"}>{headline}</span>
        <span
          className={
            height < 40
              ? "shrink-0 rounded bg-white px-2 text-xs font-semibold text-brand-800"
              : "shrink-0 rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-brand-800"
          }
        >
          View homes
        </span>
      </div>
      <figcaption className="mt-2 text-center text-sm text-ink-600">
        {label}: {height} px high, up to {width} wide
      </figcaption>
    </figure>
  );
}

/** /banner-examples (SPEC §2, §9): the sizes and places a banner ad takes, drawn statically. */
export function BannerExamplesPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">Banner ad sizes and placements</h1>
      <p className="mt-2 max-w-2xl text-ink-600">
        A banner rotates every {BANNER_LAYOUT.slideMs / 1000} seconds with the others of its placement, and a visitor
        can hide it. Its height is reserved before it loads, so it never pushes the page around. Send three pictures:
        one for phones (up to {BANNER_LAYOUT.mobileMaxPx} px wide), one for tablets (up to {BANNER_LAYOUT.tabletMaxPx}{" "}
        px) and one for larger screens.
      </p>
      <h2 className="mt-10 text-xl font-semibold text-ink-900">Sizes</h2>
      {SIZES.map((size) => (
        <Example key={size.label} {...size} />
      ))}
      <h2 className="mt-10 text-xl font-semibold text-ink-900">Placements</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {PLACEMENTS.map((p) => (
          <li key={p.name} className="rounded-xl border border-ink-200 bg-white p-5">
            <h3 className="font-semibold text-ink-900">{p.name}</h3>
            <p className="mt-1 text-sm text-ink-600">{p.where}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
