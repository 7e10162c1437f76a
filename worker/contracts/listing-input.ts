/**
 * What a client writes about a listing: the create/update body with its SPEC §3 aliases, rooms, video links,
 * the inspection fee's two spellings, and a report. The worker validates with these and the SPA's listing form
 * reuses them, so a message a user sees is the one the API would answer.
 */

import { z } from "zod";
import {
  FURNISHING,
  LISTING_FIELD_MESSAGES,
  LISTING_RULES,
  LISTING_TYPES,
  PRICE_PERIODS,
  REPORT_REASON_CODES,
  TITLE_DOCUMENT_CODES,
} from "./listing-rules";
import { LIMITS } from "./constants";

const kobo = z.number().int("Amounts are whole kobo.").min(0).max(1e15);

export const videoLinkSchema = z
  .string({ error: LISTING_FIELD_MESSAGES.videoLink })
  .trim()
  .url("Enter a full video link, e.g. https://youtu.be/...")
  .refine(
    (u) => /^https:\/\/(www\.)?(youtube\.com|youtu\.be|vimeo\.com|m\.youtube\.com)\//.test(u),
    "Use a YouTube or Vimeo link.",
  );

/** Unknown keys are refused, naming them (a typo must not silently drop what the client meant). */
export const unknownKeys = {
  error: (iss: { code?: string; keys?: string[] }) =>
    iss.code === "unrecognized_keys" && iss.keys?.length
      ? `Unknown field${iss.keys.length === 1 ? "" : "s"}: ${iss.keys.join(", ")}.`
      : undefined,
};

/** A video link as a URL, or in the `{ id, url }` shape the API returns (the id is ignored: links are replaced). */
const videoLinkInput = z
  .union([videoLinkSchema, z.strictObject({ id: z.string().max(120).optional(), url: videoLinkSchema }, unknownKeys)], {
    error: LISTING_FIELD_MESSAGES.videoLink,
  })
  .transform((v) => (typeof v === "string" ? v : v.url));

export const roomInput = z.strictObject(
  {
    id: z.string().max(120).optional(),
    name: z.string({ error: LISTING_FIELD_MESSAGES.roomName }).trim().min(1, LISTING_FIELD_MESSAGES.roomName).max(80),
    description: z.string().trim().max(500).nullish(),
    mediaTokens: z.array(z.string().max(120)).max(LISTING_RULES.maxPhotos).default([]),
  },
  unknownKeys,
);

/** A reference as GET answers it (`{ id, title }`, `{ id, name }`): only the id is read. */
const refInput = z.looseObject({ id: z.number().int().positive() });
/** What GET answers and a write ignores, so a client can send a read back as it came. */
const readOnly = z.unknown().optional().describe("Answered by GET; ignored on write.");

/** The bounds an admin sets (App preference, SPEC §9 defaults ₦1,000 to ₦15,000) are checked by the listing service. */
export const inspectionFeeMessages = {
  min: (minKobo: number) => `The inspection fee must be at least ₦${(minKobo / 100).toLocaleString("en-NG")}.`,
  max: (maxKobo: number) => `The inspection fee must be at most ₦${(maxKobo / 100).toLocaleString("en-NG")}.`,
};
const feeMin = "The inspection fee must be at least ₦1.";
const feeMax = inspectionFeeMessages.max(LIMITS.inspectionFeeCeiling * 100);
const count = (max: number, field: string) =>
  z
    .number({ error: `Enter the number of ${field} as a whole number.` })
    .int(`Enter the number of ${field} as a whole number.`)
    .min(0)
    .max(max);

/**
 * POST v1/secure/property and PUT v1/secure/properties/property/{id}. Amounts are kobo, except SPEC.md §3's
 * `inspectionFee`, which is Naira (send it or `inspectionFeeKobo`). `status: "draft"` saves without
 * publishing; a listing goes live only with a photo and sane facts (see publishProblems).
 */
