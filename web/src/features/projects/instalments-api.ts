import { client, idempotency, unwrap, type paths, queryOptions } from "../../lib/client";
import { projectsKey } from "./api";

/** Instalment plans: the buyer's schedule and payments, the developer's money per buyer, staff's report. */
export type InstalmentPlan =
  paths["/v1/secure/instalment-plans/{id}"]["get"]["responses"]["200"]["content"]["application/json"]["data"];
export type ScheduleRow = InstalmentPlan["schedule"][number];

export const plansKey = [...projectsKey, "instalments"] as const;

export const planQuery = (id: string) =>
  queryOptions({
    queryKey: [...plansKey, "one", id] as const,
    queryFn: () =>
      unwrap(client.GET("/v1/secure/instalment-plans/{id}", { params: { path: { id } } })).then((r) => r.data),
  });
export const developerPlansQuery = (page = 1) =>
  queryOptions({
    queryKey: [...plansKey, "developer", page] as const,
    queryFn: () =>
      unwrap(client.GET("/v1/secure/instalment-plans/developer", { params: { query: { page, perPage: 20 } } })),
  });
export const payInstalments = (id: string, body: { seqs: number[]; payWith: "wallet" | "link" }, key: string) =>
  unwrap(
    client.POST("/v1/secure/instalment-plans/{id}/pay", { params: { path: { id }, header: idempotency(key) }, body }),
    { silent: true },
  );
export const cancelPlan = (id: string) =>
  unwrap(client.POST("/v1/secure/instalment-plans/{id}/cancel", { params: { path: { id } } }), { silent: true });

export type AdminPlanFilters = { page?: number; status?: InstalmentPlan["status"]; overdue?: "true" };
export const adminPlansQuery = (f: AdminPlanFilters) =>
  queryOptions({
    queryKey: ["admin", "instalments", f] as const,
    queryFn: () =>
      unwrap(
        client.GET("/admin/api/instalment-plans", {
          params: { query: { page: f.page ?? 1, perPage: 20, status: f.status, overdue: f.overdue } },
        }),
        { silent: true },
      ),
  });
export const pendingMilestonesQuery = () =>
  queryOptions({
    queryKey: ["admin", "instalments", "milestones"] as const,
    queryFn: () => unwrap(client.GET("/admin/api/instalment-plans/milestones")).then((r) => r.data),
  });
export const approveMilestone = (projectId: string, updateId: string) =>
  unwrap(
    client.POST("/admin/api/projects/{id}/progress/{updateId}/approve", {
      params: { path: { id: projectId, updateId } },
    }),
  );
export const staffPlanAction = (id: string, action: "pause" | "resume" | "refund", reason: string) => {
  const opts = { params: { path: { id } }, body: { reason } };
  if (action === "pause") return unwrap(client.POST("/admin/api/instalment-plans/{id}/pause", opts));
  if (action === "resume") return unwrap(client.POST("/admin/api/instalment-plans/{id}/resume", opts));
  return unwrap(client.POST("/admin/api/instalment-plans/{id}/refund", opts));
};
export const waiveInstalment = (id: string, seq: number, reason: string) =>
  unwrap(client.POST("/admin/api/instalment-plans/{id}/waive", { params: { path: { id } }, body: { seq, reason } }));
