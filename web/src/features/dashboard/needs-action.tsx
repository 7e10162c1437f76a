import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { client, unwrap } from "../../lib/client";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { bookingDate, bookingTime, STATUS_LABEL } from "../bookings/format";
import { unreadQuery } from "../messaging/api";

/** Inspections on your listings that wait for you: new ones to confirm first, then the next ones booked. */
const agentBookingsQuery = () => ({
  queryKey: ["bookings", "list", "agent-upcoming"] as const,
  queryFn: () =>
    unwrap(
      client.GET("/v1/secure/inspections", {
        params: { query: { tab: "upcoming", role: "agent", page: 1, perPage: 5, sorting: "asc" } },
      }),
      { silent: true },
    ),
});

/**
 * A lister's dashboard opens on what needs them: new inspection bookings to confirm and messages not yet
 * read (each a link to the page where it is answered). Nothing waiting says so, so the block never
 * disappears and moves the page.
 */
export function NeedsAction() {
  const bookings = useQuery(agentBookingsQuery());
  const unread = useQuery(unreadQuery());
  if (bookings.isPending || unread.isPending) return <Skeleton className="h-40 w-full rounded-xl" />;
  const list = bookings.data?.data ?? [];
  const toConfirm = list.filter((b) => b.status === "pending");
  const messages = unread.data?.unread ?? 0;
  const nothing = toConfirm.length === 0 && messages === 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Needs your attention</CardTitle>
      </CardHeader>
      <CardContent>
        {nothing && (
          <p className="text-sm text-ink-600">
            You are all caught up: no new bookings to confirm and no unread messages.
          </p>
        )}
        <ul className="flex flex-col gap-2">
          {messages > 0 && (
            <li>
              <Link
                to="/dashboard/messages"
                className="flex items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-100"
              >
                <span>
                  {messages === 1
                    ? "You have 1 unread message"
                    : `You have ${messages.toLocaleString("en-NG")} unread messages`}
                </span>
                <span aria-hidden>→</span>
              </Link>
            </li>
          )}
          {toConfirm.map((b) => (
            <li key={b.id}>
              <Link
                to="/dashboard/bookings/$id"
                params={{ id: b.id }}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border border-warning-100 bg-warning-50 px-3 py-2 text-sm hover:bg-warning-100"
              >
                <span className="min-w-0 font-medium text-ink-900">New inspection: {b.property.title}</span>
                <span className="text-ink-700">
                  {bookingDate(b.appointmentDate)} · {bookingTime(b.appointmentDate)} · {STATUS_LABEL[b.status]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {(bookings.data?.meta.total ?? 0) > 0 && (
          <Link
            to="/dashboard/bookings"
            className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            All your upcoming inspections ({bookings.data!.meta.total.toLocaleString("en-NG")})
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
