import { useQuery } from "@tanstack/react-query";
import { LISTING_TYPES } from "@contracts/listings";
import { categoriesQuery } from "../../listings/api";
import { cn } from "../../../lib/cn";
import { SelectField, StepHeading, TextAreaField, TextField, type EditorForm } from "../fields";
import { LISTING_TYPE_LABEL, PERIODS_FOR, type ListingType } from "../labels";
import { SelectOptions } from "../../../components/ui/input";

export function DetailsStep({ form }: { form: EditorForm }) {
  const { values: v, set, update, error } = form;
  const categories = useQuery(categoriesQuery());
  const types = categories.data?.find((c) => c.id === v.categoryId)?.types ?? [];
  const chooseType = (t: ListingType) =>
    update(
      (prev) => ({
        ...prev,
        listingType: t,
        pricePeriod: PERIODS_FOR[t].includes(prev.pricePeriod) ? prev.pricePeriod : PERIODS_FOR[t][0]!,
      }),
      "listingType",
    );
  return (
    <div className="space-y-5">
      <StepHeading title="Details">
        What are you listing? A clear title and an honest description bring serious enquiries.
      </StepHeading>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink-800">Listing type</legend>
        <div className="grid grid-cols-3 gap-2" role="radiogroup" aria-label="Listing type">
          {LISTING_TYPES.map((t) => (
            <label
              key={t}
              className={cn(
                "flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                v.listingType === t
                  ? "border-brand-600 bg-brand-50 text-brand-800"
                  : "border-ink-300 bg-white text-ink-700 hover:bg-ink-50",
              )}
            >
              <input
                type="radio"
                name="listingType"
                value={t}
                checked={v.listingType === t}
                onChange={() => chooseType(t)}
                className="sr-only"
              />
              {LISTING_TYPE_LABEL[t]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Title"
        field="title"
        error={error("title")}
        value={v.title}
        onValue={(x) => set("title", x)}
        placeholder="e.g. Newly built 3-bedroom flat in Lekki Phase 1"
        maxLength={120}
      />
      <TextAreaField
        label="Description"
        field="description"
        error={error("description")}
        hint="At least 30 characters: the condition, the street, water and light, what is close by."
        value={v.description}
        onValue={(x) => set("description", x)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          field="categoryId"
          error={error("categoryId")}
          value={String(v.categoryId || "")}
          disabled={categories.isPending}
          onValue={(x) => update((prev) => ({ ...prev, categoryId: Number(x), typeId: 0 }), "categoryId")}
        >
          <SelectOptions
            none={categories.isPending ? "Loading…" : "Choose a category"}
            items={categories.data}
            label={(c) => c.title}
          />
        </SelectField>
        <SelectField
          label="Property type"
          field="typeId"
          error={error("typeId")}
          value={String(v.typeId || "")}
          disabled={!types.length}
          onValue={(x) => set("typeId", Number(x))}
        >
          <SelectOptions
            none={v.categoryId ? "Choose a type" : "Choose a category first"}
            items={types}
            label={(t) => t.title}
          />
        </SelectField>
      </div>
    </div>
  );
}
