import { useEffect, useRef, useState, type ReactNode } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useController, useFieldArray, useFormContext, useWatch, type FieldErrors } from "react-hook-form";
import { z } from "zod";
import { videoLinkSchema } from "@contracts/listings";
import {
  PROJECT_RULES,
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  projectFields,
  unitInput,
  type ProjectStatus,
} from "@contracts/projects";
import { Button } from "../../components/ui/button";
import {
  applySubmitError,
  errorMessage,
  Form,
  FormError,
  FormField,
  SubmitButton,
  useZodForm,
} from "../../components/ui/form";
import { Input, NativeSelect, Textarea, useFieldControl } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { localitiesQuery, statesQuery } from "../locations/queries";
import { unitCategoriesQuery } from "./api";
import { uploadProjectPhoto } from "./upload";

/** `price` is null while the field is empty (the form refuses it: "Enter the price in naira"). */
export type UnitDraft = {
  id?: string;
  categoryId: number;
  type: string;
  bedrooms: number;
  sizeSqm: number | null;
  price: number | null;
  unitsTotal: number;
};
export type ProjectDraft = {
  name: string;
  description: string;
  status: ProjectStatus;
  completionDate: string;
  stateId: number;
  localityId: number | null;
  address: string;
  latitude: string;
  longitude: string;
  depositPercent: number;
  instalments: number;
  periodMonths: number;
  titleDocuments: string;
  amenities: string;
  properties: UnitDraft[];
  mediaTokens: string[];
  videoLinks: string[];
};

/** A new unit type: its price starts empty. */
export const emptyUnit = (): UnitDraft => ({
  categoryId: 1,
  type: "",
  bedrooms: 2,
  sizeSqm: null,
  price: null,
  unitsTotal: 1,
});
export const emptyDraft = (): ProjectDraft => ({
  name: "",
  description: "",
  status: "off_plan",
  completionDate: "",
  stateId: 0,
  localityId: null,
  address: "",
  latitude: "",
  longitude: "",
  depositPercent: 30,
  instalments: 12,
  periodMonths: 12,
  titleDocuments: "",
  amenities: "",
  properties: [emptyUnit()],
  mediaTokens: [],
  videoLinks: [],
});

const list = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
const num = (s: string) => (s.trim() === "" ? null : Number(s));

/** The API body of a draft (prices in naira; the API keeps kobo). */
export function draftBody(d: ProjectDraft) {
  return {
    name: d.name,
    description: d.description,
    status: d.status,
    completionDate: d.completionDate || null,
    stateId: d.stateId,
    localityId: d.localityId,
    address: d.address,
    latitude: num(d.latitude),
    longitude: num(d.longitude),
    depositPercent: d.depositPercent,
    instalments: d.instalments,
    periodMonths: d.periodMonths,
    titleDocuments: list(d.titleDocuments),
    amenities: list(d.amenities),
    properties: d.properties.map((u) => ({
      ...(u.id ? { id: u.id } : {}),
      categoryId: u.categoryId,
      type: u.type,
      bedrooms: u.bedrooms,
      sizeSqm: u.sizeSqm,
      // The form has checked it before any save (the API would refuse 0 the same way).
      price: u.price ?? 0,
      unitsTotal: u.unitsTotal,
    })),
  };
}

const STEPS = ["Basics", "Location", "Units", "Plan and photos"] as const;
const LAST = STEPS.length - 1;

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
    titleDocuments: listText(projectFields.titleDocuments),
    amenities: listText(projectFields.amenities),
    mediaTokens: z.array(z.string()).max(PROJECT_RULES.maxPhotos, `Add ${PROJECT_RULES.maxPhotos} photos at most.`),
    videoLinks: z
      .array(videoLinkSchema)
      .max(PROJECT_RULES.maxVideoLinks, `Add ${PROJECT_RULES.maxVideoLinks} video links at most.`),
  }),
] as const;
const ALL = STEP_SCHEMAS.reduce<z.ZodObject>((all, s) => all.extend(s.shape), z.object({}));
const STEP_FIELDS = STEP_SCHEMAS.map((s) => Object.keys(s.shape));
/** The step showing a field ("properties.2.price" is on Units); -1 for none. */
const stepOf = (field: string) => STEP_FIELDS.findIndex((f) => f.includes(field.split(".")[0]!));

