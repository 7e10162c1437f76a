import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";
import { LOCALITY_KINDS } from "../../contracts/places";

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
    /** Region, area or neighbourhood (contracts/places.ts); `parentId` is the locality it sits in (migrations/0053). */
    kind: text("kind", { enum: LOCALITY_KINDS }).notNull().default("area"),
    parentId: integer("parent_id").references((): AnySQLiteColumn => localities.id),
  },
  (t) => [
    uniqueIndex("localities_state_slug_unique").on(t.stateId, t.slug),
    index("localities_lga_idx").on(t.lgaId),
    index("localities_lat_lng_state_idx").on(t.lat, t.lng, t.stateId),
    index("localities_parent_idx").on(t.parentId),
    check("localities_kind_check", sql`${t.kind} IN ('region', 'area', 'neighbourhood')`),
  ],
);

/** Other names of a place ("VI", "Island", "Abuja"): a locality's, or a state's when `localityId` is null. */
export const placeAliases = sqliteTable(
  "place_aliases",
  {
    id: integer("id").primaryKey(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    localityId: integer("locality_id").references(() => localities.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
  },
  (t) => [
    uniqueIndex("place_aliases_slug_state_unique").on(t.slug, t.stateId),
    index("place_aliases_locality_idx").on(t.localityId),
    index("place_aliases_state_idx").on(t.stateId, t.localityId),
  ],
);
