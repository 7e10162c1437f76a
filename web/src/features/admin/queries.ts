import type { AuthUser } from "@contracts/auth";
import { api } from "../../lib/api";

export type MenuItem = { path: string; label: string; permission: string | null };
export type Page<T> = { data: T[]; page: number; perPage: number; hasMore: boolean };

export const adminMeQuery = () => ({
  queryKey: ["admin", "me"] as const,
  queryFn: () => api<{ user: AuthUser; menu: MenuItem[] }>("/admin/api/me", { silent: true }),
  staleTime: 60_000,
});

export type AdminUserRow = { id: string; firstName: string; lastName: string | null; email: string; username: string; phone: string | null; accountType: string; adminAccess: boolean; kycVerified: boolean; status: string; createdAt: number };
export const adminUsersQuery = (q: { page: number; search?: string; accountType?: string }) => ({
  queryKey: ["admin", "users", q] as const,
  queryFn: () => api<Page<AdminUserRow>>("/admin/api/users", { query: q }),
  placeholderData: (prev: Page<AdminUserRow> | undefined) => prev,
});

export type ActivityRow = { id: string; action: string; targetType: string | null; targetId: string | null; details: string | null; ip: string | null; createdAt: number; actorId: string | null; actorName: string | null; actorEmail: string | null };
export const activityQuery = (page: number) => ({
  queryKey: ["admin", "activity", page] as const,
  queryFn: () => api<Page<ActivityRow>>("/admin/api/activity-logs", { query: { page } }),
  placeholderData: (prev: Page<ActivityRow> | undefined) => prev,
});

export const dashboardQuery = () => ({
  queryKey: ["admin", "dashboard"] as const,
  queryFn: () => api<{ usersByType: { accountType: string; count: number }[]; newUsersThisWeek: number }>("/admin/api/dashboard"),
});

export const permissionsQuery = () => ({
  queryKey: ["admin", "permissions"] as const,
  queryFn: () => api<{ data: { name: string; description: string }[] }>("/admin/api/permissions-enums").then((r) => r.data),
  staleTime: Infinity,
});

export type ServiceStatus = { services: { name: string; status: "up" | "down" | "degraded"; latencyMs: number | null; detail: string | null }[]; serverErrorsLastHour: number; checkedAt: number };
export const servicesStatusQuery = () => ({
  queryKey: ["admin", "services-status"] as const,
  queryFn: () => api<ServiceStatus>("/admin/api/services-status"),
  refetchInterval: 30_000,
});
