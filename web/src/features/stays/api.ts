import type { z } from "zod";
import type { staySettingsInput } from "@contracts/stays";
import { client, idempotency, unwrap, queryOptions } from "../../lib/client";

/** Short stays: every call through the typed client; types come from the worker's OpenAPI document. */
export const availabilityQuery = (listingId: string, from: string, months = 2) =>
  queryOptions({
    queryKey: ["stays", "availability", listingId, from, months] as const,
    queryFn: () =>
      unwrap(
        client.GET("/v1/stays/{listingId}/availability", { params: { path: { listingId }, query: { from, months } } }),
        { silent: true },
      ),
  });
export const quoteQuery = (listingId: string, checkIn: string, checkOut: string, guests: number) =>
  queryOptions({
    queryKey: ["stays", "quote", listingId, checkIn, checkOut, guests] as const,
    queryFn: () =>
      unwrap(
        client.GET("/v1/stays/{listingId}/quote", {
          params: { path: { listingId }, query: { checkIn, checkOut, guests } },
        }),
        { silent: true },
      ),
  });
export const stayQuery = (id: string) =>
  queryOptions({
    queryKey: ["stays", "one", id] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/stays/{id}", { params: { path: { id } } })),
  });
export const staysQuery = (q: { tab: "upcoming" | "past" | "cancelled"; page: number }) =>
  queryOptions({
    queryKey: ["stays", "list", q.tab, q.page] as const,
    queryFn: () =>
      unwrap(
        client.GET("/v1/secure/stays", {
          params: { query: { tab: q.tab, page: q.page, perPage: 10, sorting: q.tab === "upcoming" ? "asc" : "desc" } },
        }),
      ),
  });
export const verifyStayQuery = (reference: string) =>
  queryOptions({
    queryKey: ["stays", "verify", reference] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/stays/verify", { params: { query: { reference } } })),
  });
export const staySettingsQuery = (listingId: string) =>
  queryOptions({
    queryKey: ["stays", "settings", listingId] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/stays/settings/{listingId}", { params: { path: { listingId } } })),
  });

type BookBody = { propertyId: string; checkIn: string; checkOut: string; guests: number; payWith: "wallet" | "link" };
export const bookStay = (body: BookBody, key: string) =>
  unwrap(client.POST("/v1/secure/stays", { params: { header: idempotency(key) }, body }), { silent: true });

export const stayAction = (id: string, action: "confirm" | "decline" | "cancel") => {
  const path = { params: { path: { id } } };
  const call =
    action === "confirm"
      ? client.POST("/v1/secure/stays/{id}/confirm", path)
      : action === "decline"
        ? client.POST("/v1/secure/stays/{id}/decline", path)
        : client.POST("/v1/secure/stays/{id}/cancel", path);
  return unwrap(call, { silent: true });
};
export const claimDeposit = (id: string, body: { amountKobo: number; reason: string; photoTokens: string[] }) =>
  unwrap(client.POST("/v1/secure/stays/{id}/claim", { params: { path: { id } }, body }), { silent: true });

type SettingsBody = z.input<typeof staySettingsInput>;
export const saveStaySettings = (listingId: string, body: SettingsBody) =>
  unwrap(client.PUT("/v1/secure/stays/settings/{listingId}", { params: { path: { listingId } }, body }), {
    silent: true,
  });
export const blockDates = (listingId: string, from: string, to: string, unblock = false) =>
  unwrap(
    unblock
      ? client.POST("/v1/secure/stays/settings/{listingId}/unblock", {
          params: { path: { listingId } },
          body: { from, to },
        })
      : client.POST("/v1/secure/stays/settings/{listingId}/block", {
          params: { path: { listingId } },
          body: { from, to },
        }),
    { silent: true },
  );
export const syncCalendar = (listingId: string) =>
  unwrap(client.POST("/v1/secure/stays/settings/{listingId}/sync", { params: { path: { listingId } } }), {
    silent: true,
  });
export const payStayAgain = (id: string, key: string) =>
  unwrap(client.POST("/v1/secure/stays/{id}/pay", { params: { path: { id }, header: idempotency(key) } }), {
    silent: true,
  });