/**
 * What the next submit checks, read when it validates: the step on screen (Next), or every step (the last
 * step, "Save changes"). Set from event handlers; the form's schema reads it.
 */
class Scope {
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
const numberOrNull = (v: unknown) => (v == null || (typeof v === "string" && v.trim() === "") ? null : Number(v));

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-ink-200 bg-white p-5">
      <legend className="px-1 text-lg font-semibold text-ink-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A select of numeric ids, controlled so a saved choice shows once its options have loaded. */
/** `empty`: the choice of none (an optional field); `prompt`: what a required field says until chosen. */
function IdSelect({
  name,
  empty,
  prompt = "Choose…",
  options,
  onPicked,
}: {
  name: string;
  empty?: string;
  prompt?: string;
  options: { id: number; name: string }[] | undefined;
  onPicked?: () => void;
}) {
  const {
    field: { ref, onBlur, onChange, value: raw },
  } = useController<ProjectDraft>({ name: name as "stateId" });
  const value = raw as number | null;
  return (
    <NativeSelect
      ref={ref}
      name={name}
      onBlur={onBlur}
      value={value && value > 0 ? String(value) : ""}
      onChange={(e) => {
        onChange(e.target.value ? Number(e.target.value) : empty === undefined ? 0 : null);
        onPicked?.();
      }}
    >
      {empty !== undefined ? (
        <option value="">{empty}</option>
      ) : (
        !(value && value > 0) && <option value="">{prompt}</option>
      )}
      {options?.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </NativeSelect>
  );
}

function BasicsStep() {
  const { register } = useFormContext<ProjectDraft>();
  return (
    <Step title="Basics">
      <FormField<ProjectDraft> name="name" label="Project name" id="p-name">
        <Input {...register("name")} maxLength={150} />
      </FormField>
      <FormField<ProjectDraft>
        name="description"
        label="Description"
        id="p-description"
        hint="20 characters at least: what is built, for whom, what is included."
      >
        <DescriptionBox />
      </FormField>
      <FormField<ProjectDraft> name="status" label="Status" id="p-status">
        <StatusSelect />
      </FormField>
      <FormField<ProjectDraft> name="completionDate" label="Completion date" id="p-completion">
        <Input type="date" {...register("completionDate")} />
      </FormField>
    </Step>
  );
}

/** The description's box (a child of its field, so it takes the field's id and error wiring). */
function DescriptionBox() {
  const { register } = useFormContext<ProjectDraft>();
  return <Textarea {...register("description")} rows={5} />;
}

function StatusSelect() {
  const { register } = useFormContext<ProjectDraft>();
  return (
    <NativeSelect {...register("status")}>
      {PROJECT_STATUSES.map((s) => (
        <option key={s} value={s}>
          {PROJECT_STATUS_LABELS[s]}
        </option>
      ))}
    </NativeSelect>
  );
}

function LocationStep() {
  const { register, setValue } = useFormContext<ProjectDraft>();
  const stateId = useWatch<ProjectDraft, "stateId">({ name: "stateId" });
  const states = useQuery(statesQuery());
  const localities = useQuery({ ...localitiesQuery(stateId), enabled: stateId > 0 });
  return (
    <Step title="Location">
      <FormField<ProjectDraft> name="stateId" label="State" id="p-state">
        <IdSelect
          name="stateId"
          prompt="Choose a state"
          options={states.data}
          onPicked={() => setValue("localityId", null)}
        />
      </FormField>
      <FormField<ProjectDraft> name="localityId" label="Locality" id="p-locality">
        <IdSelect name="localityId" empty="Choose a locality" options={localities.data} />
      </FormField>
      <FormField<ProjectDraft> name="address" label="Address" id="p-address">
        <Input {...register("address")} maxLength={300} autoComplete="street-address" />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField<ProjectDraft> name="latitude" label="Latitude (optional)" id="p-lat">
          <Input inputMode="decimal" {...register("latitude")} />
        </FormField>
        <FormField<ProjectDraft> name="longitude" label="Longitude (optional)" id="p-lng">
          <Input inputMode="decimal" {...register("longitude")} />
        </FormField>
      </div>
    </Step>
  );
}

function UnitsStep() {
  const { register, control, formState } = useFormContext<ProjectDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: "properties" });
  const units = useWatch<ProjectDraft, "properties">({ name: "properties" });
  const cats = useQuery(unitCategoriesQuery());
  const listError =
    (formState.errors.properties as { message?: string; root?: { message?: string } } | undefined)?.message ??
    formState.errors.properties?.root?.message;
  return (
    <Step title="Units">
      {fields.map((f, i) => (
        <div
          key={f.id}
          className="grid gap-3 rounded-lg border border-ink-200 p-3 sm:grid-cols-3"
          data-testid="unit-row"
        >
          <FormField<ProjectDraft> name={`properties.${i}.categoryId`} label="Category" id={`u-cat-${i}`}>
            <IdSelect name={`properties.${i}.categoryId`} options={cats.data} />
          </FormField>
          <FormField<ProjectDraft> name={`properties.${i}.type`} label="Unit type" id={`u-type-${i}`}>
            <Input {...register(`properties.${i}.type`)} maxLength={120} placeholder="e.g. 3-bedroom terrace" />
          </FormField>
          <FormField<ProjectDraft> name={`properties.${i}.bedrooms`} label="Bedrooms" id={`u-beds-${i}`}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={20}
              {...register(`properties.${i}.bedrooms`, { setValueAs: numberOrNull })}
            />
          </FormField>
          <FormField<ProjectDraft> name={`properties.${i}.sizeSqm`} label="Size (m²)" id={`u-size-${i}`}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              {...register(`properties.${i}.sizeSqm`, { setValueAs: numberOrNull })}
            />
          </FormField>
          <FormField<ProjectDraft> name={`properties.${i}.price`} label="Price (₦)" id={`u-price-${i}`}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              {...register(`properties.${i}.price`, { setValueAs: numberOrNull })}
            />
          </FormField>
          <FormField<ProjectDraft> name={`properties.${i}.unitsTotal`} label="Units in total" id={`u-total-${i}`}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              {...register(`properties.${i}.unitsTotal`, { setValueAs: numberOrNull })}
            />
          </FormField>
          {!units?.[i]?.id && fields.length > 1 && (
            <Button type="button" variant="ghost" size="sm" onClick={() => remove(i)}>
              Remove this unit type
            </Button>
          )}
        </div>
      ))}
      {listError && (
        <p role="alert" className="text-sm text-danger-600">
          {listError}
        </p>
      )}
      {fields.length < PROJECT_RULES.maxUnits && (
        <Button type="button" variant="outline" onClick={() => append(emptyUnit(), { shouldFocus: false })}>
          Add another unit type
        </Button>
      )}
    </Step>
  );
}

