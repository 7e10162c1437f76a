import { createFileRoute } from "@tanstack/react-router";
import { BookingsList, type BookingTab } from "../../../../features/bookings/bookings-list";
import { StaysList } from "../../../../features/stays/stays-list";
import { MyReservations } from "../../../../features/projects/my-reservations";

const TABS = ["upcoming", "past", "cancelled"] as const;

export const Route = createFileRoute("/_dashboard/dashboard/bookings/")({
  validateSearch: (s: Record<string, unknown>): { tab?: BookingTab; page?: number } => ({
    tab: TABS.includes(s.tab as BookingTab) ? (s.tab as BookingTab) : undefined,
    page: Number.isInteger(Number(s.page)) && Number(s.page) > 1 ? Number(s.page) : undefined,
  }),
  head: () => ({ meta: [{ title: "Bookings · PropertyNG" }] }),
  component: Page,
});

function Page() {
  const { tab = "upcoming", page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <div className="space-y-8">
      <BookingsList
        tab={tab}
        page={page}
        onChange={(n) =>
          void navigate({
            search: { tab: n.tab === "upcoming" ? undefined : n.tab, page: n.page > 1 ? n.page : undefined },
          })
        }
      />
      <StaysList tab={tab} />
      <MyReservations />
    </div>
  );
}
