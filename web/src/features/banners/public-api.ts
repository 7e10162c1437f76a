import type { BannerPlacement } from "@contracts/banner-rules";
import { client, unwrap, queryOptions } from "../../lib/client";

/** The live banners of a placement; the worker puts them in the server-rendered page (the layout's loader). */
export const bannersQuery = (placement: BannerPlacement) =>
  queryOptions({
    queryKey: ["banners", "live", placement] as const,
    queryFn: () => unwrap(client.GET("/v1/banners", { params: { query: { placement } } }), { silent: true }),
    staleTime: 5 * 60_000,
  });
