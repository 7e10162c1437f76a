import { lazy, Suspense, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Spinner } from "../../components/ui/spinner";
import { client } from "../../lib/client";
import { StayDetail } from "./stay-detail";
import { lagosToday } from "./format";

// The calendar (and its date library) loads only when a short-stay listing is being booked.
const StayBook = lazy(() => import("./stay-book"));

const loading = (
  <div role="status" className="flex items-center gap-3">
    <Spinner /> Loading…
  </div>
);

/**
 * /booking/{id}: a stay booking (ids start with "stay_"), the booking page of a short-stay listing (the
 * calendar), or else an inspection booking (`inspection`, the existing page).
 */
export function BookingEntry({ id, inspection }: { id: string; inspection: ReactNode }) {
  const isStay = id.startsWith("stay_");
  // Just paid for an inspection: its booking is already in the cache (seeded from the payment answer), so no
  // probe (which would answer 404 for a booking id) and no "Loading…".
  const known = useQueryClient().getQueryData(["bookings", id]) !== undefined;
  const probe = useQuery({
    queryKey: ["stays", "probe", id] as const,
    // A quiet question (no toast): is this id a live short-stay listing?
    queryFn: async () =>
      (
        await client.GET("/v1/stays/{listingId}/availability", {
          params: { path: { listingId: id }, query: { from: lagosToday().slice(0, 7), months: 1 } },
        })
      ).response.ok,
    enabled: !isStay && !known,
    staleTime: 60_000,
  });
  if (isStay)
    return (
      <Suspense fallback={loading}>
        <StayDetail id={id} />
      </Suspense>
    );
  if (known) return <Suspense fallback={loading}>{inspection}</Suspense>;
  if (probe.isPending) return loading;
  if (probe.data)
    return (
      <Suspense fallback={loading}>
        <StayBook listingId={id} />
      </Suspense>
    );
  return <Suspense fallback={loading}>{inspection}</Suspense>;
}
