import { client, unwrap, queryOptions } from "../../../lib/client";

/** Every query of this feature sits under ["admin", "users"], so one invalidation refreshes list and page. */
export const USERS_KEY = ["admin", "users"] as const;

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: [...USERS_KEY, "detail", id] as const,
    queryFn: () => unwrap(client.GET("/admin/api/users/{id}", { params: { path: { id } } })),
  });
