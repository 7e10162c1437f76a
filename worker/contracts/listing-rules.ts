/**
 * The listings vocabulary without zod: pages that only display listings import this file, so the
 * validation library stays out of their bundles. listings.ts re-exports everything here.
 */
import type { TitleDocumentCode } from "./search-codes";

export const LISTING_TYPES = ["sale", "rent", "short_stay"] as const;
export const PRICE_PERIODS = ["per_year", "per_month", "per_night", "outright"] as const;
/** suspended: the owner's account was deactivated by an admin; activation makes it active again. */
/** `pending_review`: a new or unverified lister's listing waiting for a moderator before it goes live. */
export const LISTING_STATUSES = [
  "active",
  "draft",
  "deactivated",
  "deleted",
  "delisted",
  "suspended",
  "pending_review",
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
// Furnishing, power and water facts, listed-by and the title document codes live in search-codes.ts.
export {
  FURNISHING,
  LISTED_BY,
  POWER_FACTS,
  TITLE_DOCUMENT_CODES,
  WATER_FACTS,
  type TitleDocumentCode,
} from "./search-codes";
export const TITLE_DOCUMENTS = [
  { code: "c_of_o", label: "Certificate of Occupancy (C of O)" },
  { code: "governors_consent", label: "Governor's Consent" },
  { code: "deed_of_assignment", label: "Deed of Assignment" },
  { code: "registered_survey", label: "Registered Survey" },
  { code: "excision", label: "Excision" },
  { code: "gazette", label: "Gazette" },
] as const satisfies readonly { code: TitleDocumentCode; label: string }[];
export const REPORT_REASONS = [
  { code: "fake", label: "The property does not exist or is not available" },
  { code: "wrong_price", label: "The price or fees are different from what the agent asks" },
  { code: "stolen_photos", label: "The photos belong to another property" },
  { code: "fee_scam", label: "I was asked to pay an inspection fee or deposit outside PropertyNG" },
  { code: "duplicate", label: "The same property is listed several times" },
  { code: "other", label: "Something else" },
] as const;
export type ReportReasonCode = (typeof REPORT_REASONS)[number]["code"];
export const REPORT_REASON_CODES = REPORT_REASONS.map((r) => r.code) as [ReportReasonCode, ...ReportReasonCode[]];

/**
 * A lister without a verified identity publishes at once only after this many of their listings have been
 * live; before that each new listing waits for staff review (worker/services/listings/review-gate.ts).
 */
export const TRUSTED_AFTER = 3;

export const LISTING_RULES = {
  /** A listing not re-confirmed for this long leaves search; a reminder goes out 5 days earlier. */
  freshnessMs: 30 * 24 * 3600_000,
  reminderAfterMs: 25 * 24 * 3600_000,
  /** Lagos caps agency and legal fees at 10% of the annual rent each. */
  feeCapRatio: 0.1,
  maxPhotos: 30,
  maxVideoLinks: 5,
  maxRooms: 20,
  maxUploadBytes: 10 * 1024 * 1024,
  maxThumbBytes: 1024 * 1024,
  /** The 1280-wide copy. */
  maxLargeBytes: 2 * 1024 * 1024,
  uploadUrlTtlMs: 15 * 60_000,
  /** Photos whose 64-bit difference hashes differ in at most this many bits are the same picture. */
  duplicateHashDistance: 6,
  /** Upheld reports against one lister within 90 days that suspend their listing rights. */
  upheldReportsToSuspend: 3,
} as const;

/**
 * States whose law caps agency and legal fees and bans some fees outright, by slug. Lagos: the Tenancy Law 2011
 * caps agency and legal fees at 10% of the annual rent each; LASRERA restated the caps in 2025 and banned
 * "inspection" and "finder's" fees (docs/decisions/2026-12-07-lagos-fee-rules.md).
 */
export const FEE_LAW_STATES = ["lagos"] as const;
/** Whether a state (its slug or its name) is under the fee law. */
export const underFeeLaw = (state: string | null | undefined) =>
  !!state && (FEE_LAW_STATES as readonly string[]).includes(state.trim().toLowerCase().replace(/\s+/g, "-"));

export const FEE_LAW_MESSAGES = {
  agencyFeeKobo: (capKobo: number) =>
    `Lagos law caps the agency fee at 10% of the annual rent (Lagos Tenancy Law 2011, restated by LASRERA in 2025): at most ₦${Math.floor(capKobo / 100).toLocaleString("en-NG")} for this rent.`,
  legalFeeKobo: (capKobo: number) =>
    `Lagos law caps the legal fee at 10% of the annual rent (Lagos Tenancy Law 2011, restated by LASRERA in 2025): at most ₦${Math.floor(capKobo / 100).toLocaleString("en-NG")} for this rent.`,
  inspectionFee:
    "Lagos law bans inspection fees (LASRERA, 2025): inspections of Lagos listings are free. Leave the inspection fee empty.",
} as const;

/**
 * What the fee law refuses on a listing in a state under it (FEE_LAW_STATES): an inspection fee on any save (a banned
 * fee cannot be entered at all), and on a rent listing that is published or stays live, an agency or legal fee above
 * 10% of the annual rent. Elsewhere nothing is refused: fees above 10% are only marked (moveInItems). The worker
 * refuses with these field errors and the listing form shows the same words as the lister types.
 */
export function feeLawProblems(
  l: {
    listingType: string;
    priceKobo: number;
    pricePeriod: string;
    agencyFeeKobo: number;
    legalFeeKobo: number;
    inspectionFeeKobo: number | null;
  },
  opts: { stateSlug: string | null | undefined; publishing: boolean; inspectionField?: string },
) {
  const problems: { field: string; message: string }[] = [];
  if (!underFeeLaw(opts.stateSlug)) return problems;
  if (l.inspectionFeeKobo !== null && l.inspectionFeeKobo > 0)
    problems.push({ field: opts.inspectionField ?? "inspectionFeeKobo", message: FEE_LAW_MESSAGES.inspectionFee });
  if (l.listingType === "rent" && opts.publishing) {
    const cap = feeCapKobo(l);
    if (l.agencyFeeKobo > cap) problems.push({ field: "agencyFeeKobo", message: FEE_LAW_MESSAGES.agencyFeeKobo(cap) });
    if (l.legalFeeKobo > cap) problems.push({ field: "legalFeeKobo", message: FEE_LAW_MESSAGES.legalFeeKobo(cap) });
  }
  return problems;
}

const annualRentOf = (p: { priceKobo: number; pricePeriod: string }) =>
  p.pricePeriod === "per_month" ? p.priceKobo * 12 : p.priceKobo;
/** The most an agency or a legal fee may be under the 10% rule, in whole kobo. */
export const feeCapKobo = (p: { priceKobo: number; pricePeriod: string }) =>
  Math.floor(annualRentOf(p) * LISTING_RULES.feeCapRatio);

/**
 * What a renter pays to move in (SPEC: first year's rent plus the Nigerian charges). The search filters by the same
 * sum written as SQL (MOVE_IN_EXPR in worker/db/schema/listings.ts); test/worker/search-move-in.test.ts holds them equal.
 */
export function moveInCost(p: {
  listingType: string;
  priceKobo: number;
  pricePeriod: string;
  serviceChargeKobo: number;
  agencyFeeKobo: number;
  legalFeeKobo: number;
  cautionFeeKobo: number;
}) {
  const annualRent = annualRentOf(p);
  const total = annualRent + p.serviceChargeKobo + p.agencyFeeKobo + p.legalFeeKobo + p.cautionFeeKobo;
  const cap = feeCapKobo(p);
  return {
    annualRent,
    total,
    agencyAboveCap: p.agencyFeeKobo > cap,
    legalAboveCap: p.legalFeeKobo > cap,
  };
}

/**
 * The move-in cost line by line, as the listing page shows it and the listing's answers quote it: each line
 * names the listing field it comes from. One list, so the page and the answers never disagree.
 */
export function moveInItems(p: Parameters<typeof moveInCost>[0]) {
  const c = moveInCost(p);
  const lines = [
    {
      field: "priceKobo",
      label: p.pricePeriod === "per_month" ? "First year's rent (12 months)" : "First year's rent",
      amountKobo: c.annualRent,
      aboveCap: false,
    },
    { field: "serviceChargeKobo", label: "Service charge", amountKobo: p.serviceChargeKobo, aboveCap: false },
    { field: "agencyFeeKobo", label: "Agency fee", amountKobo: p.agencyFeeKobo, aboveCap: c.agencyAboveCap },
    { field: "legalFeeKobo", label: "Legal fee", amountKobo: p.legalFeeKobo, aboveCap: c.legalAboveCap },
    { field: "cautionFeeKobo", label: "Caution deposit", amountKobo: p.cautionFeeKobo, aboveCap: false },
  ] as const;
  return { ...c, lines };
}

/** "Ask this listing" (listing-question-rules.ts): what a question and an answer may hold, and how fast one may ask. */
export const LISTING_QUESTION_RULES = {
  maxTextLength: 500,
  maxAnswerLength: 2000,
  /** Questions one visitor (an account, or an IP address when anonymous) may ask a minute, like the assistant. */
  perVisitorPerMinute: 10,
  /** And one IP address, whoever asks (several phones behind one carrier NAT). */
  perIpPerMinute: 60,
  /** Published questions and answers per page on the listing page. */
  publishedPerPage: 10,
  /** The lister's questions per page on the dashboard. */
  listerPerPage: 20,
} as const;

/** Reports a visitor may send from one IP address per hour (anyone may report, so the IP is the key). */
export const REPORT_LIMIT = { perWindow: 5, windowMs: 3600_000 } as const;

/** The words the listings API answers with. */
export const LISTING_MESSAGES = {
  suspended: "Your listing rights are suspended after upheld reports. Contact support.",
  notFound: "We couldn't find that listing. It may have been removed.",
  onlyImages: "Only JPEG, PNG or WebP pictures can be uploaded.",
  uploadExpired: "This upload link has expired. Please try the upload again.",
  uploadForged: "This upload link is not valid. Please try the upload again.",
  reported: "Thank you. Our team will review this listing.",
  alreadyReported: "You have already reported this listing. Our team will review it.",
  badMediaTokens:
    "Some photos are not finished uploading or cannot be used on this listing. Remove them and upload again.",
  hasLiveBookings:
    "This listing has paid or upcoming stays or inspections. Finish or cancel them first (guests get a full refund when you cancel), or deactivate the listing to stop new bookings.",
} as const;

/** What a person reads when a listing field is missing or of the wrong kind (not "expected string, received undefined"). */
export const LISTING_FIELD_MESSAGES = {
  title: "Give the listing a title.",
  description: "Describe the property.",
  listingType: "Choose whether the listing is for sale, for rent or a short stay.",
  categoryId: "Choose a category.",
  typeId: "Choose a property type.",
  priceKobo: "Enter the price.",
  pricePeriod: "Choose how the price is charged: per year, per month, per night or outright.",
  address: "Enter the listing's address.",
  stateId: "Choose a state.",
  roomName: "Name the room, e.g. Master bedroom.",
  videoLink: "Enter a YouTube or Vimeo link.",
} as const;

/** SPEC.md §5 and §8: the words for a listing published without a photo. */
export const NO_PHOTOS = "propertyMedia.length is zero";

/** Reference-data ids (migrations/0002) of the categories whose listings are homes: house, flat / apartment. */
export const HOME_CATEGORY_IDS = [1, 2] as const;

/** Homes and short stays need a bedroom; land and commercial may have none. */
export const needsBedroom = (l: { categoryId: number; listingType: string }) =>
  (HOME_CATEGORY_IDS as readonly number[]).includes(l.categoryId) || l.listingType === "short_stay";

/**
 * What keeps a listing from going live (drafts may have all of these): no photo of the property itself,
 * a home or short stay without a bedroom, no price. The worker checks the same in SQL when it publishes.
 */
export function publishProblems(
  l: { categoryId: number; listingType: string; bedrooms: number; priceKobo: number },
  photos: number,
) {
  const problems: { field: string; message: string }[] = [];
  if (photos < 1) problems.push({ field: "mediaTokens", message: NO_PHOTOS });
  if (needsBedroom(l) && l.bedrooms < 1)
    problems.push({ field: "bedrooms", message: "A house, flat or short stay needs at least one bedroom." });
  if (!(l.priceKobo > 0)) problems.push({ field: "priceKobo", message: "Enter the price." });
  return problems;
}

/** `type` of the featured list as the SPA sends it. */
export const FEATURED_TYPES = { Sale: "sale", Rent: "rent", "Short Stay": "short_stay" } as const;

/**
 * The searches' paths under /v1 (SPEC §7). POSTs only because their filter is a body: they read, so they take the
 * nearest D1 replica like a GET (lib/db-session.ts). One list for the routes and the session rule.
 */
export const SEARCH_PATHS = {
  sale: "/properties/sale/search",
  rent: "/properties/rent/search",
  shortStay: "/properties/short-stay/search",
  all: "/properties/search",
} as const;
