// The assistant's conversation set (conversations.mjs): the conversations in Pidgin or with misspellings (`pidgin: true`).
import { L, F, M, K, FLATS, DUPLEX, HOUSE } from "./values.mjs";

const S = "search";
const P = (name, turns) => ({ name, turns, pidgin: true });

export const IN_PIDGIN = [
  P("Pidgin: Yaba to Surulere with parking", [
    [
      "abeg I dey find 2 bedroom flat for Yaba",
      { intent: S, state: L, locality: "yaba", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2 },
    ],
    [
      "e no pass 1.5m",
      { intent: S, state: L, locality: "yaba", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2, maxPriceKobo: 1.5 * M },
    ],
    [
      "wetin dey for Surulere?",
      {
        intent: S,
        state: L,
        locality: "surulere",
        typeIds: FLATS,
        minBedrooms: 2,
        maxBedrooms: 2,
        maxPriceKobo: 1.5 * M,
      },
    ],
    [
      "abeg show me the ones wey get parking",
      {
        intent: S,
        state: L,
        locality: "surulere",
        typeIds: FLATS,
        minBedrooms: 2,
        maxBedrooms: 2,
        maxPriceKobo: 1.5 * M,
        amenities: [6],
      },
    ],
  ]),
  P("Pidgin fresh start: make we start again", [
    [
      "self contain for Yaba wey no pass 400k",
      { intent: S, state: L, locality: "yaba", typeId: 10, maxPriceKobo: 400 * K },
    ],
    ["make we start again, duplex for Lekki", { intent: S, state: L, locality: "lekki", typeIds: DUPLEX }],
  ]),
  P("Misspelt: apartmnt in Lekki, cheapr", [
    [
      "2 bedrom apartmnt in Lekki",
      { intent: S, state: L, locality: "lekki", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2 },
    ],
    [
      "budget 4m",
      { intent: S, state: L, locality: "lekki", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2, maxPriceKobo: 4 * M },
    ],
    [
      "abeg something cheaper",
      { intent: S, state: L, locality: "lekki", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2, maxPriceKobo: 3 * M },
    ],
  ]),
  P("Pidgin: house for Abuja, Gwarinpa, forget budget", [
    [
      "I wan rent house for Abuja wey no pass 3m",
      { intent: S, state: F, typeIds: HOUSE, listingType: "rent", maxPriceKobo: 3 * M },
    ],
    [
      "Gwarinpa side",
      { intent: S, state: F, locality: "gwarinpa", typeIds: HOUSE, listingType: "rent", maxPriceKobo: 3 * M },
    ],
    ["forget di budget", { intent: S, state: F, locality: "gwarinpa", typeIds: HOUSE, listingType: "rent" }],
  ]),
  P("Pidgin: room and parlour, bigger", [
    ["room and parlour for Ikorodu", { intent: S, state: L, locality: "ikorodu", typeId: 14 }],
    ["e no pass 300k", { intent: S, state: L, locality: "ikorodu", typeId: 14, maxPriceKobo: 300 * K }],
    ["abeg show me mini flat instead", { intent: S, state: L, locality: "ikorodu", typeId: 9, maxPriceKobo: 300 * K }],
  ]),
  P("Misspelt Pidgin: self contian for Yabaa", [
    ["self contian for Yabaa", { intent: S, state: L, locality: "yaba", typeId: 10 }],
    ["wey no pas 350k", { intent: S, state: L, locality: "yaba", typeId: 10, maxPriceKobo: 350 * K }],
    ["make e cheap pass", { intent: S, state: L, locality: "yaba", typeId: 10, maxPriceKobo: 260 * K }],
  ]),
  P("Pidgin: thanks keeps the search", [
    ["I dey find duplex for Lekki", { intent: S, state: L, locality: "lekki", typeIds: DUPLEX }],
    ["tanks", { intent: "thanks" }],
    ["wetin dey for Ajah", { intent: S, state: L, locality: "ajah", typeIds: DUPLEX }],
  ]),
  P("Misspelt: dupplex in Lekky, for sale", [
    [
      "5 bedroom dupplex in Lekki",
      { intent: S, state: L, locality: "lekki", typeIds: DUPLEX, minBedrooms: 5, maxBedrooms: 5 },
    ],
    [
      "for sell",
      { intent: S, state: L, locality: "lekki", typeIds: DUPLEX, minBedrooms: 5, maxBedrooms: 5, listingType: "sale" },
    ],
    [
      "under 250 milion",
      {
        intent: S,
        state: L,
        locality: "lekki",
        typeIds: DUPLEX,
        minBedrooms: 5,
        maxBedrooms: 5,
        listingType: "sale",
        maxPriceKobo: 250 * M,
      },
    ],
  ]),
  P("Pidgin: house for PH, cheaper twice", [
    ["house for PH wey no pass 4m", { intent: S, state: "rivers", typeIds: HOUSE, maxPriceKobo: 4 * M }],
    ["e too cost", { intent: S, state: "rivers", typeIds: HOUSE, maxPriceKobo: 3 * M }],
    ["e still too cost", { intent: S, state: "rivers", typeIds: HOUSE, maxPriceKobo: 22 * (M / 10) }],
  ]),
  P("Misspelt: Gwarimpa flat, 2+ bedrooms", [
    ["flat in Gwarimpa", { intent: S, state: F, locality: "gwarinpa", typeIds: FLATS }],
    ["2+ bedrooms", { intent: S, state: F, locality: "gwarinpa", typeIds: FLATS, minBedrooms: 2 }],
    [
      "nothing above 3.5m",
      { intent: S, state: F, locality: "gwarinpa", typeIds: FLATS, minBedrooms: 2, maxPriceKobo: 3.5 * M },
    ],
  ]),
  P("Pidgin: shortlet for weekend", [
    [
      "shortlet for Lekki this weekend",
      {
        intent: S,
        state: L,
        locality: "lekki",
        listingType: "short_stay",
        checkIn: "2026-11-27",
        checkOut: "2026-11-29",
      },
    ],
    [
      "na for 4 people",
      {
        intent: S,
        state: L,
        locality: "lekki",
        listingType: "short_stay",
        checkIn: "2026-11-27",
        checkOut: "2026-11-29",
        guests: 4,
      },
    ],
  ]),
  P("Pidgin refusal: no Igbo", [
    ["self contain for Ikeja", { intent: S, state: L, locality: "ikeja", typeId: 10 }],
    ["abeg make the landlord no be Igbo", { intent: "refused", state: L, locality: "ikeja", typeId: 10 }],
  ]),
  P("Misspelt: furnisshed studio, monthly", [
    ["furnisshed studio in Oniru", { intent: S, state: L, locality: "oniru", typeId: 13, furnishing: "furnished" }],
    [
      "monthly",
      {
        intent: S,
        state: L,
        locality: "oniru",
        typeId: 13,
        furnishing: "furnished",
        listingType: "rent",
        period: "per_month",
      },
    ],
    [
      "under 400k a month",
      {
        intent: S,
        state: L,
        locality: "oniru",
        typeId: 13,
        furnishing: "furnished",
        listingType: "rent",
        period: "per_month",
        maxPriceKobo: 400 * K,
      },
    ],
  ]),
  P("Pidgin: land for Abuja, wetin dey Lugbe", [
    ["I wan buy land for Abuja", { intent: S, state: F, categoryId: 3, listingType: "sale" }],
    ["wetin dey for Lugbe", { intent: S, state: F, locality: "lugbe", categoryId: 3, listingType: "sale" }],
    [
      "e no pass 15m",
      { intent: S, state: F, locality: "lugbe", categoryId: 3, listingType: "sale", maxPriceKobo: 15 * M },
    ],
  ]),
  P("Misspelt: 3 bedrom flatt in Ikejaa, any size", [
    [
      "3 bedrom flatt in Ikejaa",
      { intent: S, state: L, locality: "ikeja", typeIds: FLATS, minBedrooms: 3, maxBedrooms: 3 },
    ],
    [
      "budjet 2.5m",
      { intent: S, state: L, locality: "ikeja", typeIds: FLATS, minBedrooms: 3, maxBedrooms: 3, maxPriceKobo: 2.5 * M },
    ],
    ["any size", { intent: S, state: L, locality: "ikeja", typeIds: FLATS, maxPriceKobo: 2.5 * M }],
  ]),
  P("Pidgin: duplex for Ajah, e big pass", [
    [
      "3 bedroom duplex for Ajah",
      { intent: S, state: L, locality: "ajah", typeIds: DUPLEX, minBedrooms: 3, maxBedrooms: 3 },
    ],
    ["I want the ones wey big pass", { intent: S, state: L, locality: "ajah", typeIds: DUPLEX, minBedrooms: 4 }],
    ["to rent", { intent: S, state: L, locality: "ajah", typeIds: DUPLEX, minBedrooms: 4, listingType: "rent" }],
  ]),
];
