import { groupDigits } from "@contracts/naira";
import { LIMITS } from "@contracts/constants";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import { formatNaira, truncate } from "../../lib/format";
import { FavoriteButton } from "./favorite-button";
import { CompareToggle } from "../compare/compare-toggle";
import { confirmedAgo, formatPrice, listerLabel, primaryMedia } from "./listing-format";
import { PhotoPlaceholder, VerifiedIcon } from "./icons";
import { CARD_MAX_WIDTH, cardCopies, type CardListing, type CardMedia } from "./card-media";

import type { CardVariant } from "./listing-card-skeleton";
import { RatingSummary } from "../reviews/stars";
import { CoverPhoto } from "./cover-photo";
import type { PhotoProps } from "../../components/ui/photo";
import { ListingLink } from "./listing-link";
import { PriceDrop } from "./price-drop";
import { CardPriceBand } from "./price-band";

export type { CardVariant };

/** Cards whose photos are part of the first view from two cards a row up (`sm`); on a phone only the first is. */
export const FIRST_VIEW_CARDS = 2;

/**
 * The `priority` of a search page's card `i`: the first card's photo is in the first view at every width, the
 * second's only where cards sit two to a row (on a phone it is below or at the fold: a lazy picture there).
 */
export const firstViewPriority = (i: number): PhotoProps["priority"] =>
  i === 0 ? true : i < FIRST_VIEW_CARDS ? "wide" : false;

/** The card's picture box is 4:3 whatever the photo, so nothing moves when images arrive. */
const ASPECT = 4 / 3;

function coverOf(media: readonly CardMedia[]): CardMedia | null {
  try {
    return primaryMedia(media);
  } catch {
    // A listing without photos still deserves a card: show a neutral placeholder instead.
    return null;
  }
}

/** A card is at most ~420 CSS px wide (one column on a phone, 2–4 columns above): the 640 copy is enough. */
const CARD_SIZES = "(min-width: 1280px) 420px, (min-width: 640px) 50vw, 100vw";
/** The list row's photo: 128–160 px on a phone, 288 px above (its w-32 / min-[400px]:w-40 / sm:w-72 box). */
const LIST_SIZES = "(min-width: 640px) 288px, 160px";

export function CardImage({
  media,
  alt,
  className,
  priority = false,
  list = false,
  count,
}: {
  media: readonly CardMedia[];
  alt: string;
  className?: string;
  priority?: PhotoProps["priority"];
  list?: boolean;
  /** How many photos the listing has (a card carries only the one it shows). */
  count?: number;
}) {
  const cover = coverOf(media);
  return (
    <div className={cn("relative aspect-[4/3] overflow-hidden bg-ink-100", className)}>
      {cover ? (
        <CoverPhoto
          media={{ ...cover, url: cover.url ?? cover.thumbnailMdUrl, sizes: cardCopies(cover) }}
          alt={alt}
          sizes={list ? LIST_SIZES : CARD_SIZES}
          maxWidth={CARD_MAX_WIDTH}
          priority={priority}
          boxAspect={ASPECT}
        />
      ) : (
        <PhotoPlaceholder />
      )}
      {cover && count !== undefined && count > 1 && (
        <span className="absolute bottom-2 right-2 inline-flex items-center gap-1 rounded-full bg-ink-900/75 px-2 py-0.5 text-xs font-medium text-white">
          <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden>
            <path d="M7 3 5.6 5H3.5A1.5 1.5 0 0 0 2 6.5v9A1.5 1.5 0 0 0 3.5 17h13a1.5 1.5 0 0 0 1.5-1.5v-9A1.5 1.5 0 0 0 16.5 5h-2.1L13 3H7Zm3 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 1.8a2.2 2.2 0 1 0 0 4.4 2.2 2.2 0 0 0 0-4.4Z" />
          </svg>
          {count}
          <span className="sr-only"> photos</span>
        </span>
      )}
    </div>
  );
}