export const propertyInput = z
  .strictObject(
    {
      status: z.enum(["active", "draft"], { error: "status is active (publish) or draft." }).optional(),
      title: z
        .string({ error: LISTING_FIELD_MESSAGES.title })
        .trim()
        .min(10, "Give the listing a title of at least 10 characters.")
        .max(120),
      description: z
        .string({ error: LISTING_FIELD_MESSAGES.description })
        .trim()
        .min(30, "Describe the property in at least 30 characters.")
        .max(5000),
      listingType: z.enum(LISTING_TYPES, { error: LISTING_FIELD_MESSAGES.listingType }),
      categoryId: z
        .number({ error: LISTING_FIELD_MESSAGES.categoryId })
        .int()
        .positive(LISTING_FIELD_MESSAGES.categoryId)
        .optional(),
      typeId: z
        .number({ error: LISTING_FIELD_MESSAGES.typeId })
        .int()
        .positive(LISTING_FIELD_MESSAGES.typeId)
        .optional(),
      priceKobo: z
        .number({ error: LISTING_FIELD_MESSAGES.priceKobo })
        .int("Amounts are whole kobo.")
        .min(100_00, LISTING_FIELD_MESSAGES.priceKobo)
        .max(1e15),
      pricePeriod: z.enum(PRICE_PERIODS, { error: LISTING_FIELD_MESSAGES.pricePeriod }),
      serviceChargeKobo: kobo.default(0),
      agencyFeeKobo: kobo.default(0),
      legalFeeKobo: kobo.default(0),
      cautionFeeKobo: kobo.default(0),
      bedrooms: count(50, "bedrooms").default(0),
      bathrooms: count(50, "bathrooms").default(0),
      toilets: count(60, "toilets").default(0),
      areaSqm: z.number().positive().max(10_000_000).nullish(),
      furnishing: z.enum(FURNISHING).default("unfurnished"),
      address: z.string({ error: LISTING_FIELD_MESSAGES.address }).trim().min(5, "Enter the street address.").max(200),
      stateId: z
        .number({ error: LISTING_FIELD_MESSAGES.stateId })
        .int()
        .positive(LISTING_FIELD_MESSAGES.stateId)
        .optional(),
      localityId: z.number().int().positive().nullish(),
      lat: z.number().min(4).max(14).nullish(),
      lng: z.number().min(2.5).max(15).nullish(),
      titleDocuments: z.array(z.enum(TITLE_DOCUMENT_CODES)).max(6).default([]),
      amenityIds: z.array(z.number().int().positive()).max(40).default([]),
      /** SPEC.md §5: ₦1,000 to ₦15,000 by default (the admin's App preference bounds, checked on save); null means no paid inspection. */
      inspectionFeeKobo: z
        .number()
        .int()
        .min(100, feeMin)
        .max(LIMITS.inspectionFeeCeiling * 100, feeMax)
        .nullish(),
      /** SPEC.md §3's name, in Naira. */
      inspectionFee: z
        .number({ error: "The inspection fee is a number of naira." })
        .min(1, feeMin)
        .max(LIMITS.inspectionFeeCeiling, feeMax)
        .nullish(),
      mediaTokens: z.array(z.string().max(120)).max(LISTING_RULES.maxPhotos).default([]),
      primaryMediaToken: z.string().max(120).optional(),
      rooms: z.array(roomInput).max(LISTING_RULES.maxRooms).default([]),
      videoLinks: z.array(videoLinkInput).max(LISTING_RULES.maxVideoLinks).default([]),
      // SPEC §3's names, as GET answers them, so a read can be written back. Each maps onto the name above.
      bedroom: count(50, "bedrooms").optional(),
      bathroom: count(50, "bathrooms").optional(),
      area: z.number().positive().max(10_000_000).nullish(),
      amenities: z
        .array(z.union([z.number().int().positive(), refInput]))
        .max(40)
        .optional(),
      category: refInput.optional(),
      type: refInput.optional(),
      state: refInput.optional(),
      locality: refInput.nullish(),
      id: readOnly,
      slug: readOnly,
      propertyMedia: readOnly,
      photoCount: readOnly,
      previousPriceKobo: readOnly,
      priceReducedAt: readOnly,
      moveInKobo: readOnly,
      priceBand: readOnly,
      priceHistory: readOnly,
      isFavorite: readOnly,
      premiumListing: readOnly,
      confirmedAt: readOnly,
      createdAt: readOnly,
      updatedAt: readOnly,
      agentContactInfo: readOnly,
      rating: readOnly,
      delistReason: readOnly,
      viewCount: readOnly,
      flaggedDuplicate: readOnly,
    },
    unknownKeys,
  )
  .superRefine((v, ctx) => {
    if (
      v.inspectionFee != null &&
      v.inspectionFeeKobo != null &&
      Math.round(v.inspectionFee * 100) !== v.inspectionFeeKobo
    )
      ctx.addIssue({
        code: "custom",
        path: ["inspectionFee"],
        message: "inspectionFee (naira) and inspectionFeeKobo disagree; send one of them.",
      });
    // Both spellings sent: they must say the same (a zero or empty default of the internal name does not count).
    const clash = (spec: string, internal: string, a: unknown, b: unknown) =>
      ctx.addIssue({
        code: "custom",
        path: [spec],
        message: `${spec} and ${internal} disagree (${String(a)} vs ${String(b)}); send one of them.`,
      });
    if (v.bedroom !== undefined && v.bedrooms !== 0 && v.bedroom !== v.bedrooms)
      clash("bedroom", "bedrooms", v.bedroom, v.bedrooms);
    if (v.bathroom !== undefined && v.bathrooms !== 0 && v.bathroom !== v.bathrooms)
      clash("bathroom", "bathrooms", v.bathroom, v.bathrooms);
    if (v.area != null && v.areaSqm != null && v.area !== v.areaSqm) clash("area", "areaSqm", v.area, v.areaSqm);
    const specAmenities = v.amenities?.map((a) => (typeof a === "number" ? a : a.id)).sort((a, b) => a - b);
    if (specAmenities && v.amenityIds.length && specAmenities.join() !== [...v.amenityIds].sort((a, b) => a - b).join())
      clash("amenities", "amenityIds", specAmenities, v.amenityIds);
    for (const [spec, internal] of [
      ["category", "categoryId"],
      ["type", "typeId"],
      ["state", "stateId"],
    ] as const) {
      const ref = v[spec]?.id;
      if (ref !== undefined && v[internal] !== undefined && ref !== v[internal])
        clash(`${spec}.id`, internal, ref, v[internal]);
      if (ref === undefined && v[internal] === undefined)
        ctx.addIssue({ code: "custom", path: [internal], message: LISTING_FIELD_MESSAGES[internal] });
    }
    if (v.locality != null && v.localityId != null && v.locality.id !== v.localityId)
      clash("locality.id", "localityId", v.locality.id, v.localityId);
  })
  .transform(({ bedroom, bathroom, area, amenities, category, type, state, locality, ...v }) => {
    const {
      id: _id,
      slug: _slug,
      propertyMedia: _m,
      photoCount: _pc,
      previousPriceKobo: _pp,
      priceReducedAt: _pr,
      moveInKobo: _mi,
      priceHistory: _ph,
      isFavorite: _f,
      premiumListing: _p,
      confirmedAt: _c,
      createdAt: _ca,
      updatedAt: _u,
      agentContactInfo: _a,
      rating: _r,
      delistReason: _d,
      viewCount: _v,
      flaggedDuplicate: _fd,
      ...input
    } = v;
    return {
      ...input,
      categoryId: input.categoryId ?? category!.id,
      typeId: input.typeId ?? type!.id,
      stateId: input.stateId ?? state!.id,
      localityId:
        input.localityId !== undefined ? input.localityId : locality === undefined ? undefined : (locality?.id ?? null),
      bedrooms: bedroom ?? input.bedrooms,
      bathrooms: bathroom ?? input.bathrooms,
      areaSqm: input.areaSqm ?? area,
      amenityIds:
        input.amenityIds.length || !amenities
          ? input.amenityIds
          : amenities.map((a) => (typeof a === "number" ? a : a.id)),
    };
  });
export type PropertyInput = z.infer<typeof propertyInput>;

/** The fee in kobo from whichever of the two names the client sent. */
export const inspectionFeeKoboOf = (v: Pick<PropertyInput, "inspectionFee" | "inspectionFeeKobo">) =>
  v.inspectionFeeKobo ?? (v.inspectionFee != null ? Math.round(v.inspectionFee * 100) : null);

export const reportInput = z.strictObject({
  reason: z.enum(REPORT_REASON_CODES, { message: "Choose a reason." }),
  details: z.string().trim().max(1000).optional(),
});
