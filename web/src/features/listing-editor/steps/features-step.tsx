import { useQuery } from "@tanstack/react-query";
import { FURNISHING, TITLE_DOCUMENTS } from "@contracts/listings";
import { amenitiesQuery } from "../../listings/api";
import { Skeleton } from "../../../components/ui/skeleton";
import { CheckGroup, SelectField, StepHeading, TextField, type EditorForm } from "../fields";
import { FURNISHING_LABEL } from "../labels";
import { ValueOptions } from "../../../components/ui/input";

export function FeaturesStep({ form }: { form: EditorForm }) {
  const { values: v, set, error } = form;
  const amenities = useQuery(amenitiesQuery());
  const count = (key: "bedrooms" | "bathrooms" | "toilets", label: string) => (
    <TextField
      label={label}
      field={key}
      error={error(key)}
      value={v[key]}
      onValue={(x) => set(key, x)}
      inputMode="numeric"
      placeholder="0"
    />
  );
  return (
    <div className="space-y-6">
      <StepHeading title="Features">The facts seekers filter by.</StepHeading>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {count("bedrooms", "Bedrooms")}
        {count("bathrooms", "Bathrooms")}
        {count("toilets", "Toilets")}
        <TextField
          label="Area (m²)"
          field="areaSqm"
          error={error("areaSqm")}
          value={v.area}
          onValue={(x) => set("area", x)}
          inputMode="decimal"
          placeholder="Optional"
        />
        <div className="col-span-2 sm:col-span-2">
          <SelectField
            label="Furnishing"
            field="furnishing"
            error={error("furnishing")}
            value={v.furnishing}
            onValue={(x) => set("furnishing", x as typeof v.furnishing)}
          >
            <ValueOptions values={FURNISHING} label={(f) => FURNISHING_LABEL[f]} />
          </SelectField>
        </div>
      </div>
      {amenities.data ? (
        <CheckGroup
          legend="Amenities"
          name="amenity"
          options={amenities.data.map((a) => ({ value: a.id, label: a.title }))}
          value={v.amenityIds}
          onValue={(x) => set("amenityIds", x)}
        />
      ) : (
        <div className="space-y-2" aria-hidden="true">
          <Skeleton className="h-5 w-24" />
          <div className="grid gap-2 sm:grid-cols-2">
            {Array.from({ length: 12 }, (_, i) => (
              <Skeleton key={i} className="h-7" />
            ))}
          </div>
        </div>
      )}
      <CheckGroup
        legend="Title documents"
        name="title-doc"
        options={TITLE_DOCUMENTS.map((d) => ({ value: d.code as string, label: d.label }))}
        value={v.titleDocuments}
        onValue={(x) => set("titleDocuments", x)}
      />
    </div>
  );
}
