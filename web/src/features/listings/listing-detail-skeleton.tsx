import { Skeleton, SkeletonStack } from "../../components/ui/skeleton";

/** Same boxes as the listing page (3:2 gallery, header, facts; agent card beside on desktop). */
export function ListingDetailSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6" role="status" aria-busy="true" aria-label="Loading listing">
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-5 lg:col-span-2">
          <Skeleton className="aspect-[3/2] w-full rounded-xl" />
          <div className="flex gap-2">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-14 w-20 sm:h-16 sm:w-24" />
            ))}
          </div>
          <SkeletonStack className="space-y-3" blocks={["h-5 w-40", "h-8 w-4/5", "h-5 w-1/3", "h-9 w-48"]} />
        </div>
        <SkeletonStack
          className="space-y-4 lg:col-start-3 lg:row-span-2 lg:row-start-1"
          blocks={["h-60 w-full rounded-xl", "h-28 w-full rounded-xl"]}
        />
        <div className="space-y-3 lg:col-span-2">
          <Skeleton className="h-6 w-32" />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
