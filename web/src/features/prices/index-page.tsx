import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "../../components/ui/empty-state";
import { SkeletonStack } from "../../components/ui/skeleton";
import { guideIndexQuery } from "./api";
import { shortNaira } from "./trend-chart";

/** /prices: every state with the areas that have a guide, each with its all-homes median rent and sale price. */
export function GuideIndexPage() {
  const q = useQuery(guideIndexQuery());
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">Property prices by area</h1>
      <p className="mt-2 max-w-2xl text-ink-600">
        What homes ask for, area by area: the median rent and sale price by kind of home and bedrooms, with the number
        of listings behind each figure and a 12-month trend.
      </p>
      {q.isError ? (
        <EmptyState title="We could not load the price guides" description="Check your connection and try again." />
      ) : !q.data ? (
        <SkeletonStack
          aria-label="Loading the price guides"
          className="mt-6 space-y-3"
          blocks={["h-6 w-40", "h-16 w-full"]}
        />
      ) : q.data.states.length === 0 ? (
        <EmptyState
          title="No price guides yet"
          description="Guides appear as soon as an area has live listings and the daily refresh has run."
        />
      ) : (
        <>
          <nav aria-label="States" className="mt-6 flex flex-wrap gap-2">
            {q.data.states.map((s) => (
              <a
                key={s.id}
                href={`#${s.slug}`}
                className="rounded-full border border-ink-200 px-3 py-1.5 text-sm text-ink-700 hover:border-brand-400"
              >
                {s.name}
              </a>
            ))}
          </nav>
          {q.data.states.map((s) => (
            <section key={s.id} id={s.slug} aria-labelledby={`state-${s.slug}`} className="mt-8 scroll-mt-20">
              <h2 id={`state-${s.slug}`} className="text-lg font-semibold text-ink-900">
                {s.name}
              </h2>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {s.areas.map((a) => (
                  <li key={a.id}>
                    <Link
                      to="/prices/$state/$area"
                      params={{ state: s.slug, area: a.slug }}
                      className="block rounded-xl border border-ink-200 bg-white px-4 py-3 hover:border-brand-400"
                    >
                      <span className="block font-medium text-ink-900">{a.name}</span>
                      <span className="block text-sm text-ink-600">
                        {a.rent ? `Rent ${shortNaira(a.rent.medianKobo)}/yr (${a.rent.n})` : "No rents"}
                        {" · "}
                        {a.sale ? `Sale ${shortNaira(a.sale.medianKobo)} (${a.sale.n})` : "No sales"}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
