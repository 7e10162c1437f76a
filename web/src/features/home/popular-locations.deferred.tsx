import { groupDigits } from "@contracts/naira";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { popularLocationsQuery } from "./api";

type Counts = { listings: number; byType: { rent: number; sale: number; stay: number } };

const homes = (n: number) => `${groupDigits(n)} ${n === 1 ? "home" : "homes"}`;

/** Rent unless the place has no rentals but has other listings: a card never opens an empty page. */
function modeFor(c: Counts): "rent" | "sale" | "stay" {
  if (c.byType.rent > 0) return "rent";
  return c.byType.sale >= c.byType.stay ? "sale" : "stay";
}

/** A plain link (works before the router is ready, opens in a new tab) that navigates in the app on a plain click. */
function PlaceLink({ href, className, children }: { href: string; className: string; children: React.ReactNode }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ href });
  };
  return (
    <a href={href} onClick={onClick} className={className}>
      {children}
    </a>
  );
}

const CARD =
  "flex items-center justify-between gap-3 rounded-xl border border-ink-200 bg-white p-4 shadow-card hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * Popular locations with their live listing counts, below the fold: this chunk and its
 * request load when the section scrolls near (WhenVisible), so the home page's first JS does not grow.
 */
export default function PopularLocations() {
  const { data, isPending, isError } = useQuery(popularLocationsQuery());
  if (isError || (data && data.localities.length === 0 && data.states.length === 0)) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 pb-4" aria-labelledby="popular-title">
      <h2 id="popular-title" className="text-2xl font-semibold text-ink-900">
        Popular locations
      </h2>
      <p className="mt-1 text-sm text-ink-600">Where the most live listings are right now.</p>
      {isPending ? (
        <div aria-hidden="true" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="h-[74px] animate-pulse rounded-xl bg-ink-100" />
          ))}
        </div>
      ) : (
        <>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Popular areas">
            {data.localities.map((l) => (
              <li key={l.id}>
                <PlaceLink
                  href={`/properties/${modeFor(l)}?state=${encodeURIComponent(l.state.slug)}&locality=${encodeURIComponent(l.slug)}`}
                  className={CARD}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-ink-900">
                      {l.name}, {l.state.name}
                    </span>
                    <span className="block text-sm text-ink-600">{homes(l.listings)}</span>
                  </span>
                  <span aria-hidden="true" className="text-brand-700">
                    →
                  </span>
                </PlaceLink>
              </li>
            ))}
          </ul>
          {data.states.length > 0 && (
            <>
              <h3 className="mt-8 text-lg font-semibold text-ink-900">By state</h3>
              <ul className="mt-3 flex flex-wrap gap-2" aria-label="Popular states">
                {data.states.map((s) => (
                  <li key={s.id}>
                    <PlaceLink
                      href={`/properties/${modeFor(s)}?state=${encodeURIComponent(s.slug)}`}
                      className="inline-flex h-10 items-center gap-2 rounded-full border border-ink-300 bg-white px-4 text-sm text-ink-800 hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <span className="font-medium">{s.name}</span>
                      <span className="text-ink-600">{homes(s.listings)}</span>
                    </PlaceLink>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
