import { keepPreviousData, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { duplicateResolveInput, reportResolveInput } from "@contracts/moderation";
import { client, unwrap, type QueryOf, queryOptions } from "../../../lib/client";

/** Admin listings moderation. Every key starts with ["admin", "listings"] so one invalidation refreshes all tabs. */
export const adminListingsQuery = (q: QueryOf<"/admin/api/listings">) =>
  queryOptions({
    queryKey: ["admin", "listings", "all", q] as const,
    queryFn: () => unwrap(client.GET("/admin/api/listings", { params: { query: q } })),
    placeholderData: keepPreviousData,
  });

export const adminReviewQueueQuery = (q: QueryOf<"/admin/api/listings/review-queue">) =>
  queryOptions({
    queryKey: ["admin", "listings", "review", q] as const,
    queryFn: () => unwrap(client.GET("/admin/api/listings/review-queue", { params: { query: q } })),
    placeholderData: keepPreviousData,
  });

export const adminReportsQuery = (q: QueryOf<"/admin/api/listings/reports">) =>
  queryOptions({
    queryKey: ["admin", "listings", "reports", q] as const,
    queryFn: () => unwrap(client.GET("/admin/api/listings/reports", { params: { query: q } })),
    placeholderData: keepPreviousData,
  });

export const adminDuplicatesQuery = (q: QueryOf<"/admin/api/listings/duplicates">) =>
  queryOptions({
    queryKey: ["admin", "listings", "duplicates", q] as const,
    queryFn: () => unwrap(client.GET("/admin/api/listings/duplicates", { params: { query: q } })),
    placeholderData: keepPreviousData,
  });

export type ReportResolution = z.input<typeof reportResolveInput>;
export type DuplicateResolution = z.input<typeof duplicateResolveInput>;

/**
 * The moderation actions. Dialog-driven calls pass `silent` so the dialog shows the field error itself;
 * one-click actions let unwrap() toast failures (e.g. 409 when another admin got there first).
 */
export function useModeration() {
  const qc = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      // "all": a search typed just before the click may still be loading under a key that is not yet
      // observed; without this it would land with the pre-action row and stay.
      qc.invalidateQueries({ queryKey: ["admin", "listings"], refetchType: "all" }),
      qc.invalidateQueries({ queryKey: ["admin", "activity"] }),
      // Public pages cached in this tab should stop (or start) showing the listing.
      qc.invalidateQueries({ queryKey: ["listings"] }),
    ]);
  return {
    delist: useMutation({
      mutationFn: (v: { id: string; reason: string }) =>
        unwrap(
          client.POST("/admin/api/listings/{id}/delist", {
            params: { path: { id: v.id } },
            body: { reason: v.reason },
          }),
          { silent: true },
        ),
      onSuccess,
    }),
    /** A listing waiting for review, declined: the server refuses it once the listing is no longer waiting. */
    decline: useMutation({
      mutationFn: (v: { id: string; reason: string }) =>
        unwrap(
          client.POST("/admin/api/listings/{id}/decline", {
            params: { path: { id: v.id } },
            body: { reason: v.reason },
          }),
          { silent: true },
        ),
      onSuccess,
    }),
    approve: useMutation({
      mutationFn: (id: string) => unwrap(client.POST("/admin/api/listings/{id}/approve", { params: { path: { id } } })),
      onSuccess,
    }),
    relist: useMutation({
      mutationFn: (id: string) => unwrap(client.POST("/admin/api/listings/{id}/relist", { params: { path: { id } } })),
      onSuccess,
    }),
    /** Staff corrections go through the admin API (logged with before and after), never the lister's editor. */
    correct: useMutation({
      mutationFn: (v: { id: string; body: { reason: string; title?: string; description?: string } }) =>
        unwrap(client.PATCH("/admin/api/listings/{id}", { params: { path: { id: v.id } }, body: v.body }), {
          silent: true,
        }),
      onSuccess,
    }),
    resolveReport: useMutation({
      mutationFn: (v: { id: string; body: ReportResolution; silent?: boolean }) =>
        unwrap(
          client.POST("/admin/api/listings/reports/{id}/resolve", { params: { path: { id: v.id } }, body: v.body }),
          { silent: v.silent },
        ),
      onSuccess,
    }),
    resolveDuplicate: useMutation({
      mutationFn: (v: { id: string; body: DuplicateResolution; silent?: boolean }) =>
        unwrap(
          client.POST("/admin/api/listings/duplicates/{id}/resolve", { params: { path: { id: v.id } }, body: v.body }),
          { silent: v.silent },
        ),
      onSuccess,
    }),
  };
}
