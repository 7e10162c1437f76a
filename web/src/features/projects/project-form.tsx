import { useState, type ReactNode } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { PROJECT_RULES, PROJECT_STATUSES, PROJECT_STATUS_LABELS, type ProjectStatus } from "@contracts/projects";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Field, Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { localitiesQuery, statesQuery } from "../locations/queries";
import { unitCategoriesQuery } from "./api";
import { uploadProjectPhoto } from "./upload";

export type UnitDraft = { id?: string; categoryId: number; type: string; bedrooms: number; sizeSqm: number | null; price: number; unitsTotal: number };
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

export const emptyUnit = (): UnitDraft => ({ categoryId: 1, type: "", bedrooms: 2, sizeSqm: null, price: 0, unitsTotal: 1 });
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
      price: u.price,
      unitsTotal: u.unitsTotal,
    })),
  };
}

const STEPS = ["Basics", "Location", "Units", "Plan and photos"] as const;

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-ink-200 bg-white p-5">
      <legend className="px-1 text-lg font-semibold text-ink-900">{title}</legend>
      {children}
    </fieldset>
  );
}

const selectClasses = "block h-11 w-full rounded-lg border border-ink-300 bg-white px-3";

/**
 * The guided project form (like add-listing): four steps, then save. `withMedia` adds photo uploads and video
 * links (the add page; the edit page manages them in their own panels).
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
  const [d, setD] = useState(initial);
  const [step, setStep] = useState(0);
  // A failed photo upload says so in the same place as a failed save; the next try clears both.
  const [uploadError, setUploadError] = useState<ApiError | null>(null);
  const save = useMutation({ mutationFn: onSubmit });
  const busy = save.isPending;
  const error = save.error ? (save.error instanceof ApiError ? save.error : new ApiError(0, "Something went wrong. Please try again.")) : uploadError;
  const [uploading, setUploading] = useState(0);
  const [previews, setPreviews] = useState<string[]>([]);
  const [video, setVideo] = useState("");
  const states = useQuery(statesQuery());
  const localities = useQuery({ ...localitiesQuery(d.stateId), enabled: d.stateId > 0 });
  const cats = useQuery(unitCategoriesQuery());
  const set = <K extends keyof ProjectDraft>(k: K, v: ProjectDraft[K]) => setD((x) => ({ ...x, [k]: v }));
  const setUnit = (i: number, u: Partial<UnitDraft>) => setD((x) => ({ ...x, properties: x.properties.map((p, j) => (j === i ? { ...p, ...u } : p)) }));
  const fieldError = (f: string) => error?.errors?.find((e) => e.field === f || e.field.startsWith(`${f}.`))?.message;

  const addPhotos = async (files: FileList | null) => {
    for (const file of Array.from(files ?? []).slice(0, PROJECT_RULES.maxPhotos - d.mediaTokens.length)) {
      setUploading((n) => n + 1);
      try {
        const { token, preview } = await uploadProjectPhoto(file);
        setD((x) => ({ ...x, mediaTokens: [...x.mediaTokens, token] }));
        setPreviews((p) => [...p, preview]);
      } catch (e) {
        setUploadError(e instanceof ApiError ? e : new ApiError(0, (e as Error).message));
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };
  const submit = () => {
    setUploadError(null);
    save.mutate(d);
  };
  const last = step === STEPS.length - 1;

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (last) submit();
        else setStep(step + 1);
      }}
    >
      <ol className="flex gap-2 text-sm" aria-label="Steps">
        {STEPS.map((s, i) => (
          <li key={s}>
            <button
              type="button"
              onClick={() => setStep(i)}
              aria-current={i === step ? "step" : undefined}
              className={`rounded-full px-3 py-1 ${i === step ? "bg-brand-600 text-white" : "bg-ink-100 text-ink-700"}`}
            >
              {i + 1}. {s}
            </button>
          </li>
        ))}
      </ol>
      {step === 0 && (
        <Step title="Basics">
          <Field label="Project name" htmlFor="p-name" error={fieldError("name")}>
            <Input value={d.name} onChange={(e) => set("name", e.target.value)} required maxLength={150} />
          </Field>
          <Field label="Description" htmlFor="p-description" error={fieldError("description")} hint="20 characters at least: what is built, for whom, what is included.">
            <textarea id="p-description" value={d.description} onChange={(e) => set("description", e.target.value)} rows={5} required minLength={20} className="rounded-lg border border-ink-300 p-3" />
          </Field>
          <Field label="Status" htmlFor="p-status">
            <select id="p-status" value={d.status} onChange={(e) => set("status", e.target.value as ProjectStatus)} className={selectClasses}>
              {PROJECT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {PROJECT_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Completion date" htmlFor="p-completion" error={fieldError("completionDate")}>
            <Input type="date" value={d.completionDate} onChange={(e) => set("completionDate", e.target.value)} />
          </Field>
        </Step>
      )}
      {step === 1 && (
        <Step title="Location">
          <Field label="State" htmlFor="p-state" error={fieldError("stateId")}>
            <select id="p-state" value={d.stateId || ""} onChange={(e) => setD((x) => ({ ...x, stateId: Number(e.target.value), localityId: null }))} required className={selectClasses}>
              <option value="">Choose a state</option>
              {states.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Locality" htmlFor="p-locality" error={fieldError("localityId")}>
            <select id="p-locality" value={d.localityId ?? ""} onChange={(e) => set("localityId", e.target.value ? Number(e.target.value) : null)} className={selectClasses}>
              <option value="">Choose a locality</option>
              {localities.data?.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Address" htmlFor="p-address" error={fieldError("address")}>
            <Input value={d.address} onChange={(e) => set("address", e.target.value)} required maxLength={300} />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field label="Latitude (optional)" htmlFor="p-lat">
              <Input inputMode="decimal" value={d.latitude} onChange={(e) => set("latitude", e.target.value)} />
            </Field>
            <Field label="Longitude (optional)" htmlFor="p-lng">
              <Input inputMode="decimal" value={d.longitude} onChange={(e) => set("longitude", e.target.value)} />
            </Field>
          </div>
        </Step>
      )}
      {step === 2 && (
        <Step title="Units">
          {d.properties.map((u, i) => (
            <div key={u.id ?? i} className="grid gap-3 rounded-lg border border-ink-200 p-3 sm:grid-cols-3" data-testid="unit-row">
              <Field label="Category" htmlFor={`u-cat-${i}`}>
                <select id={`u-cat-${i}`} value={u.categoryId} onChange={(e) => setUnit(i, { categoryId: Number(e.target.value) })} className={selectClasses}>
                  {cats.data?.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Unit type" htmlFor={`u-type-${i}`} error={fieldError(`properties.${i}`)}>
                <Input value={u.type} onChange={(e) => setUnit(i, { type: e.target.value })} required placeholder="e.g. 3-bedroom terrace" />
              </Field>
              <Field label="Bedrooms" htmlFor={`u-beds-${i}`}>
                <Input type="number" min={0} max={20} value={u.bedrooms} onChange={(e) => setUnit(i, { bedrooms: Number(e.target.value) })} />
              </Field>
              <Field label="Size (m²)" htmlFor={`u-size-${i}`}>
                <Input type="number" min={1} value={u.sizeSqm ?? ""} onChange={(e) => setUnit(i, { sizeSqm: e.target.value ? Number(e.target.value) : null })} />
              </Field>
              <Field label="Price (₦)" htmlFor={`u-price-${i}`}>
                <Input type="number" min={1} value={u.price || ""} onChange={(e) => setUnit(i, { price: Number(e.target.value) })} required />
              </Field>
              <Field label="Units in total" htmlFor={`u-total-${i}`}>
                <Input type="number" min={1} value={u.unitsTotal} onChange={(e) => setUnit(i, { unitsTotal: Number(e.target.value) })} required />
              </Field>
              {!u.id && d.properties.length > 1 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    set(
                      "properties",
                      d.properties.filter((_, j) => j !== i),
                    )
                  }
                >
                  Remove this unit type
                </Button>
              )}
            </div>
          ))}
          {d.properties.length < PROJECT_RULES.maxUnits && (
            <Button type="button" variant="outline" onClick={() => set("properties", [...d.properties, emptyUnit()])}>
              Add another unit type
            </Button>
          )}
        </Step>
      )}
      {step === 3 && (
        <Step title="Payment plan and photos">
          <div className="grid grid-cols-3 gap-3">
            <Field label="Deposit (%)" htmlFor="p-deposit" error={fieldError("depositPercent")}>
              <Input type="number" min={0} max={100} value={d.depositPercent} onChange={(e) => set("depositPercent", Number(e.target.value))} />
            </Field>
            <Field label="Instalments" htmlFor="p-instalments">
              <Input type="number" min={0} max={120} value={d.instalments} onChange={(e) => set("instalments", Number(e.target.value))} />
            </Field>
            <Field label="Period (months)" htmlFor="p-period">
              <Input type="number" min={0} max={240} value={d.periodMonths} onChange={(e) => set("periodMonths", Number(e.target.value))} />
            </Field>
          </div>
          <Field label="Title documents" htmlFor="p-titles" hint="Separate with commas, e.g. C of O, Governor's Consent">
            <Input value={d.titleDocuments} onChange={(e) => set("titleDocuments", e.target.value)} />
          </Field>
          <Field label="Amenities" htmlFor="p-amenities" hint="Separate with commas">
            <Input value={d.amenities} onChange={(e) => set("amenities", e.target.value)} />
          </Field>
          {withMedia && (
            <>
              <Field
                label="Photos"
                htmlFor="p-photos"
                error={fieldError("mediaTokens")}
                hint={uploading ? `Uploading ${uploading} photo(s)…` : `${d.mediaTokens.length} uploaded; the first is the main photo.`}
              >
                <input id="p-photos" type="file" accept="image/jpeg,image/png,image/webp" multiple onChange={(e) => void addPhotos(e.target.files)} />
              </Field>
              {previews.length > 0 && (
                <ul className="flex flex-wrap gap-2">
                  {previews.map((p, i) => (
                    <li key={i}>
                      <img src={p} alt={`Photo ${i + 1}`} className="h-20 w-28 rounded object-cover" />
                    </li>
                  ))}
                </ul>
              )}
              <Field label="Video link (YouTube or Vimeo)" htmlFor="p-video" error={fieldError("videoLinks")}>
                <div className="flex gap-2">
                  <Input value={video} onChange={(e) => setVideo(e.target.value)} placeholder="https://youtu.be/..." />
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => {
                      if (video.trim()) set("videoLinks", [...d.videoLinks, video.trim()]);
                      setVideo("");
                    }}
                  >
                    Add
                  </Button>
                </div>
              </Field>
              {d.videoLinks.length > 0 && (
                <ul className="text-sm">
                  {d.videoLinks.map((v) => (
                    <li key={v}>{v}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </Step>
      )}
      {error && (
        <Alert variant="danger" title="Not saved">
          {error.message}
        </Alert>
      )}
      <div className="flex gap-3">
        {step > 0 && (
          <Button type="button" variant="outline" onClick={() => setStep(step - 1)}>
            Back
          </Button>
        )}
        <Button type="submit" loading={busy} disabled={uploading > 0} aria-describedby={uploading > 0 ? "project-uploading" : undefined}>
          {last ? submitLabel : "Next"}
        </Button>
        {uploading > 0 && (
          <p id="project-uploading" className="self-center text-sm text-ink-600">
            Wait for the photos to finish uploading.
          </p>
        )}
        {/* Editing: every step can be saved as it is (the add form walks through all of them first). */}
        {!last && saveAnyStep && (
          <Button type="button" variant="outline" loading={busy} onClick={submit}>
            Save changes
          </Button>
        )}
      </div>
    </form>
  );
}
