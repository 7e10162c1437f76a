import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { formatNaira } from "@contracts/naira";
import { dmy, lagosDay } from "@contracts/lagos-time";
import { FEW_LISTINGS, guideRowLabel, type GuideType } from "@contracts/price-guide-rules";
import { Breadcrumbs } from "../../components/ui/breadcrumbs";
import { EmptyState } from "../../components/ui/empty-state";
import { SkeletonStack } from "../../components/ui/skeleton";
import { guideQuery, type Guide } from "./api";
import { TrendChart } from "./trend-chart";
import { TitledSection } from "../../components/ui/titled-section";

const TYPE_TITLE: Record<GuideType, string> = { rent: "Rent (per year)", sale: "Sale price" };
const TYPE_WORD: Record<GuideType, string> = { rent: "for rent", sale: "for sale" };

/** A guide row: the whole row opens its matching search; its text says the median and the count behind it. */
function RowLink({ row }: { row: Guide["rows"][number] }) {
  const few = row.n < FEW_LISTINGS;
  return (
    <li>
      <a
        href={row.searchHref}
        className="flex min-h-14 items-center justify-between gap-3 rounded-lg px-3 py-2 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="min-w-0">
          <span className="block font-medium text-ink-900">{row.label}</span>
          <span className="block text-sm text-ink-600">
            {row.n} listing{row.n === 1 ? "" : "s"}
            {few ? " · few listings, a rough guide" : ""}
          </span>
        </span>
        <span className="shrink-0 text-right">
          <span className="block font-semibold text-ink-900" data-testid="guide-median">
            {formatNaira(row.medianKobo)}
            <span className="sr-only">{row.listingType === "rent" ? " a year, median" : " median"}</span>
          </span>
          <span aria-hidden="true" className="block text-sm text-brand-700">
            See homes ›
          </span>
        </span>
      </a>
    </li>
  );
}

function TypeSection({ guide, type }: { guide: Guide; type: GuideType }) {
  const rows = guide.rows.filter((r) => r.listingType === type);
  const headingId = useId();
  return (
    <TitledSection id={headingId} title={TYPE_TITLE[type]} className="mt-8">
      {rows.length ? (
        <ul className="mt-2 divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white">
          {rows.map((r) => (
            <RowLink key={`${r.categoryId}:${r.bedrooms}`} row={r} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-600">
          No homes {TYPE_WORD[type]} in {guide.area.name} right now, so no median.{" "}
          <a
            className="text-brand-700 underline"
            href={`/properties/${type}?state=${guide.state.slug}&locality=${guide.area.slug}`}
          >
            Search {guide.area.name}
          </a>
        </p>
      )}
    </TitledSection>
  );
}

/** The trend of one row at a time, chosen in a select (the same first choice on the server and in the browser). */
function Trend({ guide }: { guide: Guide }) {
  const series = guide.trend.series;
  const [key, setKey] = useState(() => {
    const s = series[0];
    return s ? `${s.listingType}:${s.categoryId}:${s.bedrooms}` : "";
  });
  const selectId = useId();
  const headingId = useId();
  const chosen = series.find((s) => `${s.listingType}:${s.categoryId}:${s.bedrooms}` === key) ?? series[0];
  const name = (s: (typeof series)[number]) => `${guideRowLabel(s.categoryId, s.bedrooms)} ${TYPE_WORD[s.listingType]}`;
  return (
    <TitledSection id={headingId} title="12-month trend" className="mt-8">
      {!chosen ? (
        <p className="mt-2 text-ink-600">The trend starts with the first month this area has a median.</p>
      ) : (
        <div className="mt-2 rounded-xl border border-ink-200 bg-white p-3">
          <label htmlFor={selectId} className="block text-sm font-medium text-ink-700">
            Median of
          </label>
          <select
            id={selectId}
            value={key}
            onChange={(e) => setKey(e.target.value)}
            className="mt-1 h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-ink-900"
          >
            {series.map((s) => (
              <option
                key={`${s.listingType}:${s.categoryId}:${s.bedrooms}`}
                value={`${s.listingType}:${s.categoryId}:${s.bedrooms}`}
              >
                {name(s)}
              </option>
            ))}
          </select>
          <TrendChart points={chosen.points} title={`Median price of ${name(chosen).toLowerCase()}`} />
        </div>
      )}
    </TitledSection>
  );
}

export function GuidePage({ state, area }: { state: string; area: string }) {
  const q = useQuery(guideQuery(state, area));
  if (q.isError)
    return <EmptyState title="We could not load this price guide" description="Check your connection and try again." />;
  const g = q.data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs
        trail={[
          { label: "Home", to: "/" },
          { label: "Price guides", to: "/prices" },
        ]}
        current={g ? `${g.area.name}, ${g.state.name}` : "…"}
      />
      {!g ? (
        <SkeletonStack
          aria-label="Loading the price guide"
          className="mt-4 space-y-3"
          blocks={["h-8 w-2/3", "h-24 w-full", "h-24 w-full"]}
        />
      ) : (
        <>
          <h1 className="mt-3 text-2xl font-bold text-ink-900 sm:text-3xl">{g.area.name} property prices</h1>
          {g.listings > 0 && (
            <p className="mt-2 text-ink-600">
              Median asking prices of the {g.listings} live listing{g.listings === 1 ? "" : "s"} in {g.area.name},{" "}
              {g.state.name}, by kind of home and bedrooms. Rents are per year.
              {g.refreshedAt ? ` Updated ${dmy(lagosDay(g.refreshedAt))}.` : ""}
            </p>
          )}
          {g.rows.length === 0 ? (
            <EmptyState
              title={`No live listings in ${g.area.name} yet`}
              description="A median needs listings: this guide fills in as homes here are listed (it is refreshed every day)."
              action={
                <a
                  className="text-brand-700 underline"
                  href={`/properties/rent?state=${g.state.slug}&locality=${g.area.slug}`}
                >
                  Search {g.area.name}
                </a>
              }
            />
          ) : (
            <>
              <TypeSection guide={g} type="rent" />
              <TypeSection guide={g} type="sale" />
              <Trend guide={g} />
            </>
          )}
          <section className="mt-8 text-sm text-ink-600">
            <h2 className="font-semibold text-ink-900">How these figures are made</h2>
            <p className="mt-1">
              A median is the middle asking price of the listings counted: half ask less, half more. We count listings
              that are live (confirmed by their lister within 30 days), in {g.area.name} and the neighbourhoods inside
              it. A monthly rent counts as twelve months. Commercial space is left out (it is priced per square metre).
              Asking prices are not sale prices: use them as a guide when you compare or negotiate.
            </p>
          </section>
        </>
      )}
    </div>
  );
}
