import { sql } from "drizzle-orm";
import { z } from "zod";
import type { LocalityKind } from "../../contracts/places";
import { sqlAll } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { slugify } from "../listings/shared";

/** A place near another, for "none in Yaba; 3 in Surulere and Ebute Metta". */
export type NearPlace = {
  /** The state's slug. */
  state: string;
  /** The locality's slug: a search's `locality` within `state`. */
  locality: string;
  name: string;
  kind: Exclude<LocalityKind, "region">;
  /** Between the two places' centres, rounded to 0.1 km. */
  distanceKm: number;
};

/** The most places nearestPlaces answers. */
export const NEAREST_PLACES_MAX = 20;
/** The box first read around the place (degrees each way, ~28 km): most states' nearest places are inside it. */
const NEAR_BOX_DEG = 0.25;

const Origin = z.object({
  id: z.number(),
  state_id: z.number(),
  state_slug: z.string(),
  lat: z.number(),
  lng: z.number(),
  near: z.string(),
});
const Candidate = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  kind: z.enum(["area", "neighbourhood"]),
  lat: z.number(),
  lng: z.number(),
});

/**
 * The areas and neighbourhoods of the same state nearest to a place (by the distance between their centres), nearest
 * first: the place itself, the localities it holds (its search already takes them in) and the ones holding it are left
 * out, as are regions (they hold no listing). The caller counts each one's matches. `state` and `locality` are slugs or
 * names (an alias such as "vi" too); an unknown place, or a state alone, has no neighbours ([]).
 *
 * Bounded and indexed: the place and the localities above and below it (a few rows by the slug and parent indexes),
 * then the localities in a box around it (the lat/lng index, a state's share of a ~55 km band); only when that box
 * holds too few, the state's localities (the state index, at most a few dozen).
 */
export async function nearestPlaces(
  ctx: ServiceCtx,
  place: { state: string; locality?: string | null },
  limit = 5,
): Promise<NearPlace[]> {
  const want = Math.max(1, Math.min(NEAREST_PLACES_MAX, Math.trunc(limit) || 1));
  if (!place.locality) return [];
  const stateSlug = slugify(place.state);
  const slug = slugify(place.locality);
  const [origin] = await sqlAll(
    ctx.db,
    sql`with recursive s as (select id, slug from states where slug = ${stateSlug}),
      o as (select l.id, l.state_id, s.slug as state_slug, l.lat, l.lng, l.parent_id from localities l join s on l.state_id = s.id
        where l.id = coalesce((select id from localities where state_id = s.id and slug = ${slug}),
          (select locality_id from place_aliases where slug = ${slug} and state_id = s.id))),
      up(id, parent_id) as (select id, parent_id from o union select l.id, l.parent_id from localities l join up on l.id = up.parent_id),
      down(id) as (select id from o union select l.id from localities l join down on l.parent_id = down.id)
    select o.id, o.state_id, o.state_slug, o.lat, o.lng,
      (select json_group_array(id) from (select id from up union select id from down)) as near
    from o`,
    Origin,
  );
  if (!origin) return [];
  const skip = new Set(z.array(z.number()).parse(JSON.parse(origin.near)));
  const candidates = (box: boolean) =>
    sqlAll(
      ctx.db,
      box
        ? sql`select id, name, slug, kind, lat, lng from localities indexed by localities_lat_lng_state_idx
            where lat between ${origin.lat - NEAR_BOX_DEG} and ${origin.lat + NEAR_BOX_DEG}
              and lng between ${origin.lng - NEAR_BOX_DEG} and ${origin.lng + NEAR_BOX_DEG}
              and state_id = ${origin.state_id} and kind <> 'region'`
        : sql`select id, name, slug, kind, lat, lng from localities where state_id = ${origin.state_id} and kind <> 'region'`,
      Candidate,
    );
  let found = (await candidates(true)).filter((c) => !skip.has(c.id));
  if (found.length < want) found = (await candidates(false)).filter((c) => !skip.has(c.id));
  // Equirectangular distance: exact enough within a state (a few hundred km at most), and cheap.
  const km = (c: { lat: number; lng: number }) => {
    const x = (c.lng - origin.lng) * Math.cos((((c.lat + origin.lat) / 2) * Math.PI) / 180);
    return Math.hypot(x, c.lat - origin.lat) * 111.195;
  };
  return found
    .map((c) => ({ c, d: km(c) }))
    .sort((a, b) => a.d - b.d || a.c.id - b.c.id)
    .slice(0, want)
    .map(({ c, d }) => ({
      state: origin.state_slug,
      locality: c.slug,
      name: c.name,
      kind: c.kind,
      distanceKm: Math.round(d * 10) / 10,
    }));
}
