import type { z } from "zod";
import type { InspectionBooking, bookingList, bookingStarted, slotsAnswer } from "@contracts/bookings";
import type { PaymentStatus } from "@contracts/money";
import { api } from "../../lib/api";

type Slots = z.infer<typeof slotsAnswer>;
type BookingPage = z.infer<typeof bookingList>;
type Started = z.infer<typeof bookingStarted>;

export const slotsQuery = (propertyId: string, date: string) => ({
  queryKey: ["inspection-slots", propertyId, date] as const,
  queryFn: () => api<Slots>(`/v1/property/property/${encodeURIComponent(propertyId)}/inspection-slots`, { query: { date }, silent: true }),
});
export const bookingQuery = (id: string) => ({ queryKey: ["bookings", id] as const, queryFn: () => api<{ data: InspectionBooking }>(`/v1/secure/inspections/${encodeURIComponent(id)}`) });
export const bookingsQuery = (q: { tab: string; page: number }) => ({
  queryKey: ["bookings", "list", q.tab, q.page] as const,
  queryFn: () => api<BookingPage>("/v1/secure/inspections", { query: { tab: q.tab, page: q.page, perPage: 10, sorting: q.tab === "upcoming" ? "asc" : "desc" } }),
});
export const verifyBookingQuery = (reference: string) => ({
  queryKey: ["bookings", "verify", reference] as const,
  queryFn: () => api<{ payment: PaymentStatus; data: InspectionBooking }>("/v1/secure/inspections/verify", { query: { reference } }),
});

export const bookInspection = (body: { propertyId: string; appointmentDate: string; payWith: "wallet" | "link" }, key: string) =>
  api<Started>("/v1/secure/inspections", { method: "POST", body, silent: true, headers: { "Idempotency-Key": key } });
export const bookingAction = (id: string, action: "cancel" | "confirm" | "reschedule" | "initiate" | "report" | "pay/wallet" | "pay/link", body?: unknown) =>
  api<{ data: InspectionBooking } & Partial<Started>>(`/v1/secure/inspections/${encodeURIComponent(id)}/${action}`, { method: "POST", body, silent: true });
