import { inspectionFeeMessages, propertyInput, type PropertyInput } from "@contracts/listing-input";
import { LIMITS } from "@contracts/constants";
import { feeLawProblems, type FURNISHING } from "@contracts/listings";
import { nairaToKobo, parseCount, parseDecimal } from "./money";
import { PERIODS_FOR, type ListingType, type PricePeriod } from "./labels";

/** A photo in the form: `token` is set once it is safely stored (for saved media it is the media id). */
export type MediaEntry = {
  key: string;
  token: string | null;
  saved: boolean;
  preview: string;
  rotation: number;
  name: string;
};
export type RoomDraft = { key: string; id?: string; name: string; description: string; media: MediaEntry[] };
export type VideoDraft = { key: string; id?: string; url: string };

/** The form as the lister types it: amounts in naira text, counts as text, ids 0 until chosen. */
export type EditorValues = {
  title: string;
  description: string;
  listingType: ListingType;
  categoryId: number;
  typeId: number;
  stateId: number;
  localityId: number;
  address: string;
  lat: string;
  lng: string;
  price: string;
  pricePeriod: PricePeriod;
  serviceCharge: string;
  agencyFee: string;
  legalFee: string;
  cautionFee: string;
  bedrooms: string;
  bathrooms: string;
  toilets: string;
  area: string;
  furnishing: (typeof FURNISHING)[number];
  amenityIds: number[];
  titleDocuments: string[];
  rooms: RoomDraft[];
  media: MediaEntry[];
  primaryKey: string | null;
  videoLinks: VideoDraft[];
  inspectionFee: string;
};

export const emptyValues = (): EditorValues => ({
  title: "",
  description: "",
  listingType: "rent",
  categoryId: 0,
  typeId: 0,
  stateId: 0,
  localityId: 0,
  address: "",
  lat: "",
  lng: "",
  price: "",
  pricePeriod: PERIODS_FOR.rent[0]!,
  serviceCharge: "",
  agencyFee: "",
  legalFee: "",
  cautionFee: "",
  bedrooms: "",
  bathrooms: "",
  toilets: "",
  area: "",
  furnishing: "unfurnished",
  amenityIds: [],
  titleDocuments: [],
  rooms: [],
  media: [],
  primaryKey: null,
  videoLinks: [],
  inspectionFee: "",
});

/** The error key (the API's field name) each form value reports under. */
export const FIELD_OF: Partial<Record<keyof EditorValues, string>> = {
  price: "priceKobo",
  serviceCharge: "serviceChargeKobo",
  agencyFee: "agencyFeeKobo",
  legalFee: "legalFeeKobo",
  cautionFee: "cautionFeeKobo",
  area: "areaSqm",
  inspectionFee: "inspectionFeeKobo",
  media: "mediaTokens",
  primaryKey: "primaryMediaToken",
};
export const fieldOf = (key: keyof EditorValues) => FIELD_OF[key] ?? key;

export const STEPS = [
  { id: "details", title: "Details", fields: ["title", "description", "listingType", "categoryId", "typeId"] },
  { id: "location", title: "Location", fields: ["stateId", "localityId", "address", "lat", "lng"] },
  {
    id: "price",
    title: "Price & charges",
    fields: ["priceKobo", "pricePeriod", "serviceChargeKobo", "agencyFeeKobo", "legalFeeKobo", "cautionFeeKobo"],
  },
  {
    id: "features",
    title: "Features",
    fields: ["bedrooms", "bathrooms", "toilets", "areaSqm", "furnishing", "amenityIds", "titleDocuments"],
  },
  { id: "rooms", title: "Rooms", fields: ["rooms"] },
  { id: "media", title: "Photos & video", fields: ["mediaTokens", "primaryMediaToken", "videoLinks"] },
  { id: "inspection", title: "Inspection fee", fields: ["inspectionFeeKobo"] },
  { id: "review", title: "Review", fields: [] },
] as const;
export type StepId = (typeof STEPS)[number]["id"];

/** The step that shows a field ("rooms.2.name" belongs to Rooms); unknown fields go to Review. */
export function stepOf(field: string): number {
  const head = field.split(".")[0]!;
  const i = STEPS.findIndex((s) => (s.fields as readonly string[]).includes(head));
  return i === -1 ? STEPS.length - 1 : i;
}

export const primaryEntry = (v: Pick<EditorValues, "media" | "primaryKey">) =>
  v.media.find((m) => m.key === v.primaryKey) ?? v.media[0];

