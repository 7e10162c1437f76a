import { keepPreviousData, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Permission } from "@contracts/permissions";
import { client, unwrap, type QueryOf, queryOptions } from "../../../lib/client";

/** Teams and roles: the typed calls of /admin/api/staffs and /admin/api/roles. */
export const staffQuery = (q: QueryOf<"/admin/api/staffs">) =>
  queryOptions({
    queryKey: ["admin", "staffs", q] as const,
    queryFn: () => unwrap(client.GET("/admin/api/staffs", { params: { query: q } })),
    placeholderData: keepPreviousData,
  });

export const rolesQuery = (q: QueryOf<"/admin/api/roles"> = {}) =>
  queryOptions({
    queryKey: ["admin", "roles", q] as const,
    queryFn: () => unwrap(client.GET("/admin/api/roles", { params: { query: q } })),
    placeholderData: keepPreviousData,
  });

/** Who holds each permission (under the roles key: a role change refreshes it). */
export const permissionHoldersQuery = () =>
  queryOptions({
    queryKey: ["admin", "roles", "holders"] as const,
    queryFn: () => unwrap(client.GET("/admin/api/permissions")),
  });

export type StaffInput = { firstName: string; lastName?: string | null; email: string; roleId: string };
export type RoleInput = { name: string; description?: string | null; permissions: Permission[] };

function useInvalidate() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ["admin", "staffs"] }),
      qc.invalidateQueries({ queryKey: ["admin", "roles"] }),
    ]);
}

export function useStaffMutations() {
  const onSettled = useInvalidate();
  return {
    create: useMutation({
      mutationFn: (body: StaffInput) => unwrap(client.POST("/admin/api/staffs", { body }), { silent: true }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: { id: string; firstName?: string; lastName?: string | null; roleId?: string }) =>
        unwrap(client.PATCH("/admin/api/staffs/{id}", { params: { path: { id } }, body }), { silent: true }),
      onSettled,
    }),
    setActive: useMutation({
      mutationFn: ({ id, active }: { id: string; active: boolean }) =>
        active
          ? unwrap(client.POST("/admin/api/staffs/{id}/activate", { params: { path: { id } } }), { silent: true })
          : unwrap(client.POST("/admin/api/staffs/{id}/deactivate", { params: { path: { id } } }), { silent: true }),
      onSettled,
    }),
  };
}

export function useRoleMutations() {
  const onSettled = useInvalidate();
  return {
    create: useMutation({
      mutationFn: (body: RoleInput) => unwrap(client.POST("/admin/api/roles", { body }), { silent: true }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: RoleInput & { id: string }) =>
        unwrap(client.PATCH("/admin/api/roles/{id}", { params: { path: { id } }, body }), { silent: true }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        unwrap(client.DELETE("/admin/api/roles/{id}", { params: { path: { id } } }), { silent: true }),
      onSettled,
    }),
  };
}
