import { z } from "zod";
import { emailSchema, phoneSchema } from "./auth";
import { pageOf } from "./paging";

/** The /contact form: what a visitor may write to us about. */
export const CONTACT_TOPICS = ["general", "listing", "selling", "payments", "account", "press"] as const;
export const CONTACT_TOPIC_LABELS: Record<(typeof CONTACT_TOPICS)[number], string> = {
  general: "A general question",
  listing: "A listing or an agent",
  selling: "Selling or letting with us",
  payments: "A payment, refund or booking",
  account: "My account",
  press: "Press and partnerships",
};
/** Per IP: a person writes a few messages an hour; a script gets a 429. */
export const CONTACT_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;
export const CONTACT_MESSAGES = {
  sent: "Thank you. We received your message and will reply by email within one working day.",
  notFound: "No such message.",
} as const;

export const contactInput = z.strictObject({
  name: z
    .string()
    .trim()
    .min(2, "Enter your name.")
    .max(80, "At most 80 characters.")
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "Enter your name on one line."),
  email: emailSchema,
  phone: z.union([z.literal(""), phoneSchema]).optional(),
  topic: z.enum(CONTACT_TOPICS, { message: "Choose what your message is about." }),
  message: z
    .string()
    .trim()
    .min(10, "Tell us a little more (at least 10 characters).")
    .max(4000, "At most 4,000 characters."),
  /** The spam trap: a field people never see (hidden from sight and from screen readers); bots fill it in. */
  website: z.string().max(200).optional(),
});

export const contactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  topic: z.string(),
  message: z.string(),
  status: z.enum(["new", "handled"]),
  handledAt: z.number().nullable(),
  createdAt: z.number(),
});
export const contactMessagePage = pageOf(contactMessage);
