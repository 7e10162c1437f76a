import type { z } from "zod";
import type { broadcastInput } from "@contracts/broadcasts";
import { client, unwrap, queryOptions } from "../../../lib/client";

export type Segment = { accountTypes: string[]; stateIds: number[]; plan: string };

export const broadcastsQuery = (page: number) =>
  queryOptions({
    queryKey: ["admin", "broadcasts", "list", page] as const,
    queryFn: () => unwrap(client.GET("/admin/api/broadcasts", { params: { query: { page } } })),
    // Counts move while the cron delivers: refresh while the page is open.
    refetchInterval: 30_000,
  });

export const audienceQuery = (s: Segment) =>
  queryOptions({
    queryKey: ["admin", "broadcasts", "audience", s] as const,
    queryFn: () =>
      unwrap(
        client.GET("/admin/api/broadcasts/audience", {
          params: {
            query: {
              accountTypes: s.accountTypes.join(",") || undefined,
              stateIds: s.stateIds.join(",") || undefined,
              plan: s.plan || undefined,
            } as never,
          },
        }),
        { silent: true },
      ),
    staleTime: 10_000,
  });

/** "Send now": the delivery the cron would run, at once. */
export const deliverBroadcast = (id: string) =>
  unwrap(client.POST("/admin/api/broadcasts/{id}/deliver", { params: { path: { id } } }));

export const sendBroadcast = (body: z.input<typeof broadcastInput>) =>
  unwrap(client.POST("/admin/api/broadcasts", { body }), { silent: true });
