import { keepPreviousData } from "@tanstack/react-query";
import { client, unwrap, type QueryOf, queryOptions } from "../../lib/client";

export const adminMeQuery = () =>
  queryOptions({
    queryKey: ["admin", "me"] as const,
    queryFn: () => unwrap(client.GET("/admin/api/me"), { silent: true }),
    staleTime: 60_000,
  });

export const adminUsersQuery = (q: QueryOf<"/admin/api/users">) =>
  queryOptions({
    queryKey: ["admin", "users", q] as const,
    queryFn: () => unwrap(client.GET("/admin/api/users", { params: { query: q } })),
    placeholderData: keepPreviousData,
  });

export const activityQuery = (query: QueryOf<"/admin/api/activity-logs">) =>
  queryOptions({
    queryKey: ["admin", "activity", query] as const,
    queryFn: () => unwrap(client.GET("/admin/api/activity-logs", { params: { query } })),
    placeholderData: keepPreviousData,
  });

export const activityActorsQuery = () =>
  queryOptions({
    queryKey: ["admin", "activity", "actors"] as const,
    queryFn: () => unwrap(client.GET("/admin/api/activity-logs/actors")),
    staleTime: 5 * 60_000,
  });

export const permissionsQuery = () =>
  queryOptions({
    queryKey: ["admin", "permissions"] as const,
    queryFn: () => unwrap(client.GET("/admin/api/permissions-enums")).then((r) => r.data),
    staleTime: Infinity,
  });

export const servicesStatusQuery = () =>
  queryOptions({
    queryKey: ["admin", "services-status"] as const,
    queryFn: () => unwrap(client.GET("/admin/api/services-status")),
    refetchInterval: 30_000,
  });
