import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { moveInCost, TITLE_DOCUMENTS } from "@contracts/listings";
import { amenitiesQuery, categoriesQuery } from "../../listings/api";
import { localitiesQuery, statesQuery } from "../../locations/queries";
import { Button } from "../../../components/ui/button";
import { formatNaira } from "../../../lib/format";
import { primaryEntry, STEPS, toInput } from "../editor-form";
import { StepHeading, type EditorForm } from "../fields";
import { FURNISHING_LABEL, LISTING_TYPE_LABEL, PERIOD_LABEL } from "../labels";

function Section({
  title,
  step,
  onEdit,
  flagged,
  children,
}: {
  title: string;
  step: number;
  onEdit: (i: number) => void;
  flagged: boolean;
  children: ReactNode;
}) {
  return (
    <section className="border-b border-ink-200 py-4 last:border-0">
      <div className="mb-1 flex items-center justify-between gap-2">
        <h3 className="font-medium text-ink-900">
          {title}
          {flagged && <span className="ml-2 text-sm font-normal text-danger-600">Needs attention</span>}
        </h3>
        <Button variant="link" size="sm" onClick={() => onEdit(step)} aria-label={`Edit ${title.toLowerCase()}`}>
          Edit
        </Button>
      </div>
      <div className="text-sm text-ink-700">{children}</div>
    </section>
  );
}

export function ReviewStep({ form, onEdit }: { form: EditorForm; onEdit: (step: number) => void }) {
  const { values: v } = form;
  const { input } = toInput(v);
  const categories = useQuery(categoriesQuery());
  const amenities = useQuery(amenitiesQuery());
  const states = useQuery(statesQuery());
  const localities = useQuery({ ...localitiesQuery(v.stateId), enabled: v.stateId > 0 });
  const category = categories.data?.find((c) => c.id === v.categoryId);
  const type = category?.types.find((t) => t.id === v.typeId);
  const place = [
    v.address,
    localities.data?.find((l) => l.id === v.localityId)?.name,
    states.data?.find((s) => s.id === v.stateId)?.name,
  ]
    .filter(Boolean)
    .join(", ");
  const cost = moveInCost(input);
  const main = primaryEntry(v);
  const roomPhotos = v.rooms.reduce((n, r) => n + r.media.length, 0);
  const section = (i: number) => ({ title: STEPS[i]!.title, step: i, onEdit, flagged: form.stepFlagged(i) });
  return (
    <div>
      <StepHeading title="Review">
        Check everything once more. You can change any part later from My listings.
      </StepHeading>
      <div className="flex gap-4">
        {main?.preview && (
          <img
            src={main.preview}
            alt="Main photo"
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-lg object-cover"
            style={{ transform: main.rotation ? `rotate(${main.rotation}deg)` : undefined }}
          />
        )}
        <div className="min-w-0">
          <p className="font-semibold text-ink-900">{v.title || "Untitled listing"}</p>
          <p className="text-sm text-ink-600">
            {[LISTING_TYPE_LABEL[v.listingType], type?.title ?? category?.title].filter(Boolean).join(" · ")}
          </p>
          <p className="mt-1 text-lg font-semibold text-brand-800">
            {formatNaira(input.priceKobo)}{" "}
            <span className="text-sm font-normal text-ink-600">{PERIOD_LABEL[v.pricePeriod]}</span>
          </p>
        </div>
      </div>
      <Section {...section(0)}>
        <p className="line-clamp-3 whitespace-pre-line">{v.description || "No description yet."}</p>
      </Section>
      <Section {...section(1)}>
        {place || "No location yet."}
        {v.lat && v.lng ? ` (pin ${v.lat}, ${v.lng})` : ""}
      </Section>
      <Section {...section(2)}>
        {v.listingType === "rent" ? (
          <p>
            Total to move in: <strong data-testid="review-move-in">{formatNaira(cost.total)}</strong>
            {(cost.agencyAboveCap || cost.legalAboveCap) && (
              <span className="text-warning-800"> (fees above the 10% cap)</span>
            )}
          </p>
        ) : (
          <p>
            {formatNaira(input.priceKobo)} {PERIOD_LABEL[v.pricePeriod]}
          </p>
        )}
      </Section>
      <Section {...section(3)}>
        <p>
          {input.bedrooms} bed · {input.bathrooms} bath · {input.toilets} toilet
          {input.areaSqm ? ` · ${input.areaSqm} m²` : ""} · {FURNISHING_LABEL[v.furnishing]}
        </p>
        {v.amenityIds.length > 0 && (
          <p className="mt-1">
            {v.amenityIds
              .map((id) => amenities.data?.find((a) => a.id === id)?.title)
              .filter(Boolean)
              .join(", ")}
          </p>
        )}
        {v.titleDocuments.length > 0 && (
          <p className="mt-1">
            {TITLE_DOCUMENTS.filter((d) => v.titleDocuments.includes(d.code))
              .map((d) => d.label)
              .join(", ")}
          </p>
        )}
      </Section>
      <Section {...section(4)}>
        {v.rooms.length
          ? `${v.rooms.length} room${v.rooms.length === 1 ? "" : "s"} with ${roomPhotos} photo${roomPhotos === 1 ? "" : "s"}`
          : "No rooms added."}
      </Section>
      <Section {...section(5)}>
        {v.media.length} photo{v.media.length === 1 ? "" : "s"}
        {v.videoLinks.length ? `, ${v.videoLinks.length} video${v.videoLinks.length === 1 ? "" : "s"}` : ""}
      </Section>
      <Section {...section(6)}>
        {input.inspectionFeeKobo ? formatNaira(input.inspectionFeeKobo) : "Free inspections"}
      </Section>
    </div>
  );
}
