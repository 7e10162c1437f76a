import { client, unwrap, queryOptions } from "../../lib/client";

/** GET /v1/website-info (admin Settings › Social links): the footer's contact details and social links. */
export const websiteInfoQuery = () =>
  queryOptions({
    queryKey: ["website-info"] as const,
    queryFn: () => unwrap(client.GET("/v1/website-info"), { silent: true }),
    staleTime: 5 * 60_000,
  });
