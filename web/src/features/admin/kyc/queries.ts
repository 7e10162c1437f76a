import { useEffect, useState } from "react";
import { keepPreviousData, useMutation, useQueryClient } from "@tanstack/react-query";
import type { KycFileKind, KycStatus } from "@contracts/kyc";
import { ApiError } from "../../../lib/api";
import { client, unwrap, queryOptions } from "../../../lib/client";
import { currentToken } from "../../auth/session";

export const adminKycQuery = (q: { status: KycStatus; page: number }) =>
  queryOptions({
    queryKey: ["admin", "kyc", q] as const,
    queryFn: () => unwrap(client.GET("/admin/api/kyc", { params: { query: q } })),
    placeholderData: keepPreviousData,
  });

export type KycDecision = { userId: string; action: "approve" | "reject"; reason?: string };

export function useKycDecision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: KycDecision) =>
      unwrap(
        client.POST("/admin/api/users/{id}/verify-kyc", {
          params: { path: { id: d.userId } },
          body: { action: d.action, reason: d.reason },
        }),
        { silent: d.action === "reject" },
      ),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ["admin", "kyc"] }),
        qc.invalidateQueries({ queryKey: ["admin", "users"] }),
      ]),
  });
}

/**
 * The files are served as attachments with the admin token, so an <img src> cannot show them: fetch
 * each as a blob and show it through an object URL, revoked when the card goes away.
 */
export function useKycImage(submissionId: string, kind: KycFileKind) {
  const [state, setState] = useState<{ url: string | null; error: string | null }>({ url: null, error: null });
  useEffect(() => {
    const ctrl = new AbortController();
    let url: string | null = null;
    const token = currentToken();
    fetch(`/admin/api/kyc/files/${encodeURIComponent(submissionId)}/${kind}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: ctrl.signal,
    })
      .then(async (res) => {
        if (!res.ok) throw new ApiError(res.status, "This picture could not be loaded.");
        url = URL.createObjectURL(await res.blob());
        setState({ url, error: null });
      })
      .catch((e: unknown) => {
        if ((e as Error).name !== "AbortError") setState({ url: null, error: "This picture could not be loaded." });
      });
    return () => {
      ctrl.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [submissionId, kind]);
  return state;
}
