import { lazy, Suspense, useState, type FormEvent } from "react";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { Button } from "../../components/ui/button";
import { StateSelect } from "../../features/locations/state-select";
import { WhenVisible } from "../../features/layout/when-visible";
import { FeaturedFallback } from "../../features/listings/listing-card-skeleton";
import { featuredQuery } from "../../features/listings/api";
import { PAGE_SIZES } from "@contracts/constants";

// Cards, the favourite button and their queries load after the hero so the home page's first JS stays small.
const FeaturedSection = lazy(() => import("../../features/listings/featured-section"));
const ProjectsSection = lazy(() => import("../../features/projects/projects-section.deferred"));

export const Route = createFileRoute("/_default/")({
  // The worker waits for the featured listings so they are in the HTML; the browser never waits for them.
  // (The states of the search form load in the browser, as before.)
  loader: async ({ context: { queryClient } }) => {
    const featured = queryClient.ensureQueryData(featuredQuery(undefined, PAGE_SIZES.featuredHome)).catch(() => undefined);
    if (typeof document === "undefined") await featured;
  },
  component: Home,
});

const MODES = [
  { key: "sale", label: "Buy" },
  { key: "rent", label: "Rent" },
  { key: "stay", label: "Short stay" },
] as const;

const TRUST = [
  { title: "Verified listers", body: "Brokerages, companies and developers prove who they are before their listings carry a verified badge." },
  { title: "Money held in escrow", body: "Inspection fees and bookings paid here are held until the inspection or stay happens. Never pay outside PropertyNG." },
  { title: "Fresh listings only", body: "Listings the lister has not confirmed as available in 30 days drop out of search." },
  { title: "Reports with consequences", body: "Report a listing that looks fake. Listers with upheld reports lose the right to list." },
];

const CITIES = [
  { name: "Lagos", slug: "lagos", areas: "Lekki · Ikoyi · Yaba · Ikeja" },
  { name: "Abuja", slug: "federal-capital-territory", areas: "Maitama · Wuse · Gwarinpa · Jabi" },
  { name: "Port Harcourt", slug: "rivers", areas: "GRA · Trans-Amadi · Woji" },
  { name: "Ibadan", slug: "oyo", areas: "Bodija · Jericho · Akobo" },
];

function Home() {
  const [mode, setMode] = useState<(typeof MODES)[number]["key"]>("rent");
  const [state, setState] = useState("");
  const navigate = useNavigate();

  function search(e: FormEvent) {
    e.preventDefault();
    void navigate({ to: `/properties/${mode}`, search: state ? { state } : {} });
  }

  return (
    <>
      <section className="bg-gradient-to-b from-brand-800 to-brand-700 px-4 py-14 text-white sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Find a home you can trust</h1>
          <p className="mt-4 text-brand-100 sm:text-lg">Verified homes, land and short stays across Nigeria — with your money protected until you move in.</p>
        </div>
        <form onSubmit={search} data-tour="home-search" className="mx-auto mt-8 max-w-2xl rounded-2xl bg-white p-3 text-ink-900 shadow-dialog" aria-label="Search properties">
          <div role="radiogroup" aria-label="Looking to" className="mb-3 flex gap-1">
            {MODES.map((m) => (
              <button key={m.key} type="button" role="radio" aria-checked={mode === m.key} onClick={() => setMode(m.key)} className={`flex-1 rounded-lg px-3 py-2 text-sm font-medium ${mode === m.key ? "bg-brand-600 text-white" : "text-ink-700 hover:bg-ink-100"}`}>
                {m.label}
              </button>
            ))}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor="home-state" className="sr-only">State</label>
            <StateSelect id="home-state" value={state} onChange={setState} className="sm:flex-1" allLabel="Anywhere in Nigeria" />
            <Button type="submit" size="lg">Search</Button>
          </div>
        </form>
      </section>

      <Suspense fallback={<FeaturedFallback />}>
        <FeaturedSection />
      </Suspense>
      <WhenVisible>
        <Suspense fallback={null}>
          <ProjectsSection />
        </Suspense>
      </WhenVisible>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="trust-title">
        <h2 id="trust-title" className="text-2xl font-semibold text-ink-900">Built against property scams</h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST.map((t) => (
            <div key={t.title} className="rounded-xl border border-ink-200 bg-white p-5 shadow-card">
              <h3 className="font-semibold text-ink-900">{t.title}</h3>
              <p className="mt-2 text-sm text-ink-600">{t.body}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-4" aria-labelledby="cities-title">
        <h2 id="cities-title" className="text-2xl font-semibold text-ink-900">Popular cities</h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CITIES.map((c) => (
            <Link key={c.slug} to="/properties/rent" search={{ state: c.slug }} className="rounded-xl border border-ink-200 bg-white p-5 shadow-card hover:border-brand-400">
              <span className="block text-lg font-semibold text-ink-900">{c.name}</span>
              <span className="mt-1 block text-sm text-ink-600">{c.areas}</span>
            </Link>
          ))}
        </div>
      </section>
    </>
  );
}
