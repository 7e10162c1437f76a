import { z } from "zod";
import { formatNaira } from "./naira";
import { mediaItem } from "./listing-media";
import { videoLinkSchema } from "./listing-input";
import { optionalName, personName } from "./names";
import { STATUS_WORDS, statusWords } from "./status-words";
import { planTermFields, planTermsView } from "./instalments";

/** Developer projects. The SPA imports these: one source for rules, messages and shapes. */
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS, RESERVATION_STATUSES, type ProjectStatus } from "./project-rules";

export { PROJECT_STATUSES, PROJECT_STATUS_LABELS, type ProjectStatus };

/** What a developer may let a sub account do. */
export const SUB_ACCOUNT_RIGHTS = ["edit_projects", "post_progress", "manage_reservations"] as const;
export type SubAccountRight = (typeof SUB_ACCOUNT_RIGHTS)[number];
export const SUB_ACCOUNT_RIGHT_LABELS: Record<SubAccountRight, string> = {
  edit_projects: "Create and edit projects, units, photos and video links",
  post_progress: "Post progress updates",
  manage_reservations: "Confirm or decline unit reservations",
};

export { RESERVATION_STATUSES };
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** The one map of statuses to words (status-words.ts). */
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = STATUS_WORDS.reservation;

export const PROJECT_RULES = {
  maxPhotos: 30,
  maxUnits: 20,
  maxVideoLinks: 5,
  maxUpdatePhotos: 10,
  defaultPerPage: 12,
  /** An unpaid payment-link reservation holds its unit this long. */
  unpaidHoldMs: 30 * 60_000,
} as const;

export const PROJECT_MESSAGES = {
  notFound: "This project does not exist or was removed.",
  developerUnverified:
    "This developer is not verified yet (identity and company registration), so it cannot take reservations. Nothing was charged.",
  developersOnly: "Only developer accounts (and their sub accounts with the right) can do this.",
  noRight: (right: SubAccountRight) =>
    `Your developer has not given your account the right: ${SUB_ACCOUNT_RIGHT_LABELS[right]}.`,
  ownerOnly: "Only the developer account itself can do this.",
  staffDelisted: "Our team delisted this project. Contact support to relist it.",
  mediaGone: "We couldn't find that photo on this project.",
  mediaToken: "A photo token is unknown, not yours, not fully uploaded or already used.",
  videoGone: "We couldn't find that video link on this project.",
  unitGone: "We couldn't find that unit on this project.",
  unitBelowTaken: "unitsTotal cannot be lower than the units already reserved.",
  liveReservations:
    "This project has reservations waiting for a decision or confirmed: decide them before deleting it.",
  soldOut: "This unit type has just sold out. You were not charged.",
  ownProject: "You cannot reserve a unit of your own project.",
  notListed: "This project is not open for reservations.",
  walletShort: (shortKobo: number) =>
    `Your wallet is ${formatNaira(shortKobo)} short. Top up your wallet or pay by link.`,
  reservationGone: "This reservation does not exist or is not yours.",
  refused: (what: string, status: string) =>
    `This reservation cannot be ${what} now: it is ${statusWords("reservation", status).toLowerCase()}.`,
  paymentNotFound: "No reservation payment has this reference.",
  emailTaken: "This Email Is Already Taken",
  subAccountGone: "This sub account does not exist or is not yours.",
} as const;

export { MIN_RESERVATION_DEPOSIT_KOBO, paymentPlan, reservationDeposit } from "./project-rules";

