import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

export const states = sqliteTable("states", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  capital: text("capital").notNull(),
  lat: real("lat").notNull(),
  lng: real("lng").notNull(),
});

export const lgas = sqliteTable(
  "lgas",
  {
    id: integer("id").primaryKey(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("lgas_state_name_unique").on(t.stateId, t.name)],
);

export const localities = sqliteTable(
  "localities",
  {
    id: integer("id").primaryKey(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    lgaId: integer("lga_id").references(() => lgas.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    lat: real("lat").notNull(),
    lng: real("lng").notNull(),
  },
  (t) => [
    uniqueIndex("localities_state_slug_unique").on(t.stateId, t.slug),
    index("localities_lga_idx").on(t.lgaId),
    index("localities_lat_lng_state_idx").on(t.lat, t.lng, t.stateId),
  ],
);
