import { z } from "zod";
import { PUBLIC_ACCOUNT_TYPES } from "./constants";
import { isSameSitePath } from "./same-site";
import { pageOf } from "./paging";

/** A broadcast's statuses (the schema's enum and the contract's); a delivery's. */
export const BROADCAST_STATUSES = ["sending", "sent"] as const;
export const BROADCAST_DELIVERY_STATUSES = ["delivered", "opted_out"] as const;

/** Broadcast messages to all users or a segment (in-app notification + Web Push). */
export const BROADCAST_CHUNK = 500;

export const broadcastSegment = z.strictObject({
  accountTypes: z
    .array(z.enum(PUBLIC_ACCOUNT_TYPES, { error: `Account types are ${PUBLIC_ACCOUNT_TYPES.join(", ")}.` }))
    .max(PUBLIC_ACCOUNT_TYPES.length)
    .optional(),
  stateIds: z.array(z.number().int().positive()).max(20, "Choose at most 20 states.").optional(),
  /** "free" (no active plan), "paid" (any active plan) or a plan id. */
  plan: z.string().trim().min(1).max(60).optional(),
});
export type BroadcastSegment = z.infer<typeof broadcastSegment>;

/** A link inside the site ("/properties") or a full https address. */
const link = z
  .string()
  .trim()
  .max(300, "At most 300 characters.")
  .refine(
    (v) => v === "" || (isSameSitePath(v) && !/\s/.test(v)) || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    "Enter a path on this site (/properties) or a full https:// address.",
  )
  .transform((v) => (v === "" ? null : v));

export const broadcastInput = z.strictObject({
  title: z
    .string({ error: "Enter a title." })
    .trim()
    .min(3, "The title needs at least 3 characters.")
    .max(80, "At most 80 characters."),
  body: z
    .string({ error: "Enter the message." })
    .trim()
    .min(3, "The message needs at least 3 characters.")
    .max(400, "At most 400 characters."),
  link: link.nullish(),
  segment: broadcastSegment.default({}),
});
export type BroadcastInput = z.infer<typeof broadcastInput>;

export const broadcastRow = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  segment: broadcastSegment,
  /** sending (queued for the cron, chunk by chunk) | sent */
  status: z.enum(BROADCAST_STATUSES),
  recipients: z.number(),
  delivered: z.number(),
  optedOut: z.number(),
  pushed: z.number(),
  pushFailed: z.number(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
  createdBy: z.string().nullable(),
});
export type BroadcastRow = z.infer<typeof broadcastRow>;
export const broadcastPage = pageOf(broadcastRow);

const csv = () =>
  z
    .string()
    .max(500)
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    );
/** GET /admin/api/broadcasts/audience: the segment as comma lists. */
export const audienceQuery = z.object({
  accountTypes: csv()
    .pipe(z.array(z.enum(PUBLIC_ACCOUNT_TYPES, { error: `Account types are ${PUBLIC_ACCOUNT_TYPES.join(", ")}.` })))
    .optional(),
  stateIds: csv()
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^[1-9]\d{0,8}$/, "State ids are whole numbers.")
            .transform(Number),
        )
        .max(20, "Choose at most 20 states."),
    )
    .optional(),
  plan: z.string().trim().min(1).max(60).optional(),
});
export const audienceAnswer = z.object({ recipients: z.number(), optedOut: z.number() });

export const pushSubscriptionInput = z.strictObject({
  endpoint: z
    .string()
    .trim()
    .max(1000, "The endpoint is too long.")
    .refine((v) => /^https:\/\/[^\s]+$/.test(v), "The endpoint must be an https:// address."),
  keys: z.strictObject({
    p256dh: z
      .string()
      .trim()
      .min(20)
      .max(200)
      .regex(/^[A-Za-z0-9_-]+=*$/, "p256dh is base64url."),
    auth: z
      .string()
      .trim()
      .min(8)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+=*$/, "auth is base64url."),
  }),
  expirationTime: z.number().nullish(),
});
export const pushUnsubscribeInput = z.strictObject({ endpoint: z.string().trim().min(1).max(1000) });
export const vapidKeyAnswer = z.object({ publicKey: z.string().nullable() });