/** Photos upload as soon as they are chosen; the form keeps their tokens. A failed upload shows beside the photos. */
function PhotosField({
  uploading,
  setUploading,
}: {
  uploading: number;
  setUploading: (fn: (n: number) => number) => void;
}) {
  const { setValue, getValues, setError, clearErrors } = useFormContext<ProjectDraft>();
  const tokens = useWatch<ProjectDraft, "mediaTokens">({ name: "mediaTokens" });
  const [previews, setPreviews] = useState<string[]>([]);
  const addPhotos = async (files: FileList | null) => {
    clearErrors("mediaTokens");
    for (const file of Array.from(files ?? []).slice(0, PROJECT_RULES.maxPhotos - getValues("mediaTokens").length)) {
      setUploading((n) => n + 1);
      try {
        const { token, preview } = await uploadProjectPhoto(file);
        setValue("mediaTokens", [...getValues("mediaTokens"), token]);
        setPreviews((p) => [...p, preview]);
      } catch (e) {
        setError("mediaTokens", {
          type: "upload",
          message: e instanceof Error && e.message ? e.message : "The photo could not be uploaded. Please try again.",
        });
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };
  return (
    <>
      <FormField<ProjectDraft>
        name="mediaTokens"
        label="Photos"
        id="p-photos"
        hint={
          uploading ? `Uploading ${uploading} photo(s)…` : `${tokens.length} uploaded; the first is the main photo.`
        }
      >
        <PhotoInput onFiles={(f) => void addPhotos(f)} />
      </FormField>
      {previews.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {previews.map((p, i) => (
            <li key={i}>
              <img src={p} alt={`Photo ${i + 1}`} className="h-20 w-28 rounded object-cover" />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function PhotoInput({ onFiles }: { onFiles: (f: FileList | null) => void }) {
  return (
    <input
      {...useFieldControl()}
      type="file"
      accept="image/jpeg,image/png,image/webp"
      multiple
      onChange={(e) => onFiles(e.target.files)}
      className="min-w-0 text-sm"
    />
  );
}

/** Video links are added one at a time and checked as the API checks them; a refused link's reason shows beside the field. */
function VideosField() {
  const { setValue, getValues, setError, clearErrors } = useFormContext<ProjectDraft>();
  const links = useWatch<ProjectDraft, "videoLinks">({ name: "videoLinks" });
  const [video, setVideo] = useState("");
  const add = () => {
    const url = video.trim();
    if (!url) return;
    const checked = videoLinkSchema.safeParse(url);
    if (!checked.success)
      return setError("videoLinks", { type: "link", message: checked.error.issues[0]?.message }, { shouldFocus: true });
    setValue("videoLinks", [...getValues("videoLinks"), checked.data], { shouldValidate: true });
    setVideo("");
  };
  return (
    <>
      <FormField<ProjectDraft> name="videoLinks" label="Video link (YouTube or Vimeo)" id="p-video">
        <div className="flex gap-2">
          <VideoInput
            value={video}
            onChange={(v) => {
              setVideo(v);
              clearErrors("videoLinks");
            }}
            onAdd={add}
          />
          <Button type="button" variant="outline" onClick={add}>
            Add
          </Button>
        </div>
      </FormField>
      {links.length > 0 && (
        <ul className="text-sm">
          {links.map((v) => (
            <li key={v} className="break-all">
              {v}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function VideoInput({ value, onChange, onAdd }: { value: string; onChange: (v: string) => void; onAdd: () => void }) {
  return (
    <Input
      value={value}
      inputMode="url"
      autoCapitalize="none"
      onChange={(e) => onChange(e.target.value)}
      // Enter adds the link (it would otherwise submit the step).
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          onAdd();
        }
      }}
      placeholder="https://youtu.be/..."
    />
  );
}

function PlanStep({
  withMedia,
  uploading,
  setUploading,
}: {
  withMedia: boolean;
  uploading: number;
  setUploading: (fn: (n: number) => number) => void;
}) {
  const { register } = useFormContext<ProjectDraft>();
  return (
    <Step title="Payment plan and photos">
      <div className="grid grid-cols-3 gap-3">
        <FormField<ProjectDraft> name="depositPercent" label="Deposit (%)" id="p-deposit">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            {...register("depositPercent", { setValueAs: numberOrNull })}
          />
        </FormField>
        <FormField<ProjectDraft> name="instalments" label="Instalments" id="p-instalments">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
            {...register("instalments", { setValueAs: numberOrNull })}
          />
        </FormField>
        <FormField<ProjectDraft> name="periodMonths" label="Period (months)" id="p-period">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={240}
            {...register("periodMonths", { setValueAs: numberOrNull })}
          />
        </FormField>
      </div>
      <FormField<ProjectDraft>
        name="titleDocuments"
        label="Title documents"
        id="p-titles"
        hint="Separate with commas, e.g. C of O, Governor's Consent"
      >
        <Input {...register("titleDocuments")} />
      </FormField>
      <FormField<ProjectDraft> name="amenities" label="Amenities" id="p-amenities" hint="Separate with commas">
        <Input {...register("amenities")} />
      </FormField>
      {withMedia && (
        <>
          <PhotosField uploading={uploading} setUploading={setUploading} />
          <VideosField />
        </>
      )}
    </Step>
  );
}

/**
 * The guided project form (like add-listing): four steps, then save. `withMedia` adds photo uploads and video
 * links (the add page; the edit page manages them in their own panels). On the Form layer: Next checks the step
 * on screen with the API's rules, the last step checks every step and opens the first with a problem (its first
 * field focused); the API's 400 does the same with its field errors.
 */
export function ProjectForm({
  initial,
  submitLabel,
  withMedia,
  saveAnyStep = !withMedia,
  onSubmit,
}: {
  initial: ProjectDraft;
  submitLabel: string;
  withMedia: boolean;
  saveAnyStep?: boolean;
  onSubmit: (d: ProjectDraft) => Promise<void>;
}) {
  const [step, setStep] = useState(0);
  // What the next submit checks: the step on screen (Next) or all of them (the last step, "Save changes").
  const [scope] = useState(() => new Scope());
  const form = useZodForm(scope.schema, { defaultValues: initial as never, shouldFocusError: false });
  const save = useMutation({ mutationFn: onSubmit });
  const [uploading, setUploading] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  // Focus goes to the first invalid field in the page's order (not the order fields registered in).
  const [focusTick, setFocusTick] = useState(0);

  /** Opens a step; with `focus`, the first field with a problem there gets focus once it shows. */
  const go = (i: number, focus = false) => {
    scope.open(i);
    setStep(i);
    if (focus) setFocusTick((t) => t + 1);
  };
  useEffect(() => {
    if (!focusTick) return;
    const frame = requestAnimationFrame(() => body.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusTick]);

  const firstStepOf = (fields: string[]) => Math.min(...fields.map(stepOf).filter((i) => i >= 0), LAST);
  const invalid = (errors: FieldErrors) => {
    const at = firstStepOf(Object.keys(errors).filter((k) => k !== "root"));
    scope.checkAll(false);
    go(at, true);
  };
  const submit = async () => {
    if (!scope.takeAll()) return go(step + 1);
    try {
      await save.mutateAsync(form.getValues() as ProjectDraft);
    } catch (e) {
      // Field errors beside their fields, on the first step holding one; anything else in the form alert.
      applySubmitError(form as never, e);
      const fields = e instanceof ApiError ? e.errors.map((f) => f.field).filter((f) => stepOf(f) >= 0) : [];
      if (fields.length) {
        go(firstStepOf(fields), true);
      }
    }
  };
  const last = step === LAST;

  return (
    <Form
      form={form}
      onSubmit={submit}
      onInvalid={invalid}
      fallback="Something went wrong. Please try again."
      className="flex flex-col gap-5"
      aria-label="Project"
    >
      <ol className="flex flex-wrap gap-2 text-sm" aria-label="Steps">
        {STEPS.map((s, i) => (
          <li key={s}>
            <StepButton i={i} label={s} current={step} onGo={go} />
          </li>
        ))}
      </ol>
      <div ref={body}>
        {step === 0 && <BasicsStep />}
        {step === 1 && <LocationStep />}
        {step === 2 && <UnitsStep />}
        {step === 3 && <PlanStep withMedia={withMedia} uploading={uploading} setUploading={setUploading} />}
      </div>
      <FormError>{(message) => <NotSaved message={message} />}</FormError>
      <div className="flex flex-wrap gap-3">
        {step > 0 && (
          <Button type="button" variant="outline" onClick={() => go(step - 1)}>
            Back
          </Button>
        )}
        {last ? (
          <SubmitButton disabled={uploading > 0} aria-describedby={uploading > 0 ? "project-uploading" : undefined}>
            {submitLabel}
          </SubmitButton>
        ) : (
          <Button type="submit" disabled={save.isPending}>
            Next
          </Button>
        )}
        {uploading > 0 && (
          <p id="project-uploading" className="self-center text-sm text-ink-600">
            Wait for the photos to finish uploading.
          </p>
        )}
        {/* Editing: every step can be saved as it is (the add form walks through all of them first). */}
        {!last && saveAnyStep && (
          <Button type="submit" variant="outline" loading={save.isPending} onClick={() => scope.checkAll()}>
            Save changes
          </Button>
        )}
      </div>
    </Form>
  );
}

/** A step's tab; a step holding an error says so. */
function StepButton({
  i,
  label,
  current,
  onGo,
}: {
  i: number;
  label: string;
  current: number;
  onGo: (i: number) => void;
}) {
  const { errors } = useFormContext<ProjectDraft>().formState;
  const flagged = STEP_FIELDS[i]!.some((f) => errorMessage(errors, f));
  return (
    <button
      type="button"
      onClick={() => onGo(i)}
      aria-current={i === current ? "step" : undefined}
      className={`rounded-full px-3 py-1 ${i === current ? "bg-brand-600 text-white" : flagged ? "bg-danger-50 text-danger-700" : "bg-ink-100 text-ink-700"}`}
    >
      {i + 1}. {label}
      {flagged && <span className="sr-only"> (needs attention)</span>}
    </button>
  );
}

function NotSaved({ message }: { message: string }) {
  return (
    <span>
      <span className="block font-semibold">Not saved</span>
      {message}
    </span>
  );
}
