import type { Dashboard } from "@contracts/dashboard";
import { client, unwrap, queryOptions } from "../../lib/client";

export type { Dashboard };

/**
 * Keyed under "listings" on purpose: saving or unsaving a listing anywhere invalidates ["listings"]
 * (favorite-button.tsx), so the dashboard's counts and saved cards follow without extra wiring.
 */
export const dashboardQuery = (userId: string) =>
  queryOptions({
    queryKey: ["listings", "dashboard", userId] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      unwrap(client.GET("/v1/secure/dashboard/user/{id}", { signal, params: { path: { id: "me" } } }), {
        silent: true,
      }),
  });
