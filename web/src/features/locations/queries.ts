import { api } from "../../lib/api";

export type State = { id: number; name: string; slug: string; capital: string; lat: number; lng: number };
export type Locality = { id: number; name: string; slug: string; lgaId: number | null; lgaName: string | null; lat: number; lng: number };

export const statesQuery = () => ({
  queryKey: ["locations", "states"] as const,
  queryFn: () => api<{ data: State[] }>("/v1/locations/states").then((r) => r.data),
  staleTime: 24 * 3600_000,
});

export const localitiesQuery = (stateId: number) => ({
  queryKey: ["locations", "states", stateId, "localities"] as const,
  queryFn: () => api<{ data: Locality[] }>(`/v1/locations/states/${stateId}/localities`).then((r) => r.data),
  staleTime: 24 * 3600_000,
});
