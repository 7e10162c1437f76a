import { asc, eq } from "drizzle-orm";
import { lgas, localities, states } from "../../db/schema";
import type { ServiceCtx } from "../../lib/context";

export const listStates = (ctx: ServiceCtx) =>
  ctx.db
    .select({
      id: states.id,
      name: states.name,
      slug: states.slug,
      capital: states.capital,
      lat: states.lat,
      lng: states.lng,
    })
    .from(states)
    .orderBy(asc(states.name))
    .all();

export const getState = (ctx: ServiceCtx, id: number) => ctx.db.select().from(states).where(eq(states.id, id)).get();

export const listLgas = (ctx: ServiceCtx, stateId: number) =>
  ctx.db
    .select({ id: lgas.id, name: lgas.name })
    .from(lgas)
    .where(eq(lgas.stateId, stateId))
    .orderBy(asc(lgas.name))
    .all();

export const listLocalities = (ctx: ServiceCtx, stateId: number) =>
  ctx.db
    .select({
      id: localities.id,
      name: localities.name,
      slug: localities.slug,
      lgaId: localities.lgaId,
      lgaName: lgas.name,
      lat: localities.lat,
      lng: localities.lng,
      kind: localities.kind,
      parentId: localities.parentId,
    })
    .from(localities)
    .leftJoin(lgas, eq(lgas.id, localities.lgaId))
    .where(eq(localities.stateId, stateId))
    .orderBy(asc(localities.name))
    .all();
