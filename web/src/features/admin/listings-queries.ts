import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminDuplicateRow, AdminListingRow, AdminReportRow } from "@contracts/moderation";
import { api } from "../../lib/api";
import type { Page } from "./queries";

/** Admin listings moderation. Every key starts with ["admin", "listings"] so one invalidation refreshes all tabs. */
export const adminListingsQuery = (q: { page: number; status?: string; search?: string }) => ({
  queryKey: ["admin", "listings", "all", q] as const,
  queryFn: () => api<Page<AdminListingRow>>("/admin/api/listings", { query: q }),
  placeholderData: (prev: Page<AdminListingRow> | undefined) => prev,
});

export const adminReportsQuery = (q: { page: number; status: string }) => ({
  queryKey: ["admin", "listings", "reports", q] as const,
  queryFn: () => api<Page<AdminReportRow>>("/admin/api/listings/reports", { query: q }),
  placeholderData: (prev: Page<AdminReportRow> | undefined) => prev,
});

export const adminDuplicatesQuery = (q: { page: number; status: string }) => ({
  queryKey: ["admin", "listings", "duplicates", q] as const,
  queryFn: () => api<Page<AdminDuplicateRow>>("/admin/api/listings/duplicates", { query: q }),
  placeholderData: (prev: Page<AdminDuplicateRow> | undefined) => prev,
});

export type ReportResolution = { action: "uphold" | "dismiss"; delist?: boolean; reason?: string };
export type DuplicateResolution = { action: "dismiss" | "delist"; reason?: string };

/**
 * The moderation actions. Dialog-driven calls pass `silent` so the dialog shows the field error itself;
 * one-click actions let api() toast failures (e.g. 409 when another admin got there first).
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
  const post = <T>(path: string, body?: unknown, silent = false) => api<T>(`/admin/api/listings${path}`, { method: "POST", body, silent });
  return {
    delist: useMutation({
      mutationFn: (v: { id: string; reason: string }) => post<{ id: string }>(`/${encodeURIComponent(v.id)}/delist`, { reason: v.reason }, true),
      onSuccess,
    }),
    relist: useMutation({ mutationFn: (id: string) => post<{ id: string }>(`/${encodeURIComponent(id)}/relist`), onSuccess }),
    /** Staff corrections go through the admin API (logged with before and after), never the lister's editor. */
    correct: useMutation({
      mutationFn: (v: { id: string; body: { reason: string; title?: string; description?: string } }) =>
        api<{ changed: string[] }>(`/admin/api/listings/${encodeURIComponent(v.id)}`, { method: "PATCH", body: v.body, silent: true }),
      onSuccess,
    }),
    resolveReport: useMutation({
      mutationFn: (v: { id: string; body: ReportResolution; silent?: boolean }) =>
        post<{ delisted: boolean; ownerSuspended: boolean }>(`/reports/${encodeURIComponent(v.id)}/resolve`, v.body, v.silent),
      onSuccess,
    }),
    resolveDuplicate: useMutation({
      mutationFn: (v: { id: string; body: DuplicateResolution; silent?: boolean }) =>
        post<{ delisted: boolean }>(`/duplicates/${encodeURIComponent(v.id)}/resolve`, v.body, v.silent),
      onSuccess,
    }),
  };
}