/** The API body, plus problems that the schema cannot see (text that is not a number). */
export function toInput(v: EditorValues) {
  const local: Record<string, string> = {};
  const money = (field: string, text: string) => {
    const kobo = nairaToKobo(text);
    if (Number.isNaN(kobo)) local[field] = "Enter an amount in naira using digits only, e.g. 2500000.";
    return kobo === null || Number.isNaN(kobo) ? null : kobo;
  };
  const count = (field: string, text: string) => {
    const n = parseCount(text);
    if (Number.isNaN(n)) local[field] = "Enter a whole number.";
    return Number.isNaN(n) ? 0 : n;
  };
  const decimal = (field: string, text: string) => {
    const n = parseDecimal(text);
    if (Number.isNaN(n)) local[field] = "Enter a number, e.g. 6.4412.";
    return n === null || Number.isNaN(n) ? null : n;
  };
  const rent = v.listingType === "rent";
  const lat = decimal("lat", v.lat);
  const lng = decimal("lng", v.lng);
  if ((lat === null) !== (lng === null) && !local.lat && !local.lng)
    local[lat === null ? "lat" : "lng"] = "Enter both latitude and longitude, or leave both empty.";
  if (!v.media.length) local.mediaTokens = "Add at least one photo of the property.";
  const primary = primaryEntry(v);
  const input = {
    title: v.title,
    description: v.description,
    listingType: v.listingType,
    categoryId: v.categoryId,
    typeId: v.typeId,
    priceKobo: money("priceKobo", v.price) ?? 0,
    pricePeriod: v.pricePeriod,
    serviceChargeKobo: rent ? (money("serviceChargeKobo", v.serviceCharge) ?? 0) : 0,
    agencyFeeKobo: rent ? (money("agencyFeeKobo", v.agencyFee) ?? 0) : 0,
    legalFeeKobo: rent ? (money("legalFeeKobo", v.legalFee) ?? 0) : 0,
    cautionFeeKobo: rent ? (money("cautionFeeKobo", v.cautionFee) ?? 0) : 0,
    bedrooms: count("bedrooms", v.bedrooms),
    bathrooms: count("bathrooms", v.bathrooms),
    toilets: count("toilets", v.toilets),
    areaSqm: decimal("areaSqm", v.area),
    furnishing: v.furnishing,
    address: v.address,
    stateId: v.stateId,
    localityId: v.localityId || null,
    lat,
    lng,
    titleDocuments: v.titleDocuments,
    amenityIds: v.amenityIds,
    inspectionFeeKobo: money("inspectionFeeKobo", v.inspectionFee),
    mediaTokens: v.media.flatMap((m) => (m.token ? [m.token] : [])),
    primaryMediaToken: primary?.token ?? undefined,
    rooms: v.rooms.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description.trim() || undefined,
      mediaTokens: r.media.flatMap((m) => (m.token ? [m.token] : [])),
    })),
    videoLinks: v.videoLinks.map((l) => l.url),
  };
  return { input, local };
}

/** Every problem in the form keyed by field path ("title", "rooms.0.name"), and the body when there are none. */
/** SPEC §9's inspection-fee bounds; the admin's current ones come from GET /v1/website-info (inspectionFee). */
export const SPEC_FEE_BOUNDS = { minKobo: LIMITS.inspectionFeeMin * 100, maxKobo: LIMITS.inspectionFeeMax * 100 };

/**
 * `stateSlug`: the chosen state's, for the fee law (feeLawProblems), which the form applies as it is typed with the API's
 * words: the wizard publishes or saves a live listing, never a draft on the server.
 */
export function checkEditor(
  v: EditorValues,
  fee: { minKobo: number; maxKobo: number } = SPEC_FEE_BOUNDS,
  stateSlug?: string,
): { errors: Record<string, string>; data: PropertyInput | null } {
  const { input, local } = toInput(v);
  const parsed = propertyInput.safeParse(input);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  const kobo = input.inspectionFeeKobo;
  if (typeof kobo === "number" && !errors.inspectionFeeKobo) {
    if (kobo < fee.minKobo) errors.inspectionFeeKobo = inspectionFeeMessages.min(fee.minKobo);
    else if (kobo > fee.maxKobo) errors.inspectionFeeKobo = inspectionFeeMessages.max(fee.maxKobo);
  }
  for (const p of feeLawProblems(input, { stateSlug, publishing: true })) errors[p.field] = p.message;
  Object.assign(errors, local);
  return { errors, data: parsed.success && !Object.keys(errors).length ? parsed.data : null };
}