function Facts({ listing }: { listing: CardListing }) {
  const items = [
    listing.bedroom > 0 && `${listing.bedroom} bed${listing.bedroom === 1 ? "" : "s"}`,
    listing.bathroom > 0 && `${listing.bathroom} bath${listing.bathroom === 1 ? "" : "s"}`,
    listing.area && `${groupDigits(listing.area, 3)} m²`,
  ].filter(Boolean) as string[];
  if (items.length === 0) return <p className="text-sm text-ink-600">{listing.type.title}</p>;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-700" aria-label="Key facts">
      {items.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}

export function AgentLine({ agent }: { agent: CardListing["agentContactInfo"] }) {
  return (
    <p className="flex min-w-0 items-center gap-1.5 text-sm text-ink-700">
      <span className="truncate font-medium" title={agent.fullName}>
        {truncate(agent.fullName, LIMITS.agentNameTruncate)}
      </span>
      {agent.kycVerified && <VerifiedIcon />}
      <Badge variant="neutral" className="shrink-0">
        {listerLabel(agent.userType)}
      </Badge>
    </p>
  );
}

/** A rent card's full cost to move in (the listing page itemises it): a year's rent plus every fee. */
function MoveInLine({ kobo, list }: { kobo: number; list: boolean }) {
  return (
    <p className={cn("-mt-1 text-sm text-ink-700", list && "max-sm:text-xs")} data-testid="card-move-in">
      <span className="font-semibold text-ink-900">{formatNaira(kobo)}</span> to move in
      <span className="text-ink-600"> · rent + all fees</span>
    </p>
  );
}

/**
 * SPEC.md §3 listing card, used in search, the home page, similar listings and saved listings. `priority`
 * for the first card or two of a page's first view: their photo loads at once, ahead of the rest.
 */
export function ListingCard({
  listing,
  variant = "grid",
  now,
  priority = false,
}: {
  listing: CardListing;
  variant?: CardVariant;
  /**
   * The moment "confirmed … ago" and "price reduced" are measured from: when the card's data was fetched (its query's
   * `dataUpdatedAt`), which the server render and the browser's hydration share, so both draw the same words.
   */
  now: number;
  priority?: PhotoProps["priority"];
}) {
  const location = [listing.locality?.name, listing.state.name].filter(Boolean).join(", ");
  const list = variant === "list";
  return (
    <article
      data-variant={variant}
      className={cn(
        "relative flex overflow-hidden rounded-xl border border-ink-200 bg-white shadow-card transition hover:border-brand-400",
        list ? "flex-row" : "flex-col",
      )}
    >
      {/* List: a compact row on a phone (photo left, facts right), a wide one above. */}
      <div className={cn("relative shrink-0", list && "w-32 self-start min-[400px]:w-40 sm:w-72")}>
        <CardImage
          media={listing.propertyMedia}
          alt={listing.title}
          priority={priority}
          list={list}
          count={listing.photoCount}
        />
        {listing.premiumListing && (
          <Badge variant="warning" className={cn("absolute left-3 top-3 shadow-card", list && "max-sm:hidden")}>
            Sponsored Listing
          </Badge>
        )}
        <FavoriteButton
          id={listing.id}
          title={listing.title}
          initial={listing.isFavorite}
          className={cn("absolute z-10", list ? "right-1 top-1 sm:right-3 sm:top-3" : "right-3 top-3")}
        />
      </div>
      <div className={cn("flex min-w-0 flex-1 flex-col", list ? "gap-1 p-3 sm:gap-2 sm:p-4" : "gap-2 p-4")}>
        <p className={cn("font-semibold text-brand-800", list ? "text-base sm:text-lg" : "text-lg")}>
          {formatPrice(listing.priceKobo, listing.pricePeriod)}
        </p>
        <PriceDrop listing={listing} className="-mt-1" now={now} />
        {listing.listingType === "rent" && <MoveInLine kobo={listing.moveInKobo} list={list} />}
        <CardPriceBand band={listing.priceBand} className="-mt-1 line-clamp-2" />
        <h3 className={cn("line-clamp-2 font-semibold text-ink-900", list && "max-sm:text-sm")}>
          <ListingLink
            slug={listing.slug}
            className="after:absolute after:inset-0 focus-visible:outline-none after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
          >
            {listing.title}
          </ListingLink>
        </h3>
        <p className="truncate text-sm text-ink-600">{location}</p>
        {listing.rating && <RatingSummary average={listing.rating.average} count={listing.rating.count} />}
        <Facts listing={listing} />
        <p className={cn("text-sm text-ink-600", list ? "max-sm:hidden" : "line-clamp-3")}>
          {truncate(listing.description, LIMITS.descriptionTruncate)}
        </p>
        <div className={cn("mt-auto flex flex-col gap-1 border-t border-ink-100", list ? "pt-2 sm:pt-3" : "pt-3")}>
          <div className={cn(list && "max-sm:hidden")}>
            <AgentLine agent={listing.agentContactInfo} />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <p className="text-xs text-ink-500">{confirmedAgo(listing.confirmedAt, now)}</p>
            <CompareToggle id={listing.id} title={listing.title} />
          </div>
        </div>
      </div>
    </article>
  );
}

export { ListingCardSkeleton } from "./listing-card-skeleton";
