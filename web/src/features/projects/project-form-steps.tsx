import { type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useController, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { PROJECT_RULES, PROJECT_STATUSES, PROJECT_STATUS_LABELS } from "@contracts/projects";
import { Button } from "../../components/ui/button";
import { FormField, InputField, TextareaField, type BoundFieldProps } from "../../components/ui/form";
import { NativeSelect, SelectOptions, type InputProps, ValueOptions, ErrorText } from "../../components/ui/input";
import { localitiesQuery, statesQuery } from "../locations/queries";
import { listingLocalities } from "../locations/place-options";
import { unitCategoriesQuery } from "./api";
import { emptyUnit, type ProjectDraft } from "./project-draft";
import { numberOrNull } from "./project-form-schema";

export function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-ink-200 bg-white p-5">
      <legend className="px-1 text-lg font-semibold text-ink-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A count or an amount: the number keypad, and an empty box read as null (not given yet). */
export function NumberField(props: BoundFieldProps<ProjectDraft, InputProps>) {
  return (
    <InputField<ProjectDraft>
      type="number"
      inputMode="numeric"
      registerOptions={{ setValueAs: numberOrNull }}
      {...props}
    />
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
  return (
    <Step title="Basics">
      <InputField<ProjectDraft> name="name" label="Project name" id="p-name" maxLength={150} />
      <TextareaField<ProjectDraft>
        name="description"
        label="Description"
        id="p-description"
        hint="20 characters at least: what is built, for whom, what is included."
        rows={5}
      />
      <FormField<ProjectDraft> name="status" label="Status" id="p-status">
        <StatusSelect />
      </FormField>
      <InputField<ProjectDraft> name="completionDate" label="Completion date" id="p-completion" type="date" />
    </Step>
  );
}

function StatusSelect() {
  const { register } = useFormContext<ProjectDraft>();
  return (
    <NativeSelect {...register("status")}>
      <ValueOptions values={PROJECT_STATUSES} label={(s) => PROJECT_STATUS_LABELS[s]} />
    </NativeSelect>
  );
}

export function LocationStep() {
  const { setValue } = useFormContext<ProjectDraft>();
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
        <IdSelect name="localityId" empty="Choose a locality" options={listingLocalities(localities.data)} />
      </FormField>
      <InputField<ProjectDraft>
        name="address"
        label="Address"
        id="p-address"
        maxLength={300}
        autoComplete="street-address"
      />
      <div className="grid grid-cols-2 gap-3">
        <InputField<ProjectDraft> name="latitude" label="Latitude (optional)" id="p-lat" inputMode="decimal" />
        <InputField<ProjectDraft> name="longitude" label="Longitude (optional)" id="p-lng" inputMode="decimal" />
      </div>
    </Step>
  );
}

export function UnitsStep() {
  const { control, formState } = useFormContext<ProjectDraft>();
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
          <InputField<ProjectDraft>
            name={`properties.${i}.type`}
            label="Unit type"
            id={`u-type-${i}`}
            maxLength={120}
            placeholder="e.g. 3-bedroom terrace"
          />
          <NumberField name={`properties.${i}.bedrooms`} label="Bedrooms" id={`u-beds-${i}`} min={0} max={20} />
          <NumberField name={`properties.${i}.sizeSqm`} label="Size (m²)" id={`u-size-${i}`} min={1} />
          <NumberField name={`properties.${i}.price`} label="Price (₦)" id={`u-price-${i}`} min={1} />
          <NumberField name={`properties.${i}.unitsTotal`} label="Units in total" id={`u-total-${i}`} min={1} />
          {!units?.[i]?.id && fields.length > 1 && (
            <Button type="button" variant="ghost" size="sm" onClick={() => remove(i)}>
              Remove this unit type
            </Button>
          )}
        </div>
      ))}
      <ErrorText>{listError}</ErrorText>
      {fields.length < PROJECT_RULES.maxUnits && (
        <Button type="button" variant="outline" onClick={() => append(emptyUnit(), { shouldFocus: false })}>
          Add another unit type
        </Button>
      )}
    </Step>
  );
}
