import { PAGE_SIZES } from "@contracts/constants";
import { cn } from "../../lib/cn";

export type CardVariant = "grid" | "list";

/** Same box sizes as the card, so results replace skeletons without a jump. */
export function ListingCardSkeleton({ variant = "grid" }: { variant?: CardVariant }) {
  const list = variant === "list";
  return (
    <div
      aria-hidden="true"
      data-variant={variant}
      className={cn("flex overflow-hidden rounded-xl border border-ink-200 bg-white", list ? "flex-row" : "flex-col")}
    >
      <div
        className={cn(
          "aspect-[4/3] shrink-0 animate-pulse bg-ink-200",
          list && "w-32 self-start min-[400px]:w-40 sm:w-72",
        )}
      />
      <div className={cn("flex min-w-0 flex-1 flex-col", list ? "gap-2 p-3 sm:gap-3 sm:p-4" : "gap-3 p-4")}>
        <div className="h-6 w-1/3 animate-pulse rounded bg-ink-200" />
        <div className="h-5 w-4/5 animate-pulse rounded bg-ink-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-ink-200" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-ink-200" />
        <div className={cn("h-12 w-full animate-pulse rounded bg-ink-200", list && "max-sm:hidden")} />
        <div className={cn("mt-auto w-full animate-pulse rounded bg-ink-100", list ? "h-8 sm:h-10" : "h-10")} />
      </div>
    </div>
  );
}

export const FEATURED_GRID = "mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** Same height as the section with six skeleton cards, so the lazy chunk arriving does not move the page. */
export function FeaturedFallback() {
  return (
    <section className="mx-auto max-w-7xl px-4 pt-12" aria-hidden="true">
      <div className="h-8 w-64 animate-pulse rounded bg-ink-200" />
      <div className="mt-4 h-[45px] w-80 max-w-full animate-pulse rounded bg-ink-100" />
      <div className={FEATURED_GRID}>
        {Array.from({ length: PAGE_SIZES.featuredHome }, (_, i) => (
          <ListingCardSkeleton key={i} />
        ))}
      </div>
    </section>
  );
}
