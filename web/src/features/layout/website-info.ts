import { client, unwrap } from "../../lib/client";

/** GET /v1/website-info (admin Settings › Social links): the footer's contact details and social links. */
export const websiteInfoQuery = () => ({
  queryKey: ["website-info"] as const,
  queryFn: () => unwrap(client.GET("/v1/website-info"), { silent: true }),
  staleTime: 5 * 60_000,
});
