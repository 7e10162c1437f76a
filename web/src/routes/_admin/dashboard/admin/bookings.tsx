import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../components/ui/tabs";
import { optString, pageNumber } from "../../../../lib/search";
import { AdminBookings, type BookingFilters } from "../../../../features/admin/bookings/bookings";
import { PageTitle } from "../../../../components/ui/page-title";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: unknown) => (typeof v === "string" && DAY.test(v) ? v : undefined);

export const Route = createFileRoute("/_admin/dashboard/admin/bookings")({
  validateSearch: (s: Record<string, unknown>): BookingFilters => ({
    kind: s.kind === "stays" ? "stays" : undefined,
    page: pageNumber(s.page),
    status: optString(s.status),
    from: day(s.from),
    to: day(s.to),
  }),
  head: () => ({ meta: [{ title: "Bookings · Admin · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (patch: BookingFilters) => void navigate({ search: (s) => ({ ...s, ...patch }) }),
    [navigate],
  );
  const tab = filters.kind ?? "inspections";
  return (
    <div className="space-y-4">
      <PageTitle title="Bookings">
        Paid inspections and short stays. Reported inspections keep their fee frozen until you decide; claimed deposits
        are decided under Deposit claims.
      </PageTitle>
      <Tabs value={tab} onValueChange={(v) => void navigate({ search: { kind: v === "stays" ? "stays" : undefined } })}>
        <TabsList aria-label="Bookings">
          <TabsTrigger value="inspections">Inspections</TabsTrigger>
          <TabsTrigger value="stays">Stays</TabsTrigger>
        </TabsList>
        <TabsContent value={tab}>
          <AdminBookings filters={filters} onChange={onChange} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
