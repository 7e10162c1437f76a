import type { BookingTab } from "@contracts/bookings";
import { PAGE_SIZES } from "@contracts/constants";
import { client, idempotency, unwrap, queryOptions } from "../../lib/client";

export const slotsQuery = (propertyId: string, date: string) =>
  queryOptions({
    queryKey: ["inspection-slots", propertyId, date] as const,
    queryFn: () =>
      unwrap(
        client.GET("/v1/property/property/{id}/inspection-slots", {
          params: { path: { id: propertyId }, query: { date } },
        }),
        { silent: true },
      ),
  });
export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: ["bookings", id] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/inspections/{id}", { params: { path: { id } } })),
  });
export const bookingsQuery = (q: { tab: BookingTab; page: number }) =>
  queryOptions({
    queryKey: ["bookings", "list", q.tab, q.page] as const,
    queryFn: () =>
      unwrap(
        client.GET("/v1/secure/inspections", {
          params: {
            query: {
              tab: q.tab,
              page: q.page,
              perPage: PAGE_SIZES.inspections,
              sorting: q.tab === "upcoming" ? "asc" : "desc",
            },
          },
        }),
      ),
  });

export const bookInspection = (
  body: { propertyId: string; appointmentDate: string; payWith: "wallet" | "link" },
  key: string,
) => unwrap(client.POST("/v1/secure/inspections", { params: { header: idempotency(key) }, body }), { silent: true });

/** The actions on one booking (SPEC.md §7); each answers with the booking as it now stands. */
const at = (id: string) => ({ params: { path: { id } } });
export const bookingActions = {
  cancel: (id: string) => unwrap(client.POST("/v1/secure/inspections/{id}/cancel", at(id)), { silent: true }),
  confirm: (id: string) => unwrap(client.POST("/v1/secure/inspections/{id}/confirm", at(id)), { silent: true }),
  report: (id: string, reason: string) =>
    unwrap(client.POST("/v1/secure/inspections/{id}/report", { ...at(id), body: { reason } }), { silent: true }),
  payWallet: (id: string) => unwrap(client.POST("/v1/secure/inspections/{id}/pay/wallet", at(id)), { silent: true }),
  payLink: (id: string) => unwrap(client.POST("/v1/secure/inspections/{id}/pay/link", at(id)), { silent: true }),
  initiate: (id: string, initiationCode: string) =>
    unwrap(client.POST("/v1/secure/inspections/{id}/initiate", { ...at(id), body: { initiationCode } }), {
      silent: true,
    }),
  reschedule: (id: string, appointmentDate: string) =>
    unwrap(client.POST("/v1/secure/inspections/{id}/reschedule", { ...at(id), body: { appointmentDate } }), {
      silent: true,
    }),
};
