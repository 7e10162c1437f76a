import { type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useController, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { PROJECT_RULES, PROJECT_STATUSES, PROJECT_STATUS_LABELS } from "@contracts/projects";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form";
import { Input, NativeSelect, Textarea, SelectOptions } from "../../components/ui/input";
import { localitiesQuery, statesQuery } from "../locations/queries";
import { unitCategoriesQuery } from "./api";
import { emptyUnit, type ProjectDraft } from "./project-draft";
import { numberOrNull } from "./project-form-schema";
import { PhotosField, VideosField } from "./project-form-media";

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
      <SelectOptions items={options} label={(o) => o.name} />
    </NativeSelect>
  );
}

export function BasicsStep() {
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

export function LocationStep() {
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

export function UnitsStep() {
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

export function PlanStep({
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
