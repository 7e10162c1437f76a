import { groupDigits } from "@contracts/naira";
import { useEffect, useRef } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";

import type { PropertyDetail } from "@contracts/listings";
import { Alert } from "../../components/ui/alert";
import { Badge } from "../../components/ui/badge";
import { countOf, formatNaira } from "../../lib/format";
import { useUser } from "../auth/session";
import { propertyQuery } from "./api";
import { AgentCard } from "./agent-card";
import { ContactBar } from "./contact-bar";
import { FavoriteButton } from "./favorite-button";
import { Gallery } from "./gallery";
import { useGallery } from "./use-gallery";
import { confirmedAgo, formatPrice, LISTING_TYPE_LABEL, orderedMedia } from "./listing-format";
import { Amenities, KeyFacts, LocationSection, Rooms, Section, TitleDocuments, Videos } from "./listing-sections";
import { MoveInCost } from "./move-in-cost";
import { PriceDrop } from "./price-drop";
import { ListingPriceBand } from "./price-band";
import { PriceHistory } from "./price-history";
import { ReportDialog } from "./report-dialog";
import { ShareButtons } from "./share-buttons";
import { SimilarListings } from "./similar-listings";
import { ReviewsSection } from "../reviews/reviews-section";
import { RatingSummary } from "../reviews/stars";
import { BookInspection } from "../bookings/book-inspection";
import { CompareLink, CompareToggle } from "../compare/compare-toggle";
import { ButtonLink } from "../../components/ui/text-link";
import { HydrateLater } from "../layout/hydrate-later";
import { AskBox } from "../questions/ask-box";
import { PublishedQuestions } from "../questions/published-questions";
import { TitledSection } from "../../components/ui/titled-section";

function OwnerNotice({ listing }: { listing: PropertyDetail }) {
  const user = useUser();
  const owner = user?.id === listing.agentContactInfo.id;
  if (listing.status === "delisted")
    return (
      <Alert variant="danger" title="This listing was delisted by our team">
        {listing.delistReason ? `Reason: ${listing.delistReason}. ` : ""}Visitors cannot see it. Contact support if you
        think this is a mistake.
      </Alert>
    );
  if (listing.status === "deactivated")
    return (
      <Alert variant="warning" title="This listing is deactivated">
        Only you can see it. Enable it again from My listings when the property is available.
      </Alert>
    );
  if (listing.status === "deleted")
    return (
      <Alert variant="warning" title="This listing was deleted">
        Only you can see it.
      </Alert>
    );
  if (owner && listing.flaggedDuplicate)
    return (
      <Alert variant="info" title="Under review">
        Its photos match another lister's listing, so it is not shown as new until our team has checked it.
      </Alert>
    );
  return null;
}

