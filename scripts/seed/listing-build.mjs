import { TYPES } from "./listing-types.mjs";

/** Prices, charges, title documents, amenities and rooms of one seeded listing (all money in naira here). */
const ISLAND = new Set([
  "Lekki Phase 1",
  "Ikoyi",
  "Victoria Island",
  "Banana Island",
  "Oniru",
  "Lekki",
  "Ikate",
  "Chevron",
  "Osapa London",
  "Ajah",
  "Sangotedo",
  "Ibeju-Lekki",
  "Epe",
]);
const EXCISION_AREAS = new Set([
  "Ibeju-Lekki",
  "Epe",
  "Sangotedo",
  "Ajah",
  "Ikorodu",
  "Mowe",
  "Magboro",
  "Ibafo",
  "Arepo",
]);

export function ownerArea(state, locality, listingType) {
  if (state === "Lagos")
    return listingType === "short_stay" ? "Lagos:stay" : ISLAND.has(locality) ? "Lagos:island" : "Lagos:mainland";
  if (state === "Federal Capital Territory" && listingType === "short_stay") return `${state}:stay`;
  return state;
}

export function supports(t, listingType) {
  if (listingType === "rent") return !!(t.rent || t.rentPerBed || t.rentPerSqm);
  if (listingType === "short_stay") return !!(t.stay || t.stayPerBed);
  return !!(t.sale || t.salePerBed || t.land || t.perHectare);
}

/** Rounded the way listers round: ₦5k steps for nightly rates up to ₦5m steps for big sales. */
export function roundNaira(v) {
  const step = v < 100e3 ? 5e3 : v < 1e6 ? 10e3 : v < 10e6 ? 50e3 : v < 100e6 ? 500e3 : v < 1e9 ? 5e6 : 50e6;
  return Math.max(step, Math.round(v / step) * step);
}

export function price(r, t, listingType, f, beds, area) {
  const within = ([lo, hi]) => lo + (hi - lo) * r.next();
  if (listingType === "rent")
    return roundNaira(
      (t.rent ? within(t.rent) : t.rentPerSqm ? within(t.rentPerSqm) * area : within(t.rentPerBed) * beds) * f,
    );
  if (listingType === "short_stay")
    return roundNaira((t.stay ? within(t.stay) : within(t.stayPerBed) * beds) * f ** 0.7);
  if (t.perHectare) return roundNaira(within(t.perHectare) * (area / 10000) * Math.max(0.6, f / 0.35));
  // Land prices climb much faster than rents between cheap and prime areas.
  if (t.land) return roundNaira(within(t.land) * (area / 600) ** 0.9 * f ** 1.8);
  return roundNaira((t.sale ? within(t.sale) : within(t.salePerBed) * beds) * f);
}

export function charges(r, t, listingType, f, amount) {
  const none = { service: 0, agency: 0, legal: 0, caution: 0 };
  if (listingType === "short_stay") return { ...none, caution: r.pick([50e3, 100e3, 150e3, 200e3]) };
  if (listingType === "sale") {
    if (t.cat === 3) return { ...none, agency: r.chance(0.4) ? amount * 0.05 : 0 };
    return { ...none, agency: r.chance(0.5) ? amount * 0.05 : 0, legal: r.chance(0.4) ? amount * 0.05 : 0 };
  }
  // Rentals: agency and legal are ~10% each (some agents ask 15%, above the Lagos cap), plus caution and service charge.
  const agency =
    amount *
    r.weighted([
      [0.1, 80],
      [0.15, 12],
      [0.05, 8],
    ]);
  const legal =
    amount *
    r.weighted([
      [0.1, 80],
      [0.05, 15],
      [0, 5],
    ]);
  const caution = r.weighted([
    [amount * 0.1, 45],
    [roundNaira(r.range(100e3, 500e3) * Math.max(0.5, f)), 35],
    [0, 20],
  ]);
  const estate = t.cat === 4 || f >= 1.3;
  const service = estate ? amount * r.range(0.1, 0.2) : r.chance(0.4) ? r.range(50e3, 400e3) * f : 0;
  return {
    service: service > 0 ? roundNaira(service) : 0,
    agency: Math.round(agency),
    legal: Math.round(legal),
    caution: caution > 0 ? roundNaira(caution) : 0,
  };
}

export function titleDocuments(r, state, locality, t) {
  if (EXCISION_AREAS.has(locality) && t.cat === 3)
    return r.pick([
      ["excision", "gazette", "registered_survey"],
      ["excision", "registered_survey"],
      ["c_of_o"],
      ["gazette", "deed_of_assignment"],
    ]);
  if (state === "Lagos")
    return r.pick([
      ["governors_consent", "deed_of_assignment", "registered_survey"],
      ["c_of_o", "deed_of_assignment"],
      ["c_of_o"],
      ["governors_consent"],
    ]);
  if (state === "Federal Capital Territory")
    return r.pick([["c_of_o"], ["c_of_o", "deed_of_assignment"], ["c_of_o", "registered_survey"]]);
  return r.pick([
    ["c_of_o"],
    ["c_of_o", "registered_survey"],
    ["deed_of_assignment", "registered_survey"],
    ["governors_consent", "deed_of_assignment"],
  ]);
}

