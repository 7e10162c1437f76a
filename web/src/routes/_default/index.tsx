import { lazy, Suspense } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { HeroSearch } from "../../features/home/hero-search";
import { WhenVisible } from "../../features/layout/when-visible";
import { FloatingSidebarSlot } from "../../features/layout/floating-sidebar-slot";
import { FeaturedFallback } from "../../features/listings/listing-card-skeleton";
import { featuredQuery } from "../../features/listings/api";
import { PAGE_SIZES } from "@contracts/constants";

// Cards, the favourite button and their queries load after the hero so the home page's first JS stays small.
const FeaturedSection = lazy(() => import("../../features/listings/featured-section"));
const ProjectsSection = lazy(() => import("../../features/projects/projects-section.deferred"));
const TrustSection = lazy(() => import("../../features/home/trust-section.deferred"));
const PopularLocations = lazy(() => import("../../features/home/popular-locations.deferred"));

export const Route = createFileRoute("/_default/")({
  // The worker waits for the featured listings so they are in the HTML; the browser never waits for them.
  // (The states of the search form load in the browser, as before.)
  loader: async ({ context: { queryClient } }) => {
    const featured = queryClient
      .ensureQueryData(featuredQuery(undefined, PAGE_SIZES.featuredHome))
      .catch(() => undefined);
    if (typeof document === "undefined") await featured;
  },
  component: Home,
});

function Home() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-800 to-brand-700 px-4 py-14 text-white sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Find a home you can trust</h1>
          <p className="mt-4 text-brand-100 sm:text-lg">
            Verified homes, land and short stays across Nigeria — with your money protected until you move in.
          </p>
        </div>
        <HeroSearch />
      </section>

      <Suspense fallback={<FeaturedFallback />}>
        <FeaturedSection />
      </Suspense>
      {/* Heights measured on the seeded home page (375 and 1280 px): nothing below moves as a section arrives. */}
      <WhenVisible reserve="min-h-[1080px] sm:min-h-[740px] lg:min-h-[614px]">
        <Suspense fallback={null}>
          <ProjectsSection />
        </Suspense>
      </WhenVisible>

      <WhenVisible reserve="min-h-[728px] sm:min-h-[430px] lg:min-h-[306px]">
        <Suspense fallback={null}>
          <TrustSection />
        </Suspense>
      </WhenVisible>

      <WhenVisible reserve="min-h-[1060px] sm:min-h-[600px] lg:min-h-[376px]">
        <Suspense fallback={null}>
          <PopularLocations />
        </Suspense>
      </WhenVisible>
      {/* The floating side bar lives on the home page (SPEC §2 lists it without a page). */}
      <FloatingSidebarSlot />
    </>
  );
}