/** "3 bedrooms · 2 bathrooms · 120 m² · Furnished": what a seeker checks right after the price. */
function headlineFacts(l: PropertyDetail) {
  return [
    l.bedroom > 0 && countOf(l.bedroom, "bedroom"),
    l.bathroom > 0 && countOf(l.bathroom, "bathroom"),
    l.area ? `${groupDigits(l.area, 3)} m²` : null,
    l.type.title,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Until the root renders the router's head tags, the page keeps the tab title itself. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

export function ListingDetail({ idOrSlug }: { idOrSlug: string }) {
  const { data: listing, dataUpdatedAt: now } = useSuspenseQuery(propertyQuery(idOrSlug));
  const gallery = useGallery(orderedMedia(listing.propertyMedia));
  useDocumentTitle(`${listing.title} · PropertyNG`);
  const { origin } = useRouteContext({ from: "__root__" });
  const pageUrl = `${origin}/properties/property/${listing.slug}`;
  const location = [listing.locality?.name, listing.state.name].filter(Boolean).join(", ");
  const agentCard = useRef<HTMLDivElement>(null);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-4 empty:hidden">
        <OwnerNotice listing={listing} />
      </div>
      {/* Phones read top to bottom: photos and price, who to call, the details, then share and report.
          From lg the side column holds the contact, fee, share and report cards beside the details. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:gap-8">
        {/* Phones: photos, then title and price. Desktops: title, price and key facts above the photos, so the
            price is in the first view at 1280 × 800. */}
        <div className="order-1 flex min-w-0 flex-col gap-5 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          {/* Hydrated when reached for (the swipe's first touch) or once the phone is idle: its server HTML meanwhile. */}
          <HydrateLater>
            <Gallery gallery={gallery} title={listing.title} />
          </HydrateLater>
          <header className="space-y-2 lg:order-first">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="brand">{LISTING_TYPE_LABEL[listing.listingType]}</Badge>
              {listing.premiumListing && <Badge variant="warning">Sponsored Listing</Badge>}
              <span className="text-xs text-ink-500">{confirmedAgo(listing.confirmedAt, now)}</span>
            </div>
            <div className="flex items-start justify-between gap-3">
              <h1 className="min-w-0 break-words text-2xl font-semibold text-ink-900 sm:text-3xl">{listing.title}</h1>
              <FavoriteButton
                id={listing.id}
                title={listing.title}
                initial={listing.isFavorite}
                className="shrink-0 border border-ink-200"
              />
            </div>
            <p className="text-ink-600">{location}</p>
            {listing.rating && <RatingSummary average={listing.rating.average} count={listing.rating.count} />}
            <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
              <div>
                <p className="text-2xl font-bold text-brand-800 sm:text-3xl">
                  {formatPrice(listing.priceKobo, listing.pricePeriod)}
                </p>
                <PriceDrop listing={listing} className="mt-1" now={now} />
                <ListingPriceBand band={listing.priceBand} />
                <p className="mt-1 text-sm text-ink-700">{headlineFacts(listing)}</p>
              </div>
              <div className="flex items-center gap-3">
                <CompareToggle id={listing.id} title={listing.title} className="px-3 py-1.5 text-sm" />
                <CompareLink />
              </div>
            </div>
          </header>
        </div>

        <aside
          aria-label="Contact and actions"
          className="contents lg:sticky lg:top-20 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:block lg:space-y-4 lg:self-start"
        >
          <div ref={agentCard} className="order-2">
            <AgentCard listing={listing} pageUrl={pageUrl} />
          </div>
          {listing.listingType === "short_stay" && listing.status === "active" && (
            <TitledSection
              id="stay-title"
              title="Short stay"
              heading="label"
              className="order-3 rounded-xl border border-ink-200 bg-white p-5"
            >
              <p className="mt-1 text-sm text-ink-600">
                See free nights, the full price with fees, and book. Your money is held until the stay happens.
              </p>
              <ButtonLink to="/booking/$id" params={{ id: listing.id }} className="mt-3">
                Check dates and book
              </ButtonLink>
            </TitledSection>
          )}
          {listing.inspectionFeeKobo !== null && (
            <section
              aria-labelledby="inspection-title"
              className="order-3 rounded-xl border border-ink-200 bg-white p-5"
            >
              <h2 id="inspection-title" className="text-sm font-medium text-ink-500">
                Inspection fee
              </h2>
              <p className="mt-1 text-xl font-semibold text-ink-900">{formatNaira(listing.inspectionFeeKobo)}</p>
              <p className="mt-1 text-sm text-ink-600">Paid on PropertyNG and held until the inspection happens.</p>
              {listing.status === "active" && (
                <BookInspection
                  propertyId={listing.id}
                  feeKobo={listing.inspectionFeeKobo}
                  ownerId={listing.agentContactInfo.id}
                />
              )}
            </section>
          )}
          <div className="order-5">
            <ShareButtons title={listing.title} url={pageUrl} />
          </div>
          <div className="order-6">
            <ReportDialog propertyId={listing.id} />
          </div>
        </aside>

        <div className="order-4 min-w-0 space-y-8 lg:col-span-2 lg:col-start-1 lg:row-start-2">
          <KeyFacts listing={listing} />
          {listing.listingType === "rent" && <MoveInCost listing={listing} />}
          <PriceHistory listing={listing} />
          <Section id="description-title" title="Description">
            <p className="whitespace-pre-line text-ink-800">{listing.description}</p>
          </Section>
          <Amenities amenities={listing.amenities} />
          <TitleDocuments listing={listing} />
          <PublishedQuestions listingId={idOrSlug} />
          {listing.status === "active" && <AskBox listingId={listing.id} />}
          <Rooms rooms={listing.rooms} media={listing.propertyMedia} onOpenPhoto={gallery.openAt} />
          <Videos links={listing.videoLinks} />
          <LocationSection listing={listing} />
        </div>
      </div>
      <ReviewsSection type="property" id={listing.id} title="Reviews of this property" />
      <SimilarListings id={listing.id} />
      {listing.status === "active" && <ContactBar listing={listing} pageUrl={pageUrl} agentCard={agentCard} />}
    </div>
  );
}