export function furnishing(r, listingType, t, f) {
  if (listingType === "short_stay") return "furnished";
  if (t.cat === 3) return "unfurnished";
  if (listingType === "sale")
    return r.weighted([
      ["unfurnished", 85],
      ["semi_furnished", 10],
      ["furnished", 5],
    ]);
  return r.weighted([
    ["unfurnished", f >= 2 ? 50 : 72],
    ["semi_furnished", 20],
    ["furnished", f >= 2 ? 30 : 8],
  ]);
}

const HOME_BASE = [2, 3, 4, 6, 18, 19, 11, 12, 17, 23, 20];
const HOME_UPPER = [1, 5, 7, 8, 10, 13, 16, 21, 22, 24];
const STAY = [1, 13, 16, 14, 11, 17, 4, 6, 10, 21, 22, 20, 7, 8];
const WORK = [1, 2, 4, 6, 10, 13, 15, 16, 21, 22, 23];
const LAND = [4, 5, 23, 24];

/** Amenity ids (3–10) that fit the listing: posh areas get pools and gyms, land gets estate features. */
export function amenityIds(r, listingType, t, typeId, f) {
  if (t.cat === 3) return r.sample(LAND, r.int(3, 4)).sort((a, b) => a - b);
  if (t.cat === 4) return r.sample(WORK, r.int(3, 7)).sort((a, b) => a - b);
  if (listingType === "short_stay") return r.sample(STAY, r.int(5, 10)).sort((a, b) => a - b);
  const pool = [...HOME_BASE, ...(f >= 1.3 ? HOME_UPPER : r.sample(HOME_UPPER, f >= 0.6 ? 3 : 1))];
  if (t.bq && r.chance(0.7)) pool.push(9);
  const n = [10, 14, 9, 13].includes(typeId) ? r.int(3, 5) : r.int(5, 10);
  const picked = r.sample(pool, n);
  if (pool.includes(9) && !picked.includes(9)) picked[0] = 9;
  if ((typeId === 11 || f >= 3) && !picked.includes(15) && [8, 11].includes(typeId)) picked.push(15);
  return [...new Set(picked)].slice(0, 10).sort((a, b) => a - b);
}

/** Bedrooms, bathrooms and toilets that agree with the type (land has none). */
export function roomsCount(r, t, typeId) {
  if (t.cat === 3) return { bedrooms: 0, bathrooms: 0, toilets: 0, beds: 0, units: 0 };
  if (typeId === 23) {
    const keys = r.int(...t.keys);
    return { bedrooms: keys, bathrooms: keys, toilets: keys + 2, beds: keys, units: 0 };
  }
  if (t.cat === 4) {
    const baths = r.int(1, 4);
    return { bedrooms: 0, bathrooms: baths, toilets: baths, beds: 0, units: 0 };
  }
  const beds = r.int(...t.beds);
  if (typeId === 7) {
    const units = r.int(...t.units);
    return { bedrooms: beds * units, bathrooms: beds * units, toilets: (beds + 1) * units, beds, units };
  }
  const baths = beds === 1 ? 1 : beds + (t.bq ? r.int(0, 1) : 0);
  return { bedrooms: beds, bathrooms: baths, toilets: beds === 1 ? (typeId === 9 ? 2 : 1) : baths + 1, beds, units: 0 };
}

export function roomNames(r, t) {
  if (!t.rooms) return [];
  const n = Math.min(t.rooms.length, r.int(2, 4));
  const first = t.rooms.slice(0, 2);
  return [...first, ...r.sample(t.rooms.slice(2), n - 2)].slice(0, n);
}

export const ROOM_SCENES = {
  "Living room": "living",
  "Sitting room": "living",
  Parlour: "living",
  Reception: "living",
  "Master bedroom": "bedroom",
  "Bedroom 2": "bedroom",
  "Guest room": "bedroom",
  Bedroom: "bedroom",
  Room: "bedroom",
  Studio: "bedroom",
  Suite: "bedroom",
  Kitchen: "kitchen",
  Kitchenette: "kitchen",
  "Dining area": "dining",
  Restaurant: "dining",
  "Master bathroom": "bathroom",
  Bathroom: "bathroom",
  "Open-plan office": "office",
  "Conference room": "office",
  Office: "office",
  "Shop floor": "office",
  "Store room": "office",
  "Loading bay": "office",
};

export { TYPES };
