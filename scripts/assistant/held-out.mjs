// The assistant parser's HELD-OUT set: written before tuning and never used to tune the parser.
// `npm run bench:assistant` scores the parser on it (and on the table test's set). Clock: Fri 27 Nov 2026, 11:00 Lagos.
// Each case: [text, expected fields]; a case passes when every expected field matches exactly and the parser
// adds no filter beyond them (intent included).
const LAGOS = "lagos";
const FCT = "federal-capital-territory";
const M = 100_000_000; // ₦1m in kobo
export const HELD_OUT = [
  [
    "4 bedroom detached duplex in Magodo for sale",
    {
      intent: "search",
      state: LAGOS,
      locality: "magodo",
      minBedrooms: 4,
      maxBedrooms: 4,
      typeId: 1,
      listingType: "sale",
    },
  ],
  [
    "looking for a mini flat in Surulere not more than 700k",
    { intent: "search", state: LAGOS, locality: "surulere", typeId: 9, maxPriceKobo: 0.7 * M },
  ],
  [
    "Self contain for rent in Akoka under 400k",
    // Akoka is a neighbourhood of Yaba in the places' data (it was unknown when the case was written).
    {
      intent: "search",
      state: LAGOS,
      locality: "akoka",
      typeId: 10,
      listingType: "rent",
      maxPriceKobo: 0.4 * M,
    },
  ],
  [
    "plots of land in Epe with survey",
    {
      intent: "search",
      state: LAGOS,
      locality: "epe",
      categoryId: 3,
      titleDocuments: ["registered_survey"],
      listingType: "sale",
    },
  ],
  ["office space Ikeja", { intent: "search", state: LAGOS, locality: "ikeja", typeId: 19 }],
  ["shop to let in Ikorodu", { intent: "search", state: LAGOS, locality: "ikorodu", typeId: 20, listingType: "rent" }],
  [
    "2 bedroom apartment Gwarinpa 2.5m per annum",
    {
      intent: "search",
      state: FCT,
      locality: "gwarinpa",
      minBedrooms: 2,
      maxBedrooms: 2,
      typeIds: [8, 9, 11, 12, 13],
      maxPriceKobo: 2.5 * M,
      listingType: "rent",
      period: "per_year",
    },
  ],
  [
    "Abuja shortlet from 20 Dec for 4 nights for 3 guests",
    {
      intent: "search",
      state: FCT,
      listingType: "short_stay",
      checkIn: "2026-12-20",
      checkOut: "2026-12-24",
      guests: 3,
    },
  ],
  [
    "one bedroom flat in Jabi",
    { intent: "search", state: FCT, locality: "jabi", minBedrooms: 1, maxBedrooms: 1, typeIds: [8, 9, 11, 12, 13] },
  ],
  [
    "semi detached duplex Lekki between 80m and 120m",
    { intent: "search", state: LAGOS, locality: "lekki", typeId: 2, minPriceKobo: 80 * M, maxPriceKobo: 120 * M },
  ],
  [
    "terraced house in Chevron 90 million",
    { intent: "search", state: LAGOS, locality: "chevron", typeId: 3, maxPriceKobo: 90 * M },
  ],
  ["bungalow in Asaba", { intent: "search", state: "delta", locality: "asaba", typeIds: [4, 5] }],
  [
    "3bed flat Port Harcourt max 3m",
    {
      intent: "search",
      state: "rivers",
      minBedrooms: 3,
      maxBedrooms: 3,
      typeIds: [8, 9, 11, 12, 13],
      maxPriceKobo: 3 * M,
    },
  ],
  [
    "I wan rent room and parlour for Ketu",
    { intent: "search", state: LAGOS, locality: "ketu", typeId: 14, listingType: "rent" },
  ],
  [
    "abeg una get self con for Agege wey no pass 300k",
    { intent: "search", state: LAGOS, locality: "agege", typeId: 10, maxPriceKobo: 0.3 * M },
  ],
  [
    "I wan buy land for Mowe",
    { intent: "search", state: "ogun", locality: "mowe", categoryId: 3, listingType: "sale" },
  ],
  [
    "shortlet for Ikoyi tonight",
    {
      intent: "search",
      state: LAGOS,
      locality: "ikoyi",
      listingType: "short_stay",
      checkIn: "2026-11-27",
      checkOut: "2026-11-28",
    },
  ],
  [
    "3 bedrom flat in Gbagada",
    {
      intent: "search",
      state: LAGOS,
      locality: "gbagada",
      minBedrooms: 3,
      maxBedrooms: 3,
      typeIds: [8, 9, 11, 12, 13],
    },
  ],
  [
    "apartmnt in Ikeja GRA monthly",
    {
      intent: "search",
      state: LAGOS,
      locality: "ikeja-gra",
      typeIds: [8, 9, 11, 12, 13],
      listingType: "rent",
      period: "per_month",
    },
  ],
  [
    "duplx in Asokoro for sale",
    { intent: "search", state: FCT, locality: "asokoro", typeIds: [1, 2, 3], listingType: "sale" },
  ],
  [
    "shortlet in Victoria Iland next weekend",
    {
      intent: "search",
      state: LAGOS,
      locality: "victoria-island",
      listingType: "short_stay",
      checkIn: "2026-12-04",
      checkOut: "2026-12-06",
    },
  ],
  [
    "land in Ibeju Leki with c of o under 15m",
    {
      intent: "search",
      state: LAGOS,
      locality: "ibeju-lekki",
      categoryId: 3,
      titleDocuments: ["c_of_o"],
      maxPriceKobo: 15 * M,
      listingType: "sale",
    },
  ],
  [
    "furnished 2 bedroom flat in Oniru",
    {
      intent: "search",
      state: LAGOS,
      locality: "oniru",
      minBedrooms: 2,
      maxBedrooms: 2,
      typeIds: [8, 9, 11, 12, 13],
      furnishing: "furnished",
    },
  ],
  [
    "5 bedroom mansion Banana Island",
    { intent: "search", state: LAGOS, locality: "banana-island", minBedrooms: 5, maxBedrooms: 5, typeId: 6 },
  ],
  ["warehouse in Apapa", { intent: "search", state: LAGOS, locality: "apapa", typeId: 21 }],
  [
    "flat in Wuse II under 4 million naira",
    { intent: "search", state: FCT, locality: "wuse-2", typeIds: [8, 9, 11, 12, 13], maxPriceKobo: 4 * M },
  ],
  [
    "2 bed in Lekki Phase 1 from 3m to 5m",
    {
      intent: "search",
      state: LAGOS,
      locality: "lekki-phase-1",
      minBedrooms: 2,
      maxBedrooms: 2,
      minPriceKobo: 3 * M,
      maxPriceKobo: 5 * M,
    },
  ],
  [
    "house with BQ in Ikoyi",
    { intent: "search", typeIds: [1, 2, 3, 4, 5, 6], state: LAGOS, locality: "ikoyi", amenities: [9] },
  ],
  [
    "mini flat Yaba 600k yearly",
    {
      intent: "search",
      state: LAGOS,
      locality: "yaba",
      typeId: 9,
      maxPriceKobo: 0.6 * M,
      listingType: "rent",
      period: "per_year",
    },
  ],
  [
    "3 bedroom flat in Ibadan",
    { intent: "search", state: "oyo", minBedrooms: 3, maxBedrooms: 3, typeIds: [8, 9, 11, 12, 13] },
  ],
  ["duplex in Enugu above 50m", { intent: "search", state: "enugu", typeIds: [1, 2, 3], minPriceKobo: 50 * M }],
  [
    "land for sale Abeokuta with deed of assignment",
    { intent: "search", state: "ogun", categoryId: 3, listingType: "sale", titleDocuments: ["deed_of_assignment"] },
  ],
  [
    "studio apartment Lekki 1.2m",
    { intent: "search", state: LAGOS, locality: "lekki", typeId: 13, maxPriceKobo: 1.2 * M },
  ],
  [
    "shortlet in Lekki from 24th December to 27th December",
    {
      intent: "search",
      state: LAGOS,
      locality: "lekki",
      listingType: "short_stay",
      checkIn: "2026-12-24",
      checkOut: "2026-12-27",
    },
  ],
  [
    "me and my wife need shortlet for Jabi this weekend",
    {
      intent: "search",
      state: FCT,
      locality: "jabi",
      listingType: "short_stay",
      guests: 2,
      checkIn: "2026-11-27",
      checkOut: "2026-11-29",
    },
  ],
  [
    "penthouse in Ikoyi for sale 500m and above",
    { intent: "search", state: LAGOS, locality: "ikoyi", typeId: 11, listingType: "sale", minPriceKobo: 500 * M },
  ],
  ["how do I get a refund", { intent: "help" }],
  ["what are your plans and pricing", { intent: "help" }],
  ["is it safe to pay the agent directly", { intent: "help" }],
  ["how do I list my property", { intent: "help" }],
  ["I want to speak to customer care", { intent: "handover" }],
  ["good morning", { intent: "greeting" }],
  ["thank you", { intent: "thanks" }],
  ["how escrow dey work", { intent: "help" }],
  ["wetin be caution fee", { intent: "help" }],
  [
    "4 bed terrace in Sangotedo",
    { intent: "search", state: LAGOS, locality: "sangotedo", minBedrooms: 4, maxBedrooms: 4, typeId: 3 },
  ],
  [
    "2 bedroom flat in Kubwa for 1m",
    {
      intent: "search",
      state: FCT,
      locality: "kubwa",
      minBedrooms: 2,
      maxBedrooms: 2,
      typeIds: [8, 9, 11, 12, 13],
      maxPriceKobo: 1 * M,
    },
  ],
  [
    "self contain in Lugbe 250k",
    { intent: "search", state: FCT, locality: "lugbe", typeId: 10, maxPriceKobo: 0.25 * M },
  ],
  ["commercial land in Lekki", { intent: "search", state: LAGOS, locality: "lekki", typeId: 16, listingType: "sale" }],
  [
    "3 bedroom bungalow Ikorodu under N20m",
    {
      intent: "search",
      state: LAGOS,
      locality: "ikorodu",
      minBedrooms: 3,
      maxBedrooms: 3,
      typeIds: [4, 5],
      maxPriceKobo: 20 * M,
    },
  ],
  ["selfcontain in Ajah", { intent: "search", state: LAGOS, locality: "ajah", typeId: 10 }],
  [
    "4 bedrooms semi-detached duplex in Ajah with governor's consent",
    {
      intent: "search",
      state: LAGOS,
      locality: "ajah",
      minBedrooms: 4,
      maxBedrooms: 4,
      typeId: 2,
      titleDocuments: ["governors_consent"],
      listingType: "sale",
    },
  ],
  ["flat for rent in Kaduna", { intent: "search", state: "kaduna", typeIds: [8, 9, 11, 12, 13], listingType: "rent" }],
  [
    "2 bedroom flat Benin City 500k per year",
    {
      intent: "search",
      state: "edo",
      locality: "benin-city",
      minBedrooms: 2,
      maxBedrooms: 2,
      typeIds: [8, 9, 11, 12, 13],
      maxPriceKobo: 0.5 * M,
      listingType: "rent",
      period: "per_year",
    },
  ],
  [
    "shortlet in Maitama 3 nights",
    {
      intent: "search",
      state: FCT,
      locality: "maitama",
      listingType: "short_stay",
      checkIn: "2026-11-27",
      checkOut: "2026-11-30",
    },
  ],
  [
    "I need a 2 bedroom flat in Surulere or Yaba",
    {
      intent: "search",
      state: LAGOS,
      locality: "surulere",
      minBedrooms: 2,
      maxBedrooms: 2,
      typeIds: [8, 9, 11, 12, 13],
    },
  ],
  [
    "land wey get C of O for Ibeju",
    {
      intent: "search",
      state: LAGOS,
      locality: "ibeju-lekki",
      categoryId: 3,
      titleDocuments: ["c_of_o"],
      listingType: "sale",
    },
  ],
  [
    "3 bedroom in Gwarinpa 4m",
    { intent: "search", state: FCT, locality: "gwarinpa", minBedrooms: 3, maxBedrooms: 3, maxPriceKobo: 4 * M },
  ],
  ["block of flats for sale in Ogba", { intent: "search", unknownOk: true, typeId: 7, listingType: "sale" }],
  [
    "2 bedrooms flats in Festac",
    {
      intent: "search",
      state: LAGOS,
      locality: "festac-town",
      minBedrooms: 2,
      maxBedrooms: 2,
      typeIds: [8, 9, 11, 12, 13],
    },
  ],
];
