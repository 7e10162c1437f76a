import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue, useSetAtom } from "jotai";
import { moveInCost, TITLE_DOCUMENTS } from "@contracts/listing-rules";
import { POWER_FACTS, WATER_FACTS, type PropertyDetail } from "@contracts/listings";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { Skeleton } from "../../components/ui/skeleton";
import { formatNaira } from "../../lib/format";
import { CardImage } from "../listings/listing-card";
import { formatPrice, FURNISHING_LABEL } from "../listings/listing-format";
import { clearCompareAtom, COMPARE_MAX, compareAtom, toggleCompareAtom } from "./atoms";
import { compareQuery } from "./api";
import { ListingLink } from "../listings/listing-link";
import { TextLink } from "../../components/ui/text-link";

const POWER_IDS = new Set<number>(Object.values(POWER_FACTS));
const WATER_IDS = new Set<number>(Object.values(WATER_FACTS));
const docTitle = (code: string) => TITLE_DOCUMENTS.find((d) => d.code === code)?.label ?? code;
const none = <span className="text-ink-400">—</span>;
const listOr = (xs: string[]) => (xs.length ? xs.join(", ") : none);

type Row = { label: string; cell: (l: PropertyDetail) => ReactNode };

const ROWS: Row[] = [
  {
    label: "Price",
    cell: (l) => <span className="font-semibold text-brand-800">{formatPrice(l.priceKobo, l.pricePeriod)}</span>,
  },
  { label: "Service charge", cell: (l) => formatNaira(l.serviceChargeKobo) },
  { label: "Agency fee", cell: (l) => formatNaira(l.agencyFeeKobo) },
  { label: "Legal fee", cell: (l) => formatNaira(l.legalFeeKobo) },
  { label: "Caution deposit", cell: (l) => formatNaira(l.cautionFeeKobo) },
  {
    label: "Total move-in cost",
    cell: (l) => <span className="font-semibold">{formatNaira(moveInCost(l).total)}</span>,
  },
  { label: "Bedrooms", cell: (l) => l.bedroom },
  { label: "Bathrooms", cell: (l) => l.bathroom },
  { label: "Area", cell: (l) => (l.area ? `${l.area.toLocaleString("en-NG")} m²` : none) },
  { label: "Furnishing", cell: (l) => FURNISHING_LABEL[l.furnishing] ?? l.furnishing },
  { label: "Power", cell: (l) => listOr(l.amenities.filter((a) => POWER_IDS.has(a.id)).map((a) => a.title)) },
  { label: "Water", cell: (l) => listOr(l.amenities.filter((a) => WATER_IDS.has(a.id)).map((a) => a.title)) },
  { label: "Title documents", cell: (l) => listOr(l.titleDocuments.map(docTitle)) },
  {
    label: "Amenities",
    cell: (l) => listOr(l.amenities.filter((a) => !POWER_IDS.has(a.id) && !WATER_IDS.has(a.id)).map((a) => a.title)),
  },
];

/** /dashboard/compare: up to four listings side by side (SPEC.md §2, §4 compare list). */
export function ComparePage() {
  const { ids, loaded } = useAtomValue(compareAtom);
  const toggle = useSetAtom(toggleCompareAtom);
  const clear = useSetAtom(clearCompareAtom);
  const listings = useQuery(compareQuery(ids));

  if (loaded && ids.length === 0)
    return (
      <EmptyState
        frame="rounded-2xl border border-ink-200 bg-white"
        title="Nothing to compare yet"
        description={`Tap "Compare" on up to ${COMPARE_MAX} listings to see their prices, fees and features side by side.`}
        action={
          <TextLink to="/properties/rent" className="font-medium">
            Find homes to compare
          </TextLink>
        }
      />
    );
  const data = listings.data ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-600">
          {ids.length} of {COMPARE_MAX} listings
        </p>
        <Button variant="outline" size="sm" onClick={() => clear()}>
          Clear compare list
        </Button>
      </div>
      <div className="overflow-x-auto rounded-2xl border border-ink-200 bg-white">
        <table className="w-full min-w-[40rem] table-fixed text-sm">
          <caption className="sr-only">Listings side by side</caption>
          <thead>
            <tr>
              <th scope="col" className="w-40 p-3 text-left align-bottom text-ink-500">
                Listing
              </th>
              {!listings.data
                ? ids.map((id) => (
                    <th key={id} className="p-3">
                      <Skeleton className="h-40" />
                    </th>
                  ))
                : data.map((l) => (
                    <th key={l.id} scope="col" className="p-3 text-left align-top font-normal">
                      <CardImage media={l.propertyMedia} alt={l.title} className="rounded-lg" />
                      <ListingLink
                        slug={l.slug}
                        className="mt-2 line-clamp-2 font-semibold text-ink-900 hover:underline"
                      >
                        {l.title}
                      </ListingLink>
                      <p className="text-xs text-ink-600">
                        {[l.locality?.name, l.state.name].filter(Boolean).join(", ")}
                      </p>
                      <button
                        type="button"
                        className="mt-1 text-xs font-medium text-danger-600 hover:underline"
                        onClick={() => toggle(l.id)}
                        aria-label={`Remove ${l.title} from compare`}
                      >
                        Remove
                      </button>
                    </th>
                  ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {ROWS.map((r) => (
              <tr key={r.label}>
                <th scope="row" className="p-3 text-left font-medium text-ink-700">
                  {r.label}
                </th>
                {data.map((l) => (
                  <td key={l.id} className="p-3 align-top text-ink-900">
                    {r.cell(l)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {listings.data && listings.data.length < ids.length && (
        <p className="text-sm text-ink-600">Some listings in your compare list are no longer available.</p>
      )}
    </div>
  );
}
