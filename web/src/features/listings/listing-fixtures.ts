import type { MediaItem } from "@contracts/listing-media";
import type { PropertyCard, PropertyDetail } from "@contracts/listings";

/** Test data shaped like the API's cards and details (used by the unit tests only). */
export function media(id: string, over: Partial<MediaItem> = {}): MediaItem {
  const sizes = [
    { width: 320, url: `/media/listings/${id}-sm.webp` },
    { width: 640, url: `/media/listings/${id}-md.webp` },
    { width: 1280, url: `/media/listings/${id}-lg.webp` },
    { width: 1600, url: `/media/listings/${id}.webp` },
  ];
  return {
    id,
    url: `/media/listings/${id}.webp`,
    thumbnailMdUrl: `/media/listings/${id}-md.webp`,
    primaryImage: false,
    rotation: 0,
    roomId: null,
    width: 1600,
    height: 1200,
    sizes,
    ...over,
  };
}

export function card(over: Partial<PropertyCard> = {}): PropertyCard {
  return {
    id: "p1",
    slug: "3-bedroom-flat-in-lekki-p1",
    title: "3 bedroom flat in Lekki Phase 1",
    description: "Spacious serviced flat with 24-hour power, borehole and a fitted kitchen.",
    address: "12 Admiralty Way",
    listingType: "rent",
    type: { id: 5, title: "Block of flats" },
    category: { id: 2, title: "Flat" },
    bedroom: 3,
    bathroom: 3,
    area: 180,
    priceKobo: 3_500_000_00,
    pricePeriod: "per_year",
    state: { id: 25, name: "Lagos" },
    locality: { id: 7, name: "Lekki" },
    propertyMedia: [media("a"), media("b")],
    photoCount: 2,
    previousPriceKobo: null,
    priceReducedAt: null,
    moveInKobo: 3_500_000_00,
    priceBand: null,
    isFavorite: false,
    premiumListing: false,
    // Three days and an hour ago: "3 days ago" against a `now` read a few milliseconds before or after this.
    confirmedAt: Date.now() - 3 * 24 * 3600_000 - 3600_000,
    createdAt: Date.now() - 10 * 24 * 3600_000,
    agentContactInfo: {
      id: "u1",
      fullName: "Bola Adeyemi",
      profilePictureUrl: null,
      userType: "Broker",
      companyName: "Lekki Homes Realty",
      kycVerified: true,
      phone: "+2348031234567",
    },
    ...over,
  };
}

export function detail(over: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    ...card(),
    status: "active",
    delistReason: null,
    serviceChargeKobo: 0,
    agencyFeeKobo: 0,
    legalFeeKobo: 0,
    cautionFeeKobo: 0,
    toilets: 4,
    furnishing: "unfurnished",
    lat: 6.4474,
    lng: 3.4553,
    titleDocuments: [],
    amenities: [],
    rooms: [],
    videoLinks: [],
    inspectionFeeKobo: null,
    inspectionFee: null,
    mediaTokens: [],
    viewCount: 0,
    flaggedDuplicate: false,
    updatedAt: Date.now(),
    priceHistory: [],
    ...over,
  };
}
