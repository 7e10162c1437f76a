import { z } from "zod";
import { LISTING_TYPES, SORTS, searchFilter } from "./listings";

/** Saved searches with daily alerts, and property requests. Shared by the worker and the SPA. */
export const SAVED_SEARCH_LIMIT = 20;
/** At most this many new listings in one alert email. */
export const ALERT_MAX_LISTINGS = 10;
/** A requester's contact details bought outright, when the plan's views are used up (or there is no plan). */
export const REQUEST_CONTACT_PRICE_KOBO = 1_000_00;

export const DISCOVERY_MESSAGES = {
  savedSearchName: "Give the search a name (up to 80 characters).",
  savedSearchLimit: `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`,
  savedSearchNotFound: "This saved search does not exist.",
  unsubscribed: "You will no longer get emails for this saved search.",
  badUnsubscribe: "This unsubscribe link is not valid.",
  requestNotFound: "This property request does not exist.",
  requestClosed: "This property request is closed.",
  requestOnlyStandard: "Only standard (home seeker) accounts can post property requests.",
  requestOnlyListers: "Property requests are for brokerages and companies.",
  noViewingQuota:
    "Your plan has no contact views left. Pay for this contact, or upgrade your plan at /dashboard/subscription-plans to see more requesters.",
} as const;

export const savedSearchInput = z.strictObject({
  name: z
    .string({ error: DISCOVERY_MESSAGES.savedSearchName })
    .trim()
    .min(1, DISCOVERY_MESSAGES.savedSearchName)
    .max(80, DISCOVERY_MESSAGES.savedSearchName),
  listingType: z.enum(LISTING_TYPES).nullable().optional(),
  filter: searchFilter.default({}),
  sortBy: z.enum(SORTS).nullable().optional(),
  alerts: z.boolean().default(true),
});
export const savedSearchUpdate = z
  .strictObject({ name: savedSearchInput.shape.name.optional(), alerts: z.boolean().optional() })
  .refine((u) => u.name !== undefined || u.alerts !== undefined, {
    message: "Send a new name or alerts on/off.",
    path: ["name"],
  });

export const savedSearch = z.object({
  id: z.string(),
  name: z.string(),
  listingType: z.enum(LISTING_TYPES).nullable(),
  filter: z.record(z.string(), z.unknown()),
  sortBy: z.enum(SORTS).nullable(),
  alerts: z.boolean(),
  lastAlertAt: z.number().nullable(),
  createdAt: z.number(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

export const REQUEST_INTENTS = ["rent", "buy", "short_stay"] as const;
export const REQUEST_STATUSES = ["open", "closed"] as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
export const propertyRequestInput = z.strictObject({
  intent: z.enum(REQUEST_INTENTS, { error: "Say whether you want to rent, buy or book a short stay." }),
  stateId: z.number({ error: "Choose a state." }).int().positive("Choose a state."),
  localityId: z.number().int().positive().nullable().optional(),
  typeId: z.number().int().positive().nullable().optional(),
  bedrooms: z
    .number({ error: "Enter the number of bedrooms as a whole number." })
    .int("Enter the number of bedrooms as a whole number.")
    .min(0)
    .max(20)
    .nullable()
    .optional(),
  budgetKobo: z
    .number({ error: "Enter your budget." })
    .int("Amounts are whole kobo.")
    .min(10_000_00, "Enter a budget of at least ₦10,000.")
    .max(1e15),
  moveInDate: z
    .string()
    .regex(isoDate, "Enter the move-in date as YYYY-MM-DD.")
    .refine((d) => !Number.isNaN(Date.parse(d)), "Enter a real move-in date.")
    .nullable()
    .optional(),
  notes: z.string().trim().max(1000, "Keep the notes under 1,000 characters.").default(""),
});

export const propertyRequest = z.object({
  id: z.string(),
  intent: z.enum(REQUEST_INTENTS),
  state: z.object({ id: z.number(), name: z.string() }),
  locality: z.object({ id: z.number(), name: z.string() }).nullable(),
  type: z.object({ id: z.number(), title: z.string() }).nullable(),
  bedrooms: z.number().nullable(),
  budgetKobo: z.number(),
  moveInDate: z.string().nullable(),
  notes: z.string(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.number(),
  /** Whether the viewer may see the requester's contact (their own request, or unlocked). */
  unlocked: z.boolean(),
  requester: z.object({
    firstName: z.string(),
    fullName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});
export type PropertyRequest = z.infer<typeof propertyRequest>;

/** GET /v1/secure/viewing-quota: the plan's contact views this period, and the price of one more. */
export const viewingQuotaAnswer = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  /** When the plan's period ends (the views start again with the next one); null without a plan. */
  periodEndsAt: z.number().nullable(),
  contactPriceKobo: z.number().int(),
});
export type ViewingQuota = z.infer<typeof viewingQuotaAnswer>;

/** POST /v1/secure/property-requests/{id}/pay-now: from the wallet at once, or by card through a payment link. */
export const payForContactInput = z.strictObject({
  paymentMethod: z.enum(["wallet", "link"], { error: "paymentMethod: choose wallet or link." }),
});
/** paid: the request with its contact details (charged false when they were shown already); payment_required: go to authorizationUrl. */
export const payForContactResult = z.object({
  status: z.enum(["paid", "payment_required"]),
  charged: z.boolean().optional(),
  request: propertyRequest.optional(),
  reference: z.string().optional(),
  authorizationUrl: z.string().optional(),
});
