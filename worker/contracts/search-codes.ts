/**
 * The codes a properties search URL carries, without labels: the SPA validates its search params with the
 * entry bundle, so this file stays a few hundred bytes. listing-rules.ts re-exports all of it (with the
 * title documents' labels).
 */
export const FURNISHING = ["unfurnished", "semi_furnished", "furnished"] as const;
/** Power and water facts a seeker filters by: each is an amenity a listing ticks (migrations/0002's ids). */
export const POWER_FACTS = { "24h_power": 1, prepaid_meter: 2, inverter_solar: 21, generator: 22 } as const;
export const WATER_FACTS = { borehole: 3, water_heater: 17 } as const;
export const LISTED_BY = ["broker", "company", "agent"] as const;
export const TITLE_DOCUMENT_CODES = [
  "c_of_o",
  "governors_consent",
  "deed_of_assignment",
  "registered_survey",
  "excision",
  "gazette",
] as const;
export type TitleDocumentCode = (typeof TITLE_DOCUMENT_CODES)[number];
