import type { InspectionBooking } from "@contracts/bookings";
import type { PaymentStatus } from "@contracts/money";
import { api } from "../../lib/api";

export type Slots = { data: { propertyId: string; date: string; feeKobo: number; refundableOnly: boolean; slots: { start: string; time: string; available: boolean }[] } };
export type BookingListItem = { id: string; status: InspectionBooking["status"]; appointmentDate: string; feeKobo: number; role: "seeker" | "agent"; property: { id: string; title: string; slug: string } };
export type BookingPage = { data: BookingListItem[]; meta: { page: number; perPage: number; total: number; lastPage: number } };
export type Started = { data: InspectionBooking; authorizationUrl: string | null };

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
