import type { Dashboard } from "@contracts/dashboard";
import { api } from "../../lib/api";

export type { Dashboard };

/**
 * Keyed under "listings" on purpose: saving or unsaving a listing anywhere invalidates ["listings"]
 * (favorite-button.tsx), so the dashboard's counts and saved cards follow without extra wiring.
 */
export const dashboardQuery = (userId: string) => ({
  queryKey: ["listings", "dashboard", userId] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => api<Dashboard>("/v1/secure/dashboard/user/me", { signal, silent: true }),
});
