import { createSelectSchema } from "drizzle-zod";
// Worker-only; named with .openapi(), so z comes extended from here (drizzle-zod builds on the same zod).
import { z } from "@hono/zod-openapi";
import { lgas, localities, states } from "../db/schema/locations";

/**
 * Reference data answered as the tables hold it, so the schemas are derived from the Drizzle tables
 * (drizzle-zod) instead of restated. Worker-only: the SPA reads these shapes through the OpenAPI types.
 */
const point = { lat: z.number(), lng: z.number() };
export const state = createSelectSchema(states, point).openapi("State");
export const locality = createSelectSchema(localities, point)
  .pick({ id: true, name: true, slug: true, lgaId: true, lat: true, lng: true })
  .extend({ lgaName: z.string().nullable() })
  .openapi("Locality");
export const lga = createSelectSchema(lgas).pick({ id: true, name: true });
export const stateList = z.object({ data: z.array(state) });
export const localityList = z.object({ data: z.array(locality) });
export const lgaList = z.object({ data: z.array(lga) });
