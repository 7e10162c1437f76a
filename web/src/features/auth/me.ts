import type { AuthUser } from "@contracts/auth";
import { api } from "../../lib/api";

export const meQuery = () => ({
  queryKey: ["me"] as const,
  queryFn: () => api<{ user: AuthUser }>("/v1/secure/user/me", { silent: true }).then((r) => r.user),
  staleTime: 30_000,
});
