import { z } from "zod";
import { videoLinkSchema } from "@contracts/listing-input";
import { planTermFields } from "@contracts/instalments";
import { PROJECT_RULES, projectFields, unitInput } from "@contracts/projects";
import { list } from "./project-draft";

export const STEPS = ["Basics", "Location", "Units", "Plan and photos"] as const;
export const LAST = STEPS.length - 1;

/** "6.44" → 6.44, "" → null; anything else fails the contract's number rule with its message. */
const numberText = (rule: z.ZodType<number | null | undefined, number | null | undefined>) =>
  z
    .string()
    .trim()
    .transform((s) => (s === "" ? null : Number(s)))
    .pipe(rule as z.ZodType<number | null | undefined, number | null>);
/** "C of O, Survey" → ["C of O", "Survey"], checked by the contract's list rule. */
const listText = (rule: z.ZodType<string[], string[] | undefined>) =>
  z
    .string()
    .transform(list)
    .pipe(rule as z.ZodType<string[], string[]>);

/**
 * Each step's fields with the API's own rules (`@contracts/projects`): Next checks the step on screen, the last
 * step (and "Save changes") checks them all, so nothing the API would refuse is sent. Form field names are the
 * API's, so its 400 field errors ("properties.1.price") land beside the same fields.
 */
const STEP_SCHEMAS = [
  z.object({
    name: projectFields.name,
    description: projectFields.description,
    status: projectFields.status,
    completionDate: z
      .string()
      .transform((s) => s.trim() || null)
      .pipe(projectFields.completionDate as z.ZodType<string | null | undefined, string | null>),
  }),
  z.object({
    stateId: projectFields.stateId,
    localityId: projectFields.localityId,
    address: projectFields.address,
    latitude: numberText(projectFields.latitude),
    longitude: numberText(projectFields.longitude),
  }),
  z.object({
    properties: z
      .array(unitInput)
      .min(1, "Add at least one unit type.")
      .max(PROJECT_RULES.maxUnits, `Add ${PROJECT_RULES.maxUnits} unit types at most.`),
  }),
  z.object({
    depositPercent: projectFields.depositPercent,
    instalments: projectFields.instalments,
    periodMonths: projectFields.periodMonths,
    planInterval: planTermFields.planInterval,
    planFeePercent: planTermFields.planFeePercent,
    planGraceDays: planTermFields.planGraceDays,
    planDefaultAfter: planTermFields.planDefaultAfter,
    planRefundPercent: planTermFields.planRefundPercent,
    milestones: planTermFields.milestones.unwrap(),
    titleDocuments: listText(projectFields.titleDocuments),
    amenities: listText(projectFields.amenities),
    mediaTokens: z.array(z.string()).max(PROJECT_RULES.maxPhotos, `Add ${PROJECT_RULES.maxPhotos} photos at most.`),
    videoLinks: z
      .array(videoLinkSchema)
      .max(PROJECT_RULES.maxVideoLinks, `Add ${PROJECT_RULES.maxVideoLinks} video links at most.`),
  }),
] as const;
const ALL = STEP_SCHEMAS.reduce<z.ZodObject>((all, s) => all.extend(s.shape), z.object({}));
export const STEP_FIELDS = STEP_SCHEMAS.map((s) => Object.keys(s.shape));
/** The step showing a field ("properties.2.price" is on Units); -1 for none. */
export const stepOf = (field: string) => STEP_FIELDS.findIndex((f) => f.includes(field.split(".")[0]!));

/**
 * What the next submit checks, read when it validates: the step on screen (Next), or every step (the last
 * step, "Save changes"). Set from event handlers; the form's schema reads it.
 */
export class Scope {
  step = 0;
  all = false;
  /** Checked anew at every validation (z.lazy would keep the first step's schema: it caches its getter). */
  readonly schema = z.unknown().superRefine((values, ctx) => {
    const checked = (this.all || this.step === LAST ? ALL : STEP_SCHEMAS[this.step]!).safeParse(values);
    if (!checked.success)
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  }) as unknown as typeof ALL;
  open(step: number) {
    this.step = step;
    this.all = false;
  }
  checkAll(on = true) {
    this.all = on;
  }
  takeAll() {
    const all = this.all || this.step === LAST;
    this.all = false;
    return all;
  }
}

/** A number field's value: "" → null, which the contract refuses in words ("Enter the price in naira…") where a
 * number is required. RHF also passes the value a field starts with. (Not NaN: it would be written back into the
 * field when a step is shown again, which browsers warn about.) */
export const numberOrNull = (v: unknown) =>
  v == null || (typeof v === "string" && v.trim() === "") ? null : Number(v);
