import { z } from "zod";
import { PAGE_SIZES } from "./constants";
import { MAX_LOCALITIES_OF_FOCUS } from "./review-rules";
import { pageOf } from "./paging";

export * from "./review-rules";

/** Reviews and the directory of professionals: shapes, constants and words shared with the SPA. */

export const REVIEW_SUBJECTS = ["property", "agent", "project", "guest"] as const;
export type ReviewSubject = (typeof REVIEW_SUBJECTS)[number];
/** The subjects the public create/list routes take (a stay guest is reviewed through the stay, by its host). */
export const PUBLIC_SUBJECTS = ["property", "agent", "project"] as const;

/** Interactions that qualify a review; each review carries the label of the one it rests on. */
export const INTERACTION_KINDS = ["inspection", "conversation", "stay", "project_reservation"] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];
export const VERIFIED_LABELS: Record<InteractionKind, string> = {
  inspection: "Verified inspection",
  conversation: "Verified conversation",
  stay: "Verified stay",
  project_reservation: "Verified reservation",
};

export const REVIEW_STATUSES = ["published", "blind", "hidden"] as const;
/** A stay's guest and host review each other blind: both are published together, or this long after the first. */
export const BLIND_WINDOW_MS = 14 * 24 * 3600_000;

export const REVIEW_PAGE_SIZES = {
  property: PAGE_SIZES.propertyReviews,
  agent: PAGE_SIZES.agentReviews,
  project: PAGE_SIZES.agentReviews,
} as const;

export const REVIEW_MESSAGES = {
  notEligible:
    "Only people who inspected, stayed at, reserved or chatted with this party (and got a reply) can review it. A listing needs a completed inspection or stay.",
  alreadyReviewed: "You have already reviewed this for that booking.",
  subjectNotFound: "We couldn't find what you want to review.",
  ownSubject: "You cannot review yourself or your own listing.",
  alreadyReplied: "A reply has already been posted to this review.",
  notReviewee: "Only the reviewed party can reply to this review.",
  alreadyReported: "You have already reported this review.",
  notHidden: "This review is not hidden.",
  notPublished: "Only a published review can be hidden.",
  unknownLocality: "Choose localities from the list.",
} as const;

const strict = {
  error: (iss: { code?: string; keys?: string[] }) =>
    iss.code === "unrecognized_keys" && iss.keys?.length
      ? `Unknown field${iss.keys.length === 1 ? "" : "s"}: ${iss.keys.join(", ")}.`
      : undefined,
};

export const reviewInput = z.strictObject(
  {
    rating: z
      .number({ error: "rating must be a whole number from 1 to 5." })
      .int("rating must be a whole number from 1 to 5.")
      .min(1, "rating must be a whole number from 1 to 5.")
      .max(5, "rating must be a whole number from 1 to 5."),
    review: z
      .string({ error: "Write a few words about your experience." })
      .trim()
      .min(3, "Write a few words about your experience.")
      .max(2000, "Keep the review under 2,000 characters."),
    /** The booking/conversation/stay the review rests on; when left out, the newest unreviewed qualifying one. */
    interactionId: z.string().trim().min(1).max(120).optional(),
  },
  strict,
);
export type ReviewInput = z.infer<typeof reviewInput>;

export const replyInput = z.strictObject(
  {
    reply: z
      .string({ error: "Write your reply." })
      .trim()
      .min(2, "Write your reply.")
      .max(1000, "Keep the reply under 1,000 characters."),
  },
  strict,
);
export const reportReviewInput = z.strictObject(
  {
    reason: z
      .string({ error: "Tell us what is wrong with this review." })
      .trim()
      .min(5, "Tell us what is wrong with this review (5 characters at least).")
      .max(500),
  },
  strict,
);
export const hideInput = z.strictObject(
  { reason: z.string().trim().min(3, "Give a reason (3 characters at least).").max(500) },
  strict,
);
export const localitiesInput = z.strictObject(
  {
    localityIds: z
      .array(z.number().int().positive(), { error: "localityIds must be a list of locality ids." })
      .max(MAX_LOCALITIES_OF_FOCUS, `Choose at most ${MAX_LOCALITIES_OF_FOCUS} localities.`),
  },
  strict,
);

export const reviewItem = z.object({
  id: z.string(),
  subjectType: z.enum(REVIEW_SUBJECTS),
  subjectId: z.string(),
  subjectTitle: z.string().nullable(),
  rating: z.number().int(),
  ratingLabel: z.string(),
  review: z.string(),
  reviewer: z.object({ id: z.string(), displayName: z.string(), profilePictureUrl: z.string().nullable() }),
  interactionKind: z.enum(INTERACTION_KINDS),
  verifiedLabel: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** While blind: when it is published at the latest. */
  blindUntil: z.number().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.number().nullable(),
  canReply: z.boolean(),
  createdAt: z.number(),
  date: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

export const reviewStatistics = z.object({
  average: z.number(),
  count: z.number().int(),
  ratingLabel: z.string(),
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type ReviewStatistics = z.infer<typeof reviewStatistics>;

export const reviewPage = pageOf(reviewItem);
export const reviewAnswer = z.object({ data: reviewItem });
export const statisticsAnswer = z.object({ data: reviewStatistics });

export const eligibilityAnswer = z.object({
  data: z.object({
    canReview: z.boolean(),
    interactions: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(INTERACTION_KINDS),
        verifiedLabel: z.string(),
        occurredAt: z.number(),
        blind: z.boolean(),
      }),
    ),
  }),
});

export const reportQueueItem = z.object({
  review: reviewItem,
  reports: z.array(z.object({ id: z.string(), reason: z.string(), reporterId: z.string(), createdAt: z.number() })),
  hiddenReason: z.string().nullable(),
});
export const reportQueue = pageOf(reportQueueItem);

export const locality = z.object({
  id: z.number().int(),
  name: z.string(),
  stateId: z.number().int(),
  stateName: z.string(),
});
export const localitiesAnswer = z.object({ data: z.array(locality) });

export const agentCard = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  userType: z.string(),
  accountType: z.string(),
  profilePictureUrl: z.string().nullable(),
  bannerImageUrl: z.string().nullable(),
  verified: z.boolean(),
  rating: z.object({ average: z.number(), count: z.number().int(), label: z.string() }),
  activeListings: z.number().int(),
  /** Median minutes to the first reply over recent conversations; null without enough data. */
  responseTimeMinutes: z.number().nullable(),
  localities: z.array(locality),
});
export type AgentCard = z.infer<typeof agentCard>;

export const agentProfile = agentCard.extend({
  phone: z.string().nullable(),
  whatsappUrl: z.string().nullable(),
  companyName: z.string().nullable(),
  memberSince: z.number(),
  yearsActive: z.number().int(),
  specializations: z.array(z.string()),
  experience: z.string().nullable(),
  socialLinks: z.record(z.string(), z.string()),
  listingCounts: z.object({ sale: z.number().int(), rent: z.number().int(), short_stay: z.number().int() }),
  statistics: reviewStatistics,
});
export type AgentProfile = z.infer<typeof agentProfile>;

export const agentPage = pageOf(agentCard);
