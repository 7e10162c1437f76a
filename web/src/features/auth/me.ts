import { client, unwrap, queryOptions } from "../../lib/client";

export const meQuery = () =>
  queryOptions({
    queryKey: ["me"] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/user/me"), { silent: true }).then((r) => r.user),
    staleTime: 30_000,
  });
