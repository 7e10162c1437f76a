/** SPEC.md §9: page sizes, timers, limits and formats shared by the worker and the SPA. */
export const PAGE_SIZES = {
  userProperties: 12,
  featured: 4,
  featuredHome: 6,
  agentProperties: 10,
  propertyReviews: 15,
  agentReviews: 10,
  notifications: 15,
  chatbotMessages: 50,
  chatbotConversations: 20,
  chatbotUsers: 20,
  adminUsers: 20,
  activityLog: 20,
  inspections: 10,
} as const;

export const TIMERS = {
  onboardingMs: 120_000,
  brokerPopupMs: 30_000,
  dashboardTourMs: 15_000,
  publicTourMs: 10_000,
  bannerSlideMs: 15_000,
  bannerAutoHideMs: 15_000,
  toastMs: 7_000,
  newsletterToastMs: 5_000,
  emailCaptureDebounceMs: 1_000,
  loaderThrottleMs: 200,
  loaderDurationMs: 5_000,
  loaderFadeMs: 1_000,
  chunkReloadWindowMs: 60_000,
} as const;

export const LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  descriptionTruncate: 140,
  agentNameTruncate: 20,
  inspectionFeeMin: 1_000,
  inspectionFeeMax: 15_000,
  /** The hard ceiling of the inspection-fee bounds an admin may set (App preference). */
  inspectionFeeCeiling: 1_000_000,
  scrollThresholdPx: 150,
  scrollOffsetPx: 75,
  mobileBelowPx: 1054,
} as const;

export const AUTH = {
  /** Tokens live 30 days when "remember me" is ticked, 1 day otherwise. */
  rememberMs: 30 * 24 * 3600_000,
  sessionMs: 24 * 3600_000,
  resetTokenMs: 60 * 60_000,
  loginFailureLimit: 5,
  loginWindowMs: 15 * 60_000,
  resetRequestLimit: 3,
  resetWindowMs: 60 * 60_000,
  passwordIterations: 100_000,
  /** A login name is a username or an email address (RFC 5321 caps addresses at 254). */
  loginMaxLength: 254,
} as const;

/** Per-IP budgets of public forms that create rows or reveal whether an account exists (one window each).
 *  Nigerian mobile carriers put many people behind one address (CGNAT): keep these generous. */
export const IP_LIMITS = {
  login: { limit: 30, windowMs: 15 * 60_000 },
  register: { limit: 60, windowMs: 60 * 60_000 },
  availability: { limit: 120, windowMs: 10 * 60_000 },
  newsletter: { limit: 20, windowMs: 60 * 60_000 },
  emailCapture: { limit: 60, windowMs: 60 * 60_000 },
  resetRequest: { limit: 15, windowMs: 60 * 60_000 },
  tokenCheck: { limit: 30, windowMs: 60 * 60_000 },
} as const;

export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

export const ACCOUNT_TYPES = [
  "seeker",
  "standard",
  "brokerage",
  "company",
  "developer",
  "agent",
  "super_admin",
  "staff",
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * Two different lists, named for what they decide:
 * - LISTING_ACCOUNT_TYPES may create and manage listings (SPEC.md §6 "Add Listing": not seeker, standard or
 *   developer; never with adminAccess). Routes, services and the SPA's menus and guards all use this one.
 * - ONBOARDING_LISTER_TYPES get the lister track of the onboarding popup (SPEC.md §5: broker and company);
 *   ONBOARDING_SEEKER_TYPES the seeker track. Agents list but have no onboarding popup.
 */
export const LISTING_ACCOUNT_TYPES = ["brokerage", "company", "agent"] as const;
export const ONBOARDING_LISTER_TYPES = ["brokerage", "company"] as const;
export const ONBOARDING_SEEKER_TYPES = ["seeker", "standard"] as const;
/** May this account create and manage listings? */
export const canList = (user: { accountType: string; adminAccess: boolean }) =>
  !user.adminAccess && (LISTING_ACCOUNT_TYPES as readonly string[]).includes(user.accountType);

/** Account types a visitor may choose when registering; admin types are created by admins only. */
export const PUBLIC_ACCOUNT_TYPES = ["standard", "seeker", "brokerage", "company", "developer", "agent"] as const;
/** The choices the registration page offers (the API also takes the other public types, for the mobile apps). */
export const SIGNUP_ACCOUNT_TYPES = [
  "standard",
  "brokerage",
  "company",
  "developer",
] as const satisfies readonly (typeof PUBLIC_ACCOUNT_TYPES)[number][];
/** Accounts that are a business: they carry a company name on their profile. */
export const COMPANY_ACCOUNT_TYPES = ["brokerage", "company", "developer"] as const;
/** SPEC §6/§7 property requests: home seekers ask, brokerages and companies answer. */
export const REQUESTER_ACCOUNT_TYPES = ["standard", "seeker"] as const;
export const REQUEST_ANSWERER_ACCOUNT_TYPES = ["brokerage", "company"] as const;
/** How an account's kind reads next to its name (chat headers, cards); people without a business read as seekers. */
export const ACCOUNT_TYPE_LABELS: Partial<Record<AccountType, string>> = {
  brokerage: "Broker",
  company: "Company",
  agent: "Agent",
  developer: "Developer",
};
export const accountTypeLabel = (t: string) => ACCOUNT_TYPE_LABELS[t as AccountType] ?? "Seeker";
const has = (list: readonly string[], t: string) => list.includes(t);
export const isCompanyAccount = (t: string) => has(COMPANY_ACCOUNT_TYPES, t);
export const canRequestProperty = (t: string) => has(REQUESTER_ACCOUNT_TYPES, t);
export const canAnswerRequests = (t: string) => has(REQUEST_ANSWERER_ACCOUNT_TYPES, t);

/** The picture types every upload accepts (listing media, profile images, KYC photos, chat pictures). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** A picture's content type as the upload tickets take it (browser-encoded pictures are WebP or JPEG). */
export const imageTypeOf = (blob: { type: string }): ImageType =>
  IMAGE_TYPES.find((t) => t === blob.type) ?? "image/jpeg";
