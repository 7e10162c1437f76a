// Worker-only; named with .openapi(), so z comes extended from here.
import { z } from "@hono/zod-openapi";

/** How many of each the home page shows. */
export const POPULAR_LOCALITIES = 8;
export const POPULAR_STATES = 6;

const place = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
const counts = {
  /** Live listings (active, confirmed within the freshness window, not held as a suspected duplicate). */
  listings: z.number().int().nonnegative(),
  byType: z.object({
    rent: z.number().int().nonnegative(),
    sale: z.number().int().nonnegative(),
    stay: z.number().int().nonnegative(),
  }),
};

export const popularLocations = z
  .object({
    localities: z.array(place.extend({ state: place, ...counts })),
    states: z.array(place.extend(counts)),
    /** When the counts were computed (epoch ms); null before the first computation. */
    refreshedAt: z.number().int().nullable(),
  })
  .openapi("PopularLocations");
export type PopularLocations = z.infer<typeof popularLocations>;
