// The assistant's conversation set (conversations.mjs): the conversations in plain English.
import { L, F, M, K, FLATS, DUPLEX, BUNGALOW, HOUSE } from "./values.mjs";

const S = "search";
const C = (name, turns) => ({ name, turns, pidgin: false });

export const IN_ENGLISH = [
  C("Yaba flat, cheaper, Surulere, parking", [
    [
      "2 bedroom flat for rent in Yaba",
      { intent: S, state: L, locality: "yaba", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2, listingType: "rent" },
    ],
    [
      "make it cheaper, under 1.5m",
      {
        intent: S,
        state: L,
        locality: "yaba",
        typeIds: FLATS,
        minBedrooms: 2,
        maxBedrooms: 2,
        listingType: "rent",
        maxPriceKobo: 1.5 * M,
      },
    ],
    [
      "what about Surulere?",
      {
        intent: S,
        state: L,
        locality: "surulere",
        typeIds: FLATS,
        minBedrooms: 2,
        maxBedrooms: 2,
        listingType: "rent",
        maxPriceKobo: 1.5 * M,
      },
    ],
    [
      "show me the ones with parking",
      {
        intent: S,
        state: L,
        locality: "surulere",
        typeIds: FLATS,
        minBedrooms: 2,
        maxBedrooms: 2,
        listingType: "rent",
        maxPriceKobo: 1.5 * M,
        amenities: [6],
      },
    ],
  ]),
  C("Lekki duplex, forget the budget, bigger", [
    [
      "4 bedroom duplex in Lekki under 150m",
      {
        intent: S,
        state: L,
        locality: "lekki",
        typeIds: DUPLEX,
        minBedrooms: 4,
        maxBedrooms: 4,
        maxPriceKobo: 150 * M,
      },
    ],
    ["forget the budget", { intent: S, state: L, locality: "lekki", typeIds: DUPLEX, minBedrooms: 4, maxBedrooms: 4 }],
    ["bigger", { intent: S, state: L, locality: "lekki", typeIds: DUPLEX, minBedrooms: 5 }],
  ]),
  C("Ikeja mini flat, monthly, furnished", [
    ["mini flat in Ikeja", { intent: S, state: L, locality: "ikeja", typeId: 9 }],
    ["monthly", { intent: S, state: L, locality: "ikeja", typeId: 9, listingType: "rent", period: "per_month" }],
    [
      "furnished only",
      {
        intent: S,
        state: L,
        locality: "ikeja",
        typeId: 9,
        listingType: "rent",
        period: "per_month",
        furnishing: "furnished",
      },
    ],
  ]),
  C("Fresh start to land in Abuja", [
    [
      "3 bedroom flat in Gbagada under 3m",
      { intent: S, state: L, locality: "gbagada", typeIds: FLATS, minBedrooms: 3, maxBedrooms: 3, maxPriceKobo: 3 * M },
    ],
    ["now show me land in Abuja", { intent: S, state: F, categoryId: 3, listingType: "sale" }],
    ["under 20m", { intent: S, state: F, categoryId: 3, listingType: "sale", maxPriceKobo: 20 * M }],
  ]),
  C("Budget up then down", [
    [
      "2 bedroom apartment in Ikoyi under 10m",
      { intent: S, state: L, locality: "ikoyi", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2, maxPriceKobo: 10 * M },
    ],
    [
      "cheaper",
      { intent: S, state: L, locality: "ikoyi", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2, maxPriceKobo: 7.5 * M },
    ],
    ["any size", { intent: S, state: L, locality: "ikoyi", typeIds: FLATS, maxPriceKobo: 7.5 * M }],
  ]),
  C("Bungalow family then precise", [
    ["bungalow in Ikorodu", { intent: S, state: L, locality: "ikorodu", typeIds: BUNGALOW }],
    ["3 bedroom", { intent: S, state: L, locality: "ikorodu", typeIds: BUNGALOW, minBedrooms: 3, maxBedrooms: 3 }],
    ["detached bungalow only", { intent: S, state: L, locality: "ikorodu", typeId: 4, minBedrooms: 3, maxBedrooms: 3 }],
  ]),
  C("Banana Island detached duplex for sale", [
    ["detached duplex banana island", { intent: S, state: L, locality: "banana-island", typeId: 1 }],
    ["for sale", { intent: S, state: L, locality: "banana-island", typeId: 1, listingType: "sale" }],
    ["with a pool", { intent: S, state: L, locality: "banana-island", typeId: 1, listingType: "sale", amenities: [7] }],
  ]),
  C("At least 3 bedrooms then exactly 4", [
    [
      "house in Magodo with at least 3 bedrooms",
      { intent: S, state: L, locality: "magodo", typeIds: HOUSE, minBedrooms: 3 },
    ],
    ["4 bedroom", { intent: S, state: L, locality: "magodo", typeIds: HOUSE, minBedrooms: 4, maxBedrooms: 4 }],
    [
      "for sale",
      { intent: S, state: L, locality: "magodo", typeIds: HOUSE, minBedrooms: 4, maxBedrooms: 4, listingType: "sale" },
    ],
  ]),
  C("Rent to sale drops the rent budget", [
    [
      "3 bedroom flat for rent in Ajah under 2m",
      {
        intent: S,
        state: L,
        locality: "ajah",
        typeIds: FLATS,
        minBedrooms: 3,
        maxBedrooms: 3,
        listingType: "rent",
        maxPriceKobo: 2 * M,
      },
    ],
    [
      "what about to buy?",
      { intent: S, state: L, locality: "ajah", typeIds: FLATS, minBedrooms: 3, maxBedrooms: 3, listingType: "sale" },
    ],
    [
      "under 60m",
      {
        intent: S,
        state: L,
        locality: "ajah",
        typeIds: FLATS,
        minBedrooms: 3,
        maxBedrooms: 3,
        listingType: "sale",
        maxPriceKobo: 60 * M,
      },
    ],
  ]),
  C("Shortlet VI then Ikoyi, for 2", [
    ["shortlet in VI", { intent: S, state: L, locality: "victoria-island", listingType: "short_stay" }],
    ["how about Ikoyi", { intent: S, state: L, locality: "ikoyi", listingType: "short_stay" }],
    [
      "2 bedroom",
      { intent: S, state: L, locality: "ikoyi", listingType: "short_stay", minBedrooms: 2, maxBedrooms: 2 },
    ],
  ]),
  C("Wuse flat with extras, remove one", [
    [
      "2 bedroom flat in Wuse with parking and security",
      { intent: S, state: F, locality: "wuse", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2, amenities: [6, 4] },
    ],
    [
      "without parking",
      { intent: S, state: F, locality: "wuse", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2, amenities: [4] },
    ],
    [
      "with constant light",
      {
        intent: S,
        state: F,
        locality: "wuse",
        typeIds: FLATS,
        minBedrooms: 2,
        maxBedrooms: 2,
        amenities: [4],
        power: ["24h_power"],
      },
    ],
  ]),
  C("Question in the middle keeps the search", [
    [
      "self contain in Surulere under 500k",
      { intent: S, state: L, locality: "surulere", typeId: 10, maxPriceKobo: 500 * K },
    ],
    ["how does the inspection fee refund work?", { intent: "help" }],
    ["what about Yaba", { intent: S, state: L, locality: "yaba", typeId: 10, maxPriceKobo: 500 * K }],
  ]),
  // A price question is answered from the area's price guide and leaves the search as it was.
  C("A price question in the middle keeps the search", [
    [
      "2 bedroom flat for rent in Yaba",
      { intent: S, state: L, locality: "yaba", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2, listingType: "rent" },
    ],
    ["how much is a 2 bedroom in Yaba?", { intent: "price" }],
    [
      "under 1.5m",
      {
        intent: S,
        state: L,
        locality: "yaba",
        typeIds: FLATS,
        minBedrooms: 2,
        maxBedrooms: 2,
        listingType: "rent",
        maxPriceKobo: 1.5 * M,
      },
    ],
  ]),
  C("Land with documents, then Epe", [
    [
      "land in Ibeju-Lekki with C of O",
      { intent: S, state: L, locality: "ibeju-lekki", categoryId: 3, titleDocuments: ["c_of_o"], listingType: "sale" },
    ],
    [
      "what about Epe",
      { intent: S, state: L, locality: "epe", categoryId: 3, titleDocuments: ["c_of_o"], listingType: "sale" },
    ],
    [
      "under 10m",
      {
        intent: S,
        state: L,
        locality: "epe",
        categoryId: 3,
        titleDocuments: ["c_of_o"],
        listingType: "sale",
        maxPriceKobo: 10 * M,
      },
    ],
  ]),
  C("Port Harcourt flats, GRA, exact count", [
    ["flats in Port Harcourt", { intent: S, state: "rivers", typeIds: FLATS }],
    ["3 bedroom only", { intent: S, state: "rivers", typeIds: FLATS, minBedrooms: 3, maxBedrooms: 3 }],
    [
      "in GRA Phase 2",
      { intent: S, state: "rivers", locality: "gra-phase-2", typeIds: FLATS, minBedrooms: 3, maxBedrooms: 3 },
    ],
  ]),
  C("Anywhere in Nigeria", [
    [
      "4 bedroom detached duplex in Maitama",
      { intent: S, state: F, locality: "maitama", typeId: 1, minBedrooms: 4, maxBedrooms: 4 },
    ],
    ["anywhere", { intent: S, typeId: 1, minBedrooms: 4, maxBedrooms: 4 }],
  ]),
  C("Range of bedrooms", [
    [
      "2 to 3 bedroom flat in Lugbe",
      { intent: S, state: F, locality: "lugbe", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 3 },
    ],
    [
      "under 2m per year",
      {
        intent: S,
        state: F,
        locality: "lugbe",
        typeIds: FLATS,
        minBedrooms: 2,
        maxBedrooms: 3,
        maxPriceKobo: 2 * M,
        listingType: "rent",
        period: "per_year",
      },
    ],
  ]),
  C("Between prices then pricier", [
    [
      "3 bedroom terrace in Ajah between 40m and 60m",
      {
        intent: S,
        state: L,
        locality: "ajah",
        typeId: 3,
        minBedrooms: 3,
        maxBedrooms: 3,
        minPriceKobo: 40 * M,
        maxPriceKobo: 60 * M,
      },
    ],
    [
      "more expensive",
      { intent: S, state: L, locality: "ajah", typeId: 3, minBedrooms: 3, maxBedrooms: 3, minPriceKobo: 60 * M },
    ],
  ]),
  C("Smaller", [
    [
      "4 bedroom flat in Jabi",
      { intent: S, state: F, locality: "jabi", typeIds: FLATS, minBedrooms: 4, maxBedrooms: 4 },
    ],
    ["smaller", { intent: S, state: F, locality: "jabi", typeIds: FLATS, maxBedrooms: 3 }],
  ]),
  C("Any type", [
    ["studio apartment in Yaba under 1m", { intent: S, state: L, locality: "yaba", typeId: 13, maxPriceKobo: 1 * M }],
    ["any type", { intent: S, state: L, locality: "yaba", maxPriceKobo: 1 * M }],
  ]),
  C("Verified listers and BQ", [
    ["duplex with BQ in Gbagada", { intent: S, state: L, locality: "gbagada", typeIds: DUPLEX, amenities: [9] }],
    [
      "verified agents only",
      { intent: S, state: L, locality: "gbagada", typeIds: DUPLEX, amenities: [9], verifiedOnly: true },
    ],
  ]),
  C("Enugu flats to Independence Layout", [
    [
      "3 bedroom flat in Enugu under 1.2m",
      { intent: S, state: "enugu", typeIds: FLATS, minBedrooms: 3, maxBedrooms: 3, maxPriceKobo: 1.2 * M },
    ],
    [
      "Independence Layout",
      {
        intent: S,
        state: "enugu",
        locality: "independence-layout",
        typeIds: FLATS,
        minBedrooms: 3,
        maxBedrooms: 3,
        maxPriceKobo: 1.2 * M,
      },
    ],
  ]),
  C("Ibadan to Bodija, furnished", [
    ["2 bedroom flat in Ibadan", { intent: S, state: "oyo", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2 }],
    ["in Bodija", { intent: S, state: "oyo", locality: "bodija", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2 }],
    [
      "fully furnished",
      {
        intent: S,
        state: "oyo",
        locality: "bodija",
        typeIds: FLATS,
        minBedrooms: 2,
        maxBedrooms: 2,
        furnishing: "furnished",
      },
    ],
  ]),
  C("New search by words", [
    ["office space in Ikeja", { intent: S, state: L, locality: "ikeja", typeId: 19 }],
    [
      "new search: 2 bedroom flat in Ogudu",
      { intent: S, state: L, locality: "ogudu", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2 },
    ],
  ]),
  C("Semi-detached stays precise", [
    ["semi detached duplex in Ikate", { intent: S, state: L, locality: "ikate", typeId: 2 }],
    ["4 bedroom", { intent: S, state: L, locality: "ikate", typeId: 2, minBedrooms: 4, maxBedrooms: 4 }],
    ["what about Chevron", { intent: S, state: L, locality: "chevron", typeId: 2, minBedrooms: 4, maxBedrooms: 4 }],
  ]),
  C("Borehole and prepaid meter", [
    ["mini flat in Egbeda with borehole", { intent: S, state: L, locality: "egbeda", typeId: 9, water: ["borehole"] }],
    [
      "and prepaid meter",
      { intent: S, state: L, locality: "egbeda", typeId: 9, water: ["borehole"], power: ["prepaid_meter"] },
    ],
    [
      "under 600k",
      {
        intent: S,
        state: L,
        locality: "egbeda",
        typeId: 9,
        water: ["borehole"],
        power: ["prepaid_meter"],
        maxPriceKobo: 600 * K,
      },
    ],
  ]),
  C("Kind change keeps the place", [
    [
      "2 bedroom flat in Surulere",
      { intent: S, state: L, locality: "surulere", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2 },
    ],
    [
      "show me bungalows instead",
      { intent: S, state: L, locality: "surulere", typeIds: BUNGALOW, minBedrooms: 2, maxBedrooms: 2 },
    ],
  ]),
  C("Land drops bedrooms", [
    [
      "3 bedroom duplex in Sangotedo",
      { intent: S, state: L, locality: "sangotedo", typeIds: DUPLEX, minBedrooms: 3, maxBedrooms: 3 },
    ],
    ["what about land", { intent: S, state: L, locality: "sangotedo", categoryId: 3, listingType: "sale" }],
  ]),
  C("Refusal keeps the rest", [
    [
      "2 bedroom flat in Yaba",
      { intent: S, state: L, locality: "yaba", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2 },
    ],
    [
      "only Yoruba landlords",
      { intent: "refused", state: L, locality: "yaba", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2 },
    ],
    [
      "under 2m",
      { intent: S, state: L, locality: "yaba", typeIds: FLATS, minBedrooms: 2, maxBedrooms: 2, maxPriceKobo: 2 * M },
    ],
  ]),
  C("Refusal on marital status and gender", [
    ["married couples only flat in Wuse", { intent: "refused", state: F, locality: "wuse", typeIds: FLATS }],
    ["ladies only", { intent: "refused", state: F, locality: "wuse", typeIds: FLATS }],
  ]),
  C("Forget the area keeps the rest", [
    [
      "3 bedroom bungalow in Abeokuta under 1m",
      { intent: S, state: "ogun", typeIds: BUNGALOW, minBedrooms: 3, maxBedrooms: 3, maxPriceKobo: 1 * M },
    ],
    ["forget the area", { intent: S, typeIds: BUNGALOW, minBedrooms: 3, maxBedrooms: 3, maxPriceKobo: 1 * M }],
  ]),
  C("Commercial: shop then warehouse elsewhere", [
    ["shop to let in Ikeja", { intent: S, state: L, locality: "ikeja", typeId: 20, listingType: "rent" }],
    ["warehouse in Apapa for sale", { intent: S, state: L, locality: "apapa", typeId: 21, listingType: "sale" }],
  ]),
];
