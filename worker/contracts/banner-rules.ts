export const BANNER_KINDS = ["paid", "house"] as const;
export const BANNER_STATUSES = [
  "draft",
  "pending_payment",
  "waiting_review",
  "approved",
  "rejected",
  "expired",
  "disabled",
] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

/**
 * Banner ads. SPEC §3's banner slide names its fields (image, mobileImage, tabletImage, title,
 * description, ctaText, ctaBackgroundColor, ctaBorderColor, ctaLink); §9 its size and timers.
 */
export const BANNER_PLACEMENTS = ["top", "search"] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
export const BANNER_PLACEMENT_LABELS: Record<BannerPlacement, { name: string; where: string }> = {
  top: { name: "Top of every public page", where: "Under the header on the home, content and professionals pages." },
  search: {
    name: "Property pages",
    where: "Above the search results (/properties/sale, /rent, /stay), listings and projects.",
  },
};
export const BANNER_DAYS = [7, 14, 30] as const;
/** SPEC §9: 90 px high (30 px on small screens), mobile up to 768 px, tablet up to 1024, slides and auto-hide every 15 s. */
export const BANNER_LAYOUT = {
  heightPx: 90,
  smallHeightPx: 30,
  mobileMaxPx: 768,
  tabletMaxPx: 1024,
  slideMs: 15_000,
  autoHideMs: 15_000,
} as const;
export const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Banner accounts (SPEC §6: brokerages and companies advertise). */
export const BANNER_ACCOUNT_TYPES = ["brokerage", "company"] as const;
/** Impressions and clicks counted per IP per 10 minutes; beyond that they are not counted (no error to a page). */
export const BANNER_COUNT_LIMIT = { perIp: 300, windowMs: 10 * 60_000 } as const;

export const BANNER_MESSAGES = {
  notFound: "We couldn't find this banner.",
  notPayable: "This banner is already paid for.",
  rejectedNotPayable:
    "This banner was declined, so it cannot be paid for. Any payment for it was refunded to your wallet.",
  notRenewable: "Only an approved or expired banner can be renewed.",
  notReviewable: "This banner is not waiting for review any more.",
  notToggleable: "Only an approved or disabled banner can be switched on or off.",
  noPrice: "Choose one of the durations on offer for this placement.",
  image: "Upload the picture first: use the picture button.",
  link: "Enter a web address starting with https:// or a page of this site starting with /.",
  colour: "Enter a colour as #RRGGBB.",
  ends: "The end date must be after the start date.",
  notDeletable: "Only a banner that is not paid yet can be deleted.",
  notEditable:
    "This banner can no longer be changed: it has been reviewed. Create a new banner for a new advert, or contact support.",
  termsFixed:
    "Placement, days and start date are fixed once payment has started: change the words, pictures and link only.",
  notDeletableByStaff:
    "An advertiser's banner can be deleted only before it is paid for or after it was rejected: reject it first (its payment goes back to the owner's wallet).",
} as const;
