import { useRef } from "react";
import { useMutation, useQueryClient, type DataTag, type QueryKey } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";

type Started<T> = { data: T; authorizationUrl?: string | null };

/**
 * Book and pay in one tap (an inspection, a short stay): one idempotency key per attempt (a double tap is one
 * booking; a failed one is tried afresh). Paid by card → the card page; paid from the wallet → the answer is the
 * booking as it now stands, put in the cache under `queryKey(id)` so /booking/$id shows it at once (no spinner, no
 * refetch), the wallet refetched, and the booking page opened.
 */
export function usePaidBooking<V, T extends { id: string }>({
  start,
  queryKey,
  onFailed,
}: {
  start: (vars: V, idempotencyKey: string) => Promise<Started<T>>;
  queryKey: (id: string) => DataTag<QueryKey, { data: T }, Error>;
  onFailed?: () => void;
}) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const key = useRef<string | null>(null);
  return useMutation({
    mutationFn: (vars: V) => {
      key.current ??= crypto.randomUUID();
      return start(vars, key.current);
    },
    onSuccess: (r) => {
      key.current = null;
      if (r.authorizationUrl) return window.location.assign(r.authorizationUrl);
      qc.setQueryData(queryKey(r.data.id), { data: r.data });
      void qc.invalidateQueries({ queryKey: ["wallet"] });
      void navigate({ to: "/booking/$id", params: { id: r.data.id } });
    },
    onError: () => {
      key.current = null;
      onFailed?.();
    },
  });
}
