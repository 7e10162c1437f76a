import { asc } from "drizzle-orm";
import { amenities, propertyCategories, propertyTypes } from "../../db/schema";
import type { ServiceCtx } from "../../lib/context";

/** Categories with their types, in two reads of small reference tables (one round trip). */
export async function listCategories(ctx: ServiceCtx) {
  const [categories, types] = await ctx.db.batch([
    ctx.db.select().from(propertyCategories).orderBy(asc(propertyCategories.id)),
    ctx.db.select().from(propertyTypes).orderBy(asc(propertyTypes.id)),
  ]);
  return categories.map((c) => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    types: types.filter((t) => t.categoryId === c.id).map((t) => ({ id: t.id, slug: t.slug, title: t.title })),
  }));
}

export const listAmenities = (ctx: ServiceCtx) =>
  ctx.db
    .select({ id: amenities.id, slug: amenities.slug, title: amenities.title })
    .from(amenities)
    .orderBy(asc(amenities.id))
    .all();
