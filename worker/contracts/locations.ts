import { createSelectSchema } from "drizzle-zod";
// Worker-only; named with .openapi(), so z comes extended from here (drizzle-zod builds on the same zod).
import { z } from "@hono/zod-openapi";
import { lgas, localities, states } from "../db/schema/locations";
import { LOCALITY_KINDS } from "./places";

/**
 * Reference data answered as the tables hold it, so the schemas are derived from the Drizzle tables
 * (drizzle-zod) instead of restated. Worker-only: the SPA reads these shapes through the OpenAPI types.
 */
const point = { lat: z.number(), lng: z.number() };
export const state = createSelectSchema(states, point).openapi("State");
export const locality = createSelectSchema(localities, point)
  .pick({ id: true, name: true, slug: true, lgaId: true, lat: true, lng: true, kind: true, parentId: true })
  .extend({ lgaName: z.string().nullable() })
  .openapi("Locality", {
    description:
      "kind: a region (a part of the state people name, e.g. Lagos Island; it holds areas and never a listing), an area, or a neighbourhood inside an area. parentId: the locality it sits in (null: directly in the state). A search for an area or a region takes in every locality below it.",
  });
export const lga = createSelectSchema(lgas).pick({ id: true, name: true });
export const stateList = z.object({ data: z.array(state) });
export const localityList = z.object({ data: z.array(locality) });
export const lgaList = z.object({ data: z.array(lga) });

/** GET /v1/locations/search?q=: the words typed into a location box ("lek", "lekki ph", "lag"). */
export const locationSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, "q: type at least one letter of a state or area.")
    .max(60, "q: keep the location under 60 characters.")
    .refine((s) => /[\p{L}\p{N}]/u.test(s), "q: type letters or digits of a state or area.")
    .openapi({ example: "lek" }),
});
export const LOCATION_SEARCH_LIMIT = 8;
export const locationMatch = z
  .object({
    kind: z.enum(["state", "locality"]),
    /** The state's or the locality's id. */
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    stateId: z.number().int(),
    stateName: z.string(),
    stateSlug: z.string(),
    /** What a typeahead shows: "Lekki, Lagos" or "Lagos (state)". */
    label: z.string(),
    /** A locality's place in the hierarchy (null for a state): a search for a region or an area takes in what it holds. */
    localityKind: z.enum(LOCALITY_KINDS).nullable(),
    /** The locality this one sits in (null: directly in its state, or a state). */
    parentId: z.number().int().nullable(),
    /** The other name that matched the typed words ("VI" for Victoria Island, "Abuja" for the FCT), else null. */
    alias: z.string().nullable(),
    /** For a region or an area: the first places it holds, best known first ("Lekki Phase 1", "Ikate", …). */
    includes: z.array(z.string()),
    /** How many places it holds directly (includes names at most 4 of them). */
    includesCount: z.number().int(),
  })
  .openapi("LocationMatch");
export const locationMatchList = z.object({ data: z.array(locationMatch).max(LOCATION_SEARCH_LIMIT) });
export type LocationMatch = z.infer<typeof locationMatch>;

/** GET /v1/locations/map: the map tiles the properties pages draw (MAP_TILE_URL), with their credit. */
export const mapConfig = z
  .object({
    tileUrl: z.string().openapi({ example: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" }),
    attribution: z.string(),
  })
  .openapi("MapConfig");
