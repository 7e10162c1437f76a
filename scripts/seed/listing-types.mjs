/**
 * Property types (ids from migrations/0002_reference_data.sql) with what a seeded listing of that type looks
 * like. Prices are naira for mainland Lagos (price factor 1): rent per year (or per m² a year for
 * offices, shops and warehouses), sale outright, stay per night.
 * `beds` is [min, max]; `scene` picks the illustration; `rooms` names the rooms that get photos.
 */
const HOME_ROOMS = ["Living room", "Master bedroom", "Kitchen", "Dining area", "Bedroom 2", "Master bathroom", "Guest room"];

export const TYPES = {
  1: { cat: 1, name: "detached duplex", beds: [4, 6], rent: [7e6, 14e6], sale: [110e6, 250e6], stay: [150e3, 260e3], scene: ["house", { storeys: 2, units: 1 }], rooms: HOME_ROOMS, bq: true },
  2: { cat: 1, name: "semi-detached duplex", beds: [3, 5], rent: [5e6, 9e6], sale: [75e6, 150e6], scene: ["house", { storeys: 2, units: 2 }], rooms: HOME_ROOMS, bq: true },
  3: { cat: 1, name: "terraced duplex", beds: [3, 4], rent: [4e6, 7e6], sale: [55e6, 110e6], stay: [110e3, 180e3], scene: ["house", { storeys: 2, units: 4 }], rooms: HOME_ROOMS, bq: true },
  4: { cat: 1, name: "detached bungalow", beds: [2, 4], rent: [2.5e6, 5e6], sale: [35e6, 80e6], scene: ["house", { storeys: 1, units: 1 }], rooms: HOME_ROOMS },
  5: { cat: 1, name: "semi-detached bungalow", beds: [2, 3], rent: [1.8e6, 3.5e6], sale: [25e6, 55e6], scene: ["house", { storeys: 1, units: 2 }], rooms: HOME_ROOMS },
  6: { cat: 1, name: "mansion", beds: [6, 9], rent: [25e6, 50e6], sale: [450e6, 1.1e9], scene: ["house", { storeys: 3, units: 1, wide: true }], rooms: HOME_ROOMS, bq: true },
  7: { cat: 2, name: "block of flats", beds: [2, 3], units: [4, 8], sale: [180e6, 420e6], scene: ["flats", { storeys: 3 }], rooms: ["Living room", "Kitchen", "Master bedroom"] },
  8: { cat: 2, name: "flat", beds: [1, 3], rentPerBed: [0.9e6, 1.5e6], salePerBed: [19e6, 32e6], stayPerBed: [30e3, 48e3], scene: ["flats", { storeys: 4 }], rooms: HOME_ROOMS },
  9: {
    cat: 2,
    name: "mini flat",
    beds: [1, 1],
    rent: [1e6, 1.8e6],
    sale: [25e6, 40e6],
    stay: [30e3, 50e3],
    scene: ["flats", { storeys: 3 }],
    rooms: ["Sitting room", "Bedroom", "Kitchen", "Bathroom"],
  },
  10: { cat: 2, name: "self contain", beds: [1, 1], rent: [600e3, 1.2e6], scene: ["house", { storeys: 1, units: 3 }], rooms: ["Room", "Kitchenette", "Bathroom"] },
  11: {
    cat: 2,
    name: "penthouse",
    beds: [3, 5],
    rent: [8e6, 15e6],
    sale: [180e6, 350e6],
    stay: [150e3, 280e3],
    scene: ["flats", { storeys: 5 }],
    rooms: ["Living room", "Master bedroom", "Kitchen", "Dining area", "Master bathroom"],
  },
  12: { cat: 2, name: "maisonette", beds: [3, 4], rent: [5e6, 8e6], sale: [80e6, 140e6], scene: ["house", { storeys: 2, units: 3 }], rooms: HOME_ROOMS },
  13: { cat: 2, name: "studio apartment", beds: [1, 1], rent: [900e3, 1.5e6], stay: [25e3, 45e3], scene: ["flats", { storeys: 4 }], rooms: ["Studio", "Kitchenette", "Bathroom"] },
  14: { cat: 2, name: "room and parlour", beds: [1, 1], rent: [500e3, 900e3], scene: ["house", { storeys: 1, units: 3 }], rooms: ["Parlour", "Room", "Kitchen", "Bathroom"] },
  15: { cat: 3, name: "residential land", land: [32e6, 90e6], areas: [300, 450, 465, 500, 600, 600, 648, 648, 900, 1000, 1200], scene: ["land"] },
  16: { cat: 3, name: "commercial land", land: [42e6, 120e6], areas: [1000, 1500, 2000, 3000, 4000], scene: ["land"] },
  17: { cat: 3, name: "mixed-use land", land: [36e6, 100e6], areas: [600, 900, 1200, 1800], scene: ["land"] },
  18: { cat: 3, name: "farmland", perHectare: [3e6, 12e6], areas: [10000, 20000, 20000, 40000, 50000], scene: ["land"] },
  19: {
    cat: 4,
    name: "office space",
    rentPerSqm: [25e3, 45e3],
    sale: [120e6, 300e6],
    areas: [80, 120, 150, 200, 300, 450],
    scene: ["commercial", { tower: true }],
    rooms: ["Open-plan office", "Reception", "Conference room"],
  },
  20: { cat: 4, name: "shop", rentPerSqm: [35e3, 60e3], areas: [18, 24, 30, 45, 60], scene: ["commercial", { tower: false }], rooms: ["Shop floor", "Store room"] },
  21: { cat: 4, name: "warehouse", rentPerSqm: [5e3, 9e3], sale: [150e6, 400e6], areas: [500, 800, 1200, 2000, 3000], scene: ["commercial", { tower: false }], rooms: ["Office", "Loading bay"] },
  23: { cat: 4, name: "hotel", sale: [250e6, 800e6], keys: [12, 30], scene: ["flats", { storeys: 4 }], rooms: ["Reception", "Suite", "Restaurant"] },
  24: { cat: 4, name: "plaza", sale: [150e6, 600e6], areas: [600, 900, 1500, 2500], scene: ["commercial", { tower: false }], rooms: ["Shop floor", "Office"] },
};