/** Text the form and the API check alike; `what` names it in the message ("Enter the address."). */
const text = (max: number, what = "this") =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Keep it to ${max} characters at most.`);
const ymd = z
  .string()
  .trim()
  .regex(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "Use a date like 2027-06-30.");
const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const naira = z
  .number({ error: "Enter the price in naira, digits only." })
  .int("Prices are whole naira.")
  .min(1, "Enter the price in naira, digits only.")
  .max(100_000_000_000, "That price is too high: check the number of zeros.");

export const unitInput = z.strictObject({
  /** Present when editing an existing unit type. */
  id: z.string().trim().min(1).max(120).optional(),
  categoryId: whole(1, 1000, "Choose a category."),
  type: text(120, "the unit type, e.g. 3-bedroom terrace"),
  bedrooms: whole(0, 20, "Enter 0 to 20 bedrooms.").default(0),
  sizeSqm: whole(1, 1_000_000, "Enter the size in whole square metres, or leave it empty.").nullable().optional(),
  /** Naira (the API also answers priceKobo). */
  price: naira,
  unitsTotal: whole(1, 10_000, "Enter how many units: 1 to 10,000."),
  available: z.number().int().min(0).max(10_000).optional(),
});
export type UnitInput = z.infer<typeof unitInput>;

/** A project's own fields with the API's rules; the project form checks each step with them. */
export const projectFields = {
  name: text(150, "the project's name"),
  description: z
    .string({ error: "Describe the project in 20 characters at least." })
    .trim()
    .min(20, "Describe the project in 20 characters at least.")
    .max(10_000, "Keep the description to 10,000 characters."),
  stateId: whole(1, 1_000_000, "Choose a state."),
  localityId: whole(1, 1_000_000, "Choose a locality.").nullable().optional(),
  address: text(300, "the address"),
  latitude: z
    .number({ error: "Enter a latitude between -90 and 90, e.g. 6.4412." })
    .min(-90, "Enter a latitude between -90 and 90, e.g. 6.4412.")
    .max(90, "Enter a latitude between -90 and 90, e.g. 6.4412.")
    .nullable()
    .optional(),
  longitude: z
    .number({ error: "Enter a longitude between -180 and 180, e.g. 3.4721." })
    .min(-180, "Enter a longitude between -180 and 180, e.g. 3.4721.")
    .max(180, "Enter a longitude between -180 and 180, e.g. 3.4721.")
    .nullable()
    .optional(),
  status: z.enum(PROJECT_STATUSES, { message: "Choose the project's status." }),
  completionDate: ymd.nullable().optional(),
  titleDocuments: z.array(text(80, "a document's name")).max(10, "List 10 title documents at most.").default([]),
  amenities: z.array(text(80, "an amenity")).max(40, "List 40 amenities at most.").default([]),
  depositPercent: whole(0, 100, "Enter a deposit of 0 to 100%."),
  instalments: whole(0, 120, "Enter 0 to 120 instalments."),
  periodMonths: whole(0, 240, "Enter 0 to 240 months."),
};

export const createProjectInput = z.strictObject({
  ...projectFields,
  ...planTermFields,
  /** SPEC §3: a dashboard project's units are its "properties". */
  properties: z.array(unitInput).min(1, "Add at least one unit type.").max(PROJECT_RULES.maxUnits),
  mediaTokens: z.array(z.string().max(120)).max(PROJECT_RULES.maxPhotos).default([]),
  videoLinks: z.array(videoLinkSchema).max(PROJECT_RULES.maxVideoLinks).default([]),
});
export type CreateProjectInput = z.infer<typeof createProjectInput>;

/** Every field optional: what is sent changes; properties with an id edit that unit, without one add a unit; tokens and links are added. */
export const editProjectInput = z.strictObject({
  name: projectFields.name.optional(),
  description: projectFields.description.optional(),
  stateId: projectFields.stateId.optional(),
  localityId: projectFields.localityId,
  address: projectFields.address.optional(),
  latitude: projectFields.latitude,
  longitude: projectFields.longitude,
  status: projectFields.status.optional(),
  completionDate: projectFields.completionDate,
  titleDocuments: z.array(text(80, "a document's name")).max(10, "List 10 title documents at most.").optional(),
  amenities: z.array(text(80, "an amenity")).max(40, "List 40 amenities at most.").optional(),
  depositPercent: projectFields.depositPercent.optional(),
  instalments: projectFields.instalments.optional(),
  periodMonths: projectFields.periodMonths.optional(),
  ...planTermFields,
  properties: z.array(unitInput).max(PROJECT_RULES.maxUnits).optional(),
  mediaTokens: z.array(z.string().max(120)).max(PROJECT_RULES.maxPhotos).optional(),
  videoLinks: z.array(videoLinkSchema).max(PROJECT_RULES.maxVideoLinks).optional(),
});
export type EditProjectInput = z.infer<typeof editProjectInput>;

/** SPEC §3 "Delist/relist: id, reason." */
export const delistInput = z.strictObject({
  id: z.string().max(120).optional(),
  reason: z.string().trim().max(500).optional(),
});
export const staffDelistInput = z.strictObject({
  reason: z.string().trim().min(3, "Give the developer a reason (3 characters at least).").max(500),
});
export const videoLinkEditInput = z.strictObject({ url: videoLinkSchema });
export const progressInput = z.strictObject({
  happenedOn: ymd,
  body: z.string().trim().min(5, "Say what happened (5 characters at least).").max(3000),
  mediaTokens: z.array(z.string().max(120)).max(PROJECT_RULES.maxUpdatePhotos).default([]),
  /** The plan milestone this update reports: staff approve it to release the milestone's share of what is held. */
  milestoneId: z.string().trim().min(1).max(120).nullable().optional(),
});
export const rotateProjectMediaInput = z.strictObject({
  degrees: z.union([z.literal(90), z.literal(180), z.literal(270)]),
});

export const projectListQuery = z.object({
  state: z.coerce.number().int().min(1).max(1_000_000).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(PROJECT_RULES.defaultPerPage),
});

export const unitView = z.object({
  id: z.string(),
  categoryId: z.number(),
  category: z.string(),
  type: z.string(),
  bedrooms: z.number(),
  sizeSqm: z.number().nullable(),
  priceKobo: z.number(),
  price: z.number(),
  unitsTotal: z.number(),
  available: z.number(),
  depositKobo: z.number(),
});

export const developerCard = z.object({
  id: z.string(),
  name: z.string(),
  companyName: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  kycVerified: z.boolean(),
  /** Identity and company registration both verified: the developer may take escrow reservations. */
  reservationsOpen: z.boolean(),
});

export const projectCard = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  state: z.object({ id: z.number(), name: z.string() }),
  locality: z.object({ id: z.number(), name: z.string() }).nullable(),
  address: z.string(),
  completionDate: z.string().nullable(),
  fromPriceKobo: z.number().nullable(),
  unitsAvailable: z.number(),
  depositPercent: z.number(),
  listed: z.boolean(),
  image: mediaItem.nullable(),
  developer: developerCard,
  createdAt: z.number(),
});
export type ProjectCard = z.infer<typeof projectCard>;

export const progressView = z.object({
  id: z.string(),
  happenedOn: z.string(),
  body: z.string(),
  author: z.string().nullable(),
  media: z.array(mediaItem),
  /** The plan milestone it reports, if any, and whether staff approved it. */
  milestone: z.object({ id: z.string(), name: z.string(), approved: z.boolean() }).nullable(),
  createdAt: z.number(),
});

export const projectDetail = projectCard.extend({
  description: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  titleDocuments: z.array(z.string()),
  amenities: z.array(z.string()),
  paymentPlan: planTermsView,
  delistReason: z.string().nullable(),
  properties: z.array(unitView),
  propertyMedia: z.array(mediaItem),
  videoLinks: z.array(z.object({ id: z.string(), url: z.string() })),
  progress: z.array(progressView),
  otherProjects: z.array(projectCard),
  /** True for the developer and its sub accounts (the dashboard's edit buttons). */
  canEdit: z.boolean(),
  updatedAt: z.number(),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

const pageMeta = z.object({ page: z.number(), perPage: z.number(), total: z.number(), lastPage: z.number() });
export const projectList = z.object({ data: z.array(projectCard), meta: pageMeta });
export const projectAnswer = z.object({ data: projectDetail });
export const unitCategories = z.object({
  data: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
});
export const projectActivity = z.object({
  data: z.array(
    z.object({ action: z.string(), detail: z.string().nullable(), by: z.string().nullable(), createdAt: z.number() }),
  ),
});

// ---- Sub developer accounts ----
export const subAccountInput = z.strictObject({
  email: z.string().trim().toLowerCase().email("Enter a valid email address.").max(200),
  firstName: personName("Enter a first name."),
  lastName: optionalName().nullable().optional(),
  phone: z.string().trim().max(30).nullable().optional(),
  rights: z
    .array(z.enum(SUB_ACCOUNT_RIGHTS))
    .min(1, "Give the account at least one right.")
    .max(SUB_ACCOUNT_RIGHTS.length),
});
export const subAccountEditInput = z.strictObject({
  firstName: personName("Enter a first name.").optional(),
  lastName: optionalName().nullable().optional(),
  phone: z.string().trim().max(30).nullable().optional(),
  rights: z
    .array(z.enum(SUB_ACCOUNT_RIGHTS))
    .min(1, "Give the account at least one right.")
    .max(SUB_ACCOUNT_RIGHTS.length)
    .optional(),
});
/** SPEC §7's PUT on the bare path: the account's id travels in the body. */
export const subAccountEditByBodyInput = subAccountEditInput.extend({
  id: z.string().trim().min(1, "id is required").max(60),
});
export const subAccountIdQuery = z.object({ id: z.string().trim().min(1, "id is required").max(60) });
export const subAccountView = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  rights: z.array(z.enum(SUB_ACCOUNT_RIGHTS)),
  /** invited until the password is set. */
  state: z.enum(["invited", "active"]),
  createdAt: z.number(),
});
export const subAccountList = z.object({ data: z.array(subAccountView) });
export const subAccountAnswer = z.object({ data: subAccountView });

// ---- Reservations ----
export const reserveInput = z.strictObject({
  unitId: z.string().trim().min(1).max(120),
  payWith: z.enum(["wallet", "link"]),
});
export const DECLINE_REASON_MIN = 10;
export const DECLINE_REASON_MAX = 500;
/** POST /v1/secure/project-reservations/{id}/decline: the buyer is told why. */
export const declineInput = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(DECLINE_REASON_MIN, `Say why you decline (at least ${DECLINE_REASON_MIN} characters).`)
    .max(DECLINE_REASON_MAX, `Keep the reason under ${DECLINE_REASON_MAX} characters.`),
});
export const reservationView = z.object({
  id: z.string(),
  role: z.enum(["seeker", "developer"]),
  status: z.enum(RESERVATION_STATUSES),
  project: z.object({ id: z.string(), name: z.string() }),
  unit: z.object({ id: z.string(), type: z.string(), priceKobo: z.number() }),
  seeker: z.object({ id: z.string(), name: z.string() }),
  depositKobo: z.number(),
  commissionKobo: z.number(),
  developerReceivesKobo: z.number(),
  /** What went back to the buyer's wallet when the reservation ended unconfirmed (0 while open or never paid). */
  refundedKobo: z.number(),
  payWith: z.string(),
  paymentReference: z.string().nullable(),
  /** Why the developer declined, shown to the buyer; null unless declined. */
  declineReason: z.string().nullable(),
  /** The reservation's instalment plan (GET /v1/secure/instalment-plans/{id}); null when the deposit is the price. */
  planId: z.string().nullable(),
  actions: z.array(z.string()),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export const reservationAnswer = z.object({ data: reservationView });
export const reservationStarted = z.object({ data: reservationView, authorizationUrl: z.string().nullable() });
export const reservationList = z.object({ data: z.array(reservationView), meta: pageMeta });
