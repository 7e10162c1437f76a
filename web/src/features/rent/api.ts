import type { z } from "zod";
import type { uploadRequest } from "@contracts/listing-media";
import { client, idempotency, unwrap, type paths, queryOptions } from "../../lib/client";

/** Rent in escrow: one agreement, each side's list with the money per tenant, staff's report and decisions. */
export type RentAgreement =
  paths["/v1/secure/rent-agreements/{id}"]["get"]["responses"]["200"]["content"]["application/json"]["data"];
export type AdminRentFilters = {
  page?: number;
  status?: RentAgreement["status"];
  stuck?: "true";
  overdue?: "true";
  /** The agreement shown open (a staff notice links to it). */
  open?: string;
};

export const rentKey = ["rent"] as const;

export const rentQuery = (id: string) =>
  queryOptions({
    queryKey: [...rentKey, "one", id] as const,
    queryFn: () =>
      unwrap(client.GET("/v1/secure/rent-agreements/{id}", { params: { path: { id } } })).then((r) => r.data),
  });
export const myRentQuery = (role: "tenant" | "lister", page = 1) =>
  queryOptions({
    queryKey: [...rentKey, "mine", role, page] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/rent-agreements", { params: { query: { role, page, perPage: 20 } } })),
  });
export const createRent = (body: {
  propertyId: string;
  tenantEmail: string;
  moveInOn: string;
  frequency: "yearly" | "quarterly" | "monthly";
}) => unwrap(client.POST("/v1/secure/rent-agreements", { body }), { silent: true });
export const payRent = (id: string, payWith: "wallet" | "link", key: string, periods = 1, from?: number) =>
  unwrap(
    client.POST("/v1/secure/rent-agreements/{id}/pay", {
      params: { path: { id }, header: idempotency(key) },
      body: { payWith, periods, from },
    }),
    { silent: true },
  );
export const confirmMoveIn = (id: string) =>
  unwrap(client.POST("/v1/secure/rent-agreements/{id}/confirm-move-in", { params: { path: { id } } }), {
    silent: true,
  });
export const disputeRent = (id: string, body: { reason: string; photoTokens: string[] }) =>
  unwrap(client.POST("/v1/secure/rent-agreements/{id}/dispute", { params: { path: { id } }, body }), { silent: true });
export const addStatement = (id: string, body: { body: string; photoTokens: string[] }) =>
  unwrap(client.POST("/v1/secure/rent-agreements/{id}/statements", { params: { path: { id } }, body }), {
    silent: true,
  });
export const cancelRent = (id: string, reason: string) =>
  unwrap(client.POST("/v1/secure/rent-agreements/{id}/cancel", { params: { path: { id } }, body: { reason } }), {
    silent: true,
  });
/** The agreement's own upload ticket: a tenant's account may not upload listing pictures. */
export const requestEvidenceUpload = (id: string) => (body: z.input<typeof uploadRequest>) =>
  unwrap(client.POST("/v1/secure/rent-agreements/{id}/evidence-uploads", { params: { path: { id } }, body }), {
    silent: true,
  });

export const adminRentQuery = (f: AdminRentFilters) =>
  queryOptions({
    queryKey: ["admin", "rent", f] as const,
    queryFn: () =>
      unwrap(
        client.GET("/admin/api/rent-agreements", {
          params: { query: { page: f.page ?? 1, perPage: 20, status: f.status, stuck: f.stuck, overdue: f.overdue } },
        }),
        { silent: true },
      ),
  });
export const adminRentDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ["admin", "rent", "one", id] as const,
    queryFn: () =>
      unwrap(client.GET("/admin/api/rent-agreements/{id}", { params: { path: { id } } })).then((r) => r.data),
  });
export const resolveRent = (
  id: string,
  body: { outcome: "release" | "refund" | "split"; tenantKobo?: number; note: string },
) =>
  unwrap(client.POST("/admin/api/rent-agreements/{id}/resolve", { params: { path: { id } }, body }), { silent: true });
export const releaseRent = (id: string, reason: string) =>
  unwrap(client.POST("/admin/api/rent-agreements/{id}/release", { params: { path: { id } }, body: { reason } }), {
    silent: true,
  });