/** Which types each kind of listing draws from, by how pricey the area is ([typeId, weight]). */
export function typeChoices(listingType, f) {
  const prime = f >= 2.4,
    upper = f >= 1.3,
    low = f < 0.6;
  if (listingType === "short_stay")
    return [
      [8, 6],
      [13, 2],
      [9, 2],
      [11, prime ? 2 : 0.5],
      [3, upper ? 1 : 0.3],
      [1, prime ? 0.6 : 0],
    ];
  if (listingType === "rent") {
    return [
      [8, 10],
      [9, low ? 5 : 4],
      [10, prime ? 0.3 : low ? 5 : 4],
      [14, low ? 3 : prime ? 0 : 1],
      [13, prime ? 0.5 : 2],
      [3, upper ? 4 : 2],
      [2, 3],
      [1, prime ? 4 : 2],
      [4, low ? 4 : prime ? 0.2 : 1.5],
      [5, low ? 2 : 0.5],
      [11, prime ? 3 : upper ? 1 : 0],
      [12, upper ? 1.5 : 0.5],
      [6, f >= 3 ? 1 : 0],
      [19, 2],
      [20, 1.5],
      [21, low ? 0.3 : 0.8],
    ];
  }
  return [
    [15, prime ? 2 : low ? 12 : 8],
    [16, 1.5],
    [17, 1],
    [18, f <= 0.4 ? 3 : 0],
    [1, 6],
    [2, 4],
    [3, upper ? 4 : 2],
    [4, low ? 5 : 1.5],
    [5, low ? 1 : 0.3],
    [6, f >= 3 ? 2 : 0],
    [7, prime ? 0.5 : 2],
    [8, 4],
    [9, 1],
    [11, prime ? 2 : upper ? 1 : 0],
    [12, 1],
    [19, 0.8],
    [21, 0.5],
    [23, 0.5],
    [24, 0.8],
  ];
}
