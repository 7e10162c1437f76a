/* global fetch, performance */
// `npm run bench:search`: search at scale. Seeds LISTINGS (default 100,000) listings into a scratch local D1
// (.wrangler/bench-search, never the dev database), starts the worker on BENCH_PORT with BENCH=1, and runs each
// common search shape (and home's featured tabs, GET /properties/all page 500) through HTTP in ROUNDS rounds of RUNS
// interleaved runs beside the API's baselines (bench-lib's measureRounds): prints the medians over rounds of p50/p95
// latency, their ratio to the reference baseline's and the difference over it, the load average of each round, and
// D1's rows_read (from the query meta, via the x-bench-rows debug header the worker only honours when BENCH=1).
// `--json <file>` writes the figures as JSON. A benchmark, not a test.
import { existsSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { root, ensureDevVars } from "./lib.mjs";
import { benchListingsSql, scratchDb, startBenchWorker, waitUp } from "./bench-lib.mjs";
import {
  apiBaselines,
  benchJson,
  jsonFile,
  machine,
  measureRounds,
  printRounds,
  printTable,
  ROUNDS,
  writeJson,
} from "./bench-rounds.mjs";
import { locationsSql } from "./seed/locations.mjs";

const LISTINGS = Number(process.env.LISTINGS ?? 100_000);
/** Runs of each shape per round (ROUNDS rounds, 3 by default). */
const RUNS = Number(process.env.RUNS ?? 40);
const PORT = process.env.BENCH_PORT ?? "8804";
const PER_PAGE = 12;
// One scratch database per size (.wrangler is not in git), so the 100k and 1M runs can both be reused.
const dir = path.join(root, ".wrangler", LISTINGS === 100_000 ? "bench-search" : `bench-search-${LISTINGS}`);
const base = `http://127.0.0.1:${PORT}`;
const reuse = process.argv.includes("--reuse") && existsSync(dir);
/** `--plans`: print each shape's EXPLAIN QUERY PLAN (page and total statements) after the table. */
const PLANS = process.argv.includes("--plans");
/** `BENCH_ONLY=<regex>`: measure only the shapes whose name matches (the cursor walks only when a chosen shape needs them). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : null;
const wanted = (name) => !ONLY || ONLY.test(name);

/** The extras a search offers (contracts/search-codes.ts), as filter bodies: 24 amenities, 4 power and 2 water facts, 6 title documents, 3 furnishings. */
const EXTRAS = [
  ...Array.from({ length: 24 }, (_, i) => [`amenity ${i + 1}`, { amenities: [i + 1] }, i + 1]),
  ...[
    ["24h_power", 1],
    ["prepaid_meter", 2],
    ["inverter_solar", 21],
    ["generator", 22],
  ].map(([p, code]) => [`power ${p}`, { power: [p] }, code]),
  ...[
    ["borehole", 3],
    ["water_heater", 17],
  ].map(([w, code]) => [`water ${w}`, { water: [w] }, code]),
  ...["c_of_o", "governors_consent", "deed_of_assignment", "registered_survey", "excision", "gazette"].map((d, i) => [
    `document ${d}`,
    { titleDocuments: [d] },
    1000 + i,
  ]),
  ...["unfurnished", "semi_furnished", "furnished"].map((v, i) => [`furnishing ${v}`, { furnishing: v }, 2000 + i]),
].map(([name, body, code]) => ({ name, body, code }));

/** The scratch database's SQLite file, or null before it is seeded. */
function scratchFile() {
  const d1 = path.join(dir, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = existsSync(d1) ? readdirSync(d1).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite") : null;
  return file ? path.join(d1, file) : null;
}

/**
 * For each extra, a listing type and state where it matches nothing though the state has live listings of the type (read
 * from the scratch database's count tables with the sqlite3 shell before the worker starts): the "matching nothing" shapes.
 */
function noMatchPlaces() {
  const file = scratchFile();
  if (!file) return new Map();
  const codes = EXTRAS.map((e) => e.code).join(", ");
  const q = spawnSync(
    "sqlite3",
    [
      file,
      `SELECT x.value, (SELECT c.listing_type || char(9) || s.slug FROM live_listing_counts c JOIN states s ON s.id = c.state_id
         WHERE c.locality_id = 0 AND c.listing_type <> '*' AND c.state_id <> 0 AND c.n > 20
           AND NOT EXISTS (SELECT 1 FROM listing_extra_counts e WHERE e.extra = x.value AND e.listing_type = c.listing_type AND e.state_id = c.state_id AND e.locality_id = 0 AND e.n > 0)
         ORDER BY c.n DESC LIMIT 1) FROM json_each('[${codes}]') x`,
    ],
    { encoding: "utf8" },
  );
  return new Map(
    (q.stdout ?? "")
      .split("\n")
      .filter(Boolean)
      .map((l) => l.split("|"))
      .filter(([, where]) => where)
      .map(([code, where]) => [Number(code), where.split("\t")]),
  );
}

/**
 * Each filter of `list` alone (every listing type, everywhere), with a place and a purpose (Lagos rents; Lagos sales for
 * title documents, which the seed gives sales only), and matching nothing where `nothing(filter)` names a type and state.
 */
function shapesOf(list, nothing) {
  const slug = { rent: "rent", sale: "sale", short_stay: "short-stay" };
  return list.flatMap((f) => {
    const none = nothing(f);
    return [
      [`${f.name} alone`, "/properties/search", f.body, ""],
      f.body.titleDocuments
        ? [`${f.name}, Lagos sale`, "/properties/sale/search", { state: "lagos", ...f.body }, ""]
        : [`${f.name}, Lagos rent`, "/properties/rent/search", { state: "lagos", ...f.body }, ""],
      ...(none
        ? [
            [
              `${f.name}, no match (${none[0]} in ${none[1]})`,
              `/properties/${slug[none[0]]}/search`,
              { state: none[1], ...f.body },
              "",
            ],
          ]
        : []),
    ];
  });
}

/**
 * The other filters a search offers, each as a filter body: a minimum and an exact number of bedrooms, a minimum of
 * bathrooms, every price band's range (PRICE_BANDS_KOBO, one boundary to the next), every property type and category,
 * a family of types, a most service charge, a most move-in total, every lister kind and verified listers only. `where`
 * is the same test in SQL on `properties` (p) and its lister (u), for the "matching nothing" places.
 */
const BOUNDS_KOBO = [
  100_000, 250_000, 500_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000, 20_000_000, 50_000_000,
  100_000_000, 200_000_000, 500_000_000, 1_000_000_000,
].map((n) => n * 100);
const naira = (k) => (k >= 100_000_000 ? `₦${k / 100_000_000}m` : `₦${k / 100_000}k`);
const TYPES = [
  "detached duplex",
  "semi-detached duplex",
  "terraced duplex",
  "detached bungalow",
  "semi-detached bungalow",
  "mansion",
  "block of flats",
  "flat",
  "mini flat",
  "self contain",
  "penthouse",
  "maisonette",
  "studio apartment",
  "room and parlour",
  "residential land",
  "commercial land",
  "mixed-use land",
  "farmland",
  "office space",
  "shop",
  "warehouse",
  "event centre",
  "hotel",
  "plaza",
];
const FILTERS = [
  ...[1, 2, 3, 4, 5, 6].map((b) => ({ name: `${b}+ beds`, body: { minBedrooms: b }, where: `p.bedrooms >= ${b}` })),
  ...[1, 3, 5].map((b) => ({
    name: `exactly ${b} beds`,
    body: { minBedrooms: b, maxBedrooms: b },
    where: `p.bedrooms = ${b}`,
  })),
  ...[1, 2, 3, 4, 5, 6].map((b) => ({ name: `${b}+ baths`, body: { minBathrooms: b }, where: `p.bathrooms >= ${b}` })),
  ...[undefined, ...BOUNDS_KOBO].map((lo, i) => {
    const hi = BOUNDS_KOBO[i];
    return {
      name:
        lo === undefined
          ? `price under ${naira(hi)}`
          : hi === undefined
            ? `price from ${naira(lo)}`
            : `price ${naira(lo)}–${naira(hi)}`,
      body: { ...(lo === undefined ? {} : { minPriceKobo: lo }), ...(hi === undefined ? {} : { maxPriceKobo: hi }) },
      where: [lo === undefined ? null : `p.price_kobo >= ${lo}`, hi === undefined ? null : `p.price_kobo <= ${hi}`]
        .filter(Boolean)
        .join(" AND "),
    };
  }),
  ...TYPES.map((t, i) => ({ name: `type ${t}`, body: { typeId: i + 1 }, where: `p.type_id = ${i + 1}` })),
  { name: "family: any duplex", body: { typeIds: [1, 2, 3] }, where: "p.type_id IN (1, 2, 3)" },
  ...["house", "flat", "land", "commercial"].map((c, i) => ({
    name: `category ${c}`,
    body: { categoryId: i + 1 },
    where: `p.category_id = ${i + 1}`,
  })),
  { name: "no service charge", body: { maxServiceChargeKobo: 0 }, where: "p.service_charge_kobo = 0" },
  {
    name: "service charge ≤ ₦500k",
    body: { maxServiceChargeKobo: 500_000_00 },
    where: "p.service_charge_kobo <= 50000000",
  },
  { name: "move-in ≤ ₦3m", body: { maxMoveInKobo: 3_000_000_00 }, where: null },
  ...["broker", "company", "agent"].map((l) => ({
    name: `listed by ${l}`,
    body: { listedBy: l },
    where: `u.account_type = '${l === "broker" ? "brokerage" : l}'`,
  })),
  { name: "verified listers only", body: { verifiedOnly: true }, where: "u.kyc_verified = 1" },
];

/**
 * For each filter with a `where`, the listing type and state with the most live listings where it matches none (one
 * pass over the scratch database's listings with the sqlite3 shell, before the worker starts).
 */
function filterNoMatchPlaces() {
  const db = scratchFile();
  const tested = FILTERS.filter((f) => f.where);
  if (!db) return new Map();
  const sums = tested.map((f, i) => `sum(CASE WHEN ${f.where} THEN 1 ELSE 0 END) AS m${i}`).join(", ");
  const q = spawnSync(
    "sqlite3",
    [
      "-json",
      db,
      `SELECT p.listing_type AS lt, s.slug AS state, count(*) AS n, ${sums} FROM properties p JOIN states s ON s.id = p.state_id
         LEFT JOIN users u ON u.id = p.owner_id WHERE p.status = 'active' GROUP BY p.listing_type, p.state_id HAVING count(*) > 20 ORDER BY n DESC`,
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const rows = q.stdout ? JSON.parse(q.stdout) : [];
  return new Map(
    tested.flatMap((f, i) => {
      const none = rows.find((r) => r[`m${i}`] === 0);
      return none ? [[f.name, [none.lt, none.state]]] : [];
    }),
  );
}

async function seedSql() {
  return [...locationsSql(), ...(await benchListingsSql(LISTINGS)), "PRAGMA optimize;"].join("\n");
}

/** One request: a search (POST with a filter body) or a GET of a listing page (body null). */
async function search(pathname, body, query = "", measure = false) {
  const t = performance.now();
  const headers = {
    accept: "application/json",
    ...(measure ? { "x-bench-rows": "1", ...(PLANS ? { "x-bench-plan": "1" } : {}) } : {}),
  };
  const res = await fetch(
    `${base}/v1${pathname}?${query.includes("perPage=") ? "" : `perPage=${PER_PAGE}`}${query}`,
    body === null
      ? { headers }
      : { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) },
  );
  const json = await res.json();
  const ms = performance.now() - t;
  if (!res.ok) throw new Error(`${pathname} ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(json)}`);
  return {
    ms,
    json,
    rows: res.headers.get("x-bench-rows-read"),
    plan: decodeURIComponent(res.headers.get("x-bench-plan") ?? ""),
  };
}

async function main() {
  const json = jsonFile();
  ensureDevVars();
  if (!reuse) scratchDb(dir, await seedSql(), `${LISTINGS.toLocaleString("en")} listings`);
  // `--seed-only`: seed (timed) and stop; a later `--reuse` run measures.
  if (process.argv.includes("--seed-only")) return;
  const stop = startBenchWorker(PORT, dir);
  try {
    await waitUp(base);
    // Page 50 of "sale latest" by keyset: the cursor of page 49, walked once before timing.
    let cursor = null;
    if (wanted("sale latest, page 50 (keyset cursor)"))
      for (let p = 1; p < 50; p++)
        cursor = (await search("/properties/sale/search", {}, `&page=${p}${cursor ? `&cursor=${cursor}` : ""}`)).json
          .nextCursor;
    // Page 500 of GET /properties/all by keyset: the cursor of page 499.
    // Page 20 of Lagos rents by price, low to high, by keyset: the cursor of page 19.
    const byPrice = { state: "lagos" };
    let priceCursor = null;
    if (wanted("Lagos rent by price, page 20 (keyset cursor)"))
      for (let p = 1; p < 20; p++)
        priceCursor = (
          await search(
            "/properties/rent/search",
            byPrice,
            `&sortBy=price_asc&page=${p}${priceCursor ? `&cursor=${priceCursor}` : ""}`,
          )
        ).json.nextCursor;
    let allCursor = null;
    if (wanted("GET /properties/all, page 500 (keyset cursor)"))
      for (let p = 1; p < 500; p++)
        allCursor = (await search("/properties/all", null, `&page=${p}${allCursor ? `&cursor=${allCursor}` : ""}`)).json
          .nextCursor;
    const shapes = [
      ["rent in a state (Lagos), latest", "/properties/rent/search", { state: "lagos" }, ""],
      // A neighbourhood is one locality (its own indexes); an area or a region takes in every locality below it.
      [
        "neighbourhood + min beds + max price, price low-high",
        "/properties/rent/search",
        { state: "lagos", locality: "lekki-phase-1", minBedrooms: 3, maxPriceKobo: 5_000_000_00 },
        "&sortBy=price_asc",
      ],
      [
        "area (Lekki) + min beds + max price, price low-high",
        "/properties/rent/search",
        { state: "lagos", locality: "lekki", minBedrooms: 3, maxPriceKobo: 5_000_000_00 },
        "&sortBy=price_asc",
      ],
      ["rent in an area (Lekki), latest", "/properties/rent/search", { state: "lagos", locality: "lekki" }, ""],
      [
        "rent in an area (Lekki), price low-high",
        "/properties/rent/search",
        { state: "lagos", locality: "lekki" },
        "&sortBy=price_asc",
      ],
      [
        "rent in a region (Lagos Island), latest",
        "/properties/rent/search",
        { state: "lagos", locality: "lagos-island" },
        "",
      ],
      [
        "rent in a region (Lagos Mainland), price high-low",
        "/properties/rent/search",
        { state: "lagos", locality: "lagos-mainland" },
        "&sortBy=price_desc",
      ],
      // Faceted areas and regions: an area streams on its own indexes as a locality does; a region on its state's.
      [
        "area (Lekki) + 3+ beds, latest",
        "/properties/rent/search",
        { state: "lagos", locality: "lekki", minBedrooms: 3 },
        "",
      ],
      ["area (Lekki) flats, latest", "/properties/rent/search", { state: "lagos", locality: "lekki", typeId: 8 }, ""],
      [
        "area (Lekki) ₦2m–₦5m, latest",
        "/properties/rent/search",
        { state: "lagos", locality: "lekki", minPriceKobo: 2_000_000_00, maxPriceKobo: 5_000_000_00 },
        "",
      ],
      [
        "area (Lekki) 2+ beds, price high-low",
        "/properties/rent/search",
        { state: "lagos", locality: "lekki", minBedrooms: 2 },
        "&sortBy=price_desc",
      ],
      [
        "region (Lagos Island) + 3+ beds, latest",
        "/properties/rent/search",
        { state: "lagos", locality: "lagos-island", minBedrooms: 3 },
        "",
      ],
      [
        "region (Lagos Mainland) flats, 2+ beds, ₦2m–₦5m",
        "/properties/rent/search",
        {
          state: "lagos",
          locality: "lagos-mainland",
          typeId: 8,
          minBedrooms: 2,
          minPriceKobo: 2_000_000_00,
          maxPriceKobo: 5_000_000_00,
        },
        "",
      ],
      [
        "region (Lagos Island) ₦2m–₦5m, price low-high",
        "/properties/rent/search",
        { state: "lagos", locality: "lagos-island", minPriceKobo: 2_000_000_00, maxPriceKobo: 5_000_000_00 },
        "&sortBy=price_asc",
      ],
      [
        "region (Lagos Island) flats, latest",
        "/properties/rent/search",
        { state: "lagos", locality: "lagos-island", typeId: 8 },
        "",
      ],
      [
        "no match: 5+ beds under ₦1m, Lagos rent",
        "/properties/rent/search",
        { state: "lagos", minBedrooms: 5, maxPriceKobo: 1_000_000_00 },
        "",
      ],
      [
        "rare: 5+ beds under ₦5m, Lagos rent",
        "/properties/rent/search",
        { state: "lagos", minBedrooms: 5, maxPriceKobo: 5_000_000_00 },
        "",
      ],
      [
        "two-sided: Lekki Phase 1 flats, 2+ beds, ₦2m–₦5m",
        "/properties/rent/search",
        {
          state: "lagos",
          locality: "lekki-phase-1",
          typeId: 8,
          minBedrooms: 2,
          minPriceKobo: 2_000_000_00,
          maxPriceKobo: 5_000_000_00,
        },
        "",
      ],
      [
        "area two-sided: Lekki flats, 2+ beds, ₦2m–₦5m",
        "/properties/rent/search",
        {
          state: "lagos",
          locality: "lekki",
          typeId: 8,
          minBedrooms: 2,
          minPriceKobo: 2_000_000_00,
          maxPriceKobo: 5_000_000_00,
        },
        "",
      ],
      [
        "two-sided off the bands: Lagos 3+ beds, ₦1.5m–₦4.5m",
        "/properties/rent/search",
        { state: "lagos", minBedrooms: 3, minPriceKobo: 1_500_000_00, maxPriceKobo: 4_500_000_00 },
        "",
      ],
      [
        "Lagos rent by price, page 20 (keyset cursor)",
        "/properties/rent/search",
        byPrice,
        `&sortBy=price_asc&page=20&cursor=${priceCursor}`,
      ],
      ["Lagos rent by price, page 20 (OFFSET)", "/properties/rent/search", byPrice, "&sortBy=price_asc&page=20"],
      // "Move-in cost: low to high": the place's move-in index, as price low-high walks the price index.
      ["Lagos rent by move-in cost", "/properties/rent/search", byPrice, "&sortBy=move_in_asc"],
      [
        "Lekki rent (an area) by move-in cost",
        "/properties/rent/search",
        { state: "lagos", locality: "lekki" },
        "&sortBy=move_in_asc",
      ],
      [
        "Lekki Phase 1 rent by move-in cost, 2+ beds",
        "/properties/rent/search",
        { state: "lagos", locality: "lekki-phase-1", minBedrooms: 2 },
        "&sortBy=move_in_asc",
      ],
      ['keyword ("duplex lekki")', "/properties/search", { query: "duplex lekki" }, ""],
      ['broad keyword ("lagos")', "/properties/search", { query: "lagos" }, ""],
      ["sale latest, page 1", "/properties/sale/search", {}, ""],
      ["sale latest, page 50 (keyset cursor)", "/properties/sale/search", {}, `&page=50&cursor=${cursor}`],
      ["sale latest, page 50 (OFFSET)", "/properties/sale/search", {}, "&page=50"],
      ["short stay, latest", "/properties/short-stay/search", {}, ""],
      [
        "map bounding box (Lekki/VI), rent",
        "/properties/rent/search",
        { bounds: { south: 6.42, west: 3.4, north: 6.47, east: 3.6 } },
        "",
      ],
      // A neighbourhood (Victoria Island, ~2 × 3 km: one cell, a small share of it) and a Lagos-wide box (> 5 cells: walks the sort index).
      [
        "map box, small (Victoria Island), rent",
        "/properties/rent/search",
        { bounds: { south: 6.42, west: 3.41, north: 6.44, east: 3.435 } },
        "",
      ],
      [
        "map box, Lagos-wide (over 5 cells), rent",
        "/properties/rent/search",
        { bounds: { south: 6.35, west: 3.1, north: 6.7, east: 3.7 } },
        "",
      ],
      // Home's featured tabs (page 1, perPage 6) and GET /properties/all.
      ["home featured, All (6)", "/property/properties/featured", null, "&page=1&perPage=6"],
      ["home featured, For Rent (6)", "/property/properties/featured", null, "&page=1&perPage=6&type=Rent"],
      ["GET /properties/all, page 500 (keyset cursor)", "/properties/all", null, `&page=500&cursor=${allCursor}`],
      ["GET /properties/all, page 500 (OFFSET)", "/properties/all", null, "&page=500"],
      // Extras with a place and other filters, as the assistant and the filter panel send them.
      [
        "bungalow for rent in Port Harcourt with constant light",
        "/properties/rent/search",
        { state: "rivers", typeIds: [4, 5], power: ["24h_power"] },
        "",
      ],
      [
        "Lekki rent, pool + generator, 3+ beds",
        "/properties/rent/search",
        { state: "lagos", locality: "lekki", amenities: [15], power: ["generator"], minBedrooms: 3 },
        "",
      ],
      // An extra in an area (Lekki: 8 localities, read on the state's postings with the subtree checked on the entry) and
      // in a neighbourhood (its own postings).
      [
        "pool, Lekki rent (an area)",
        "/properties/rent/search",
        { state: "lagos", locality: "lekki", amenities: [15] },
        "",
      ],
      [
        "pool, Lagos Island rent (a region)",
        "/properties/rent/search",
        { state: "lagos", locality: "lagos-island", amenities: [15] },
        "",
      ],
      [
        "Lagos Mainland rent (a region), generator, 3+ beds",
        "/properties/rent/search",
        { state: "lagos", locality: "lagos-mainland", power: ["generator"], minBedrooms: 3 },
        "",
      ],
      [
        "Lekki sale (an area), C of O, by price low-high",
        "/properties/sale/search",
        { state: "lagos", locality: "lekki", titleDocuments: ["c_of_o"] },
        "&sortBy=price_asc",
      ],
      [
        "pool, Lekki Phase 1 rent (a neighbourhood)",
        "/properties/rent/search",
        { state: "lagos", locality: "lekki-phase-1", amenities: [15] },
        "",
      ],
      [
        "Lagos rent, furnished, by price low-high",
        "/properties/rent/search",
        { state: "lagos", furnishing: "furnished" },
        "&sortBy=price_asc",
      ],
      ...(() => {
        const extras = noMatchPlaces();
        const others = filterNoMatchPlaces();
        return [...shapesOf(EXTRAS, (e) => extras.get(e.code)), ...shapesOf(FILTERS, (f) => others.get(f.name))];
      })(),
    ];
    const chosen = shapes.filter(([name]) => wanted(name));
    const host = machine();
    const measured = await measureRounds(
      [
        ...apiBaselines(base),
        ...chosen.map(([name, p, body, q]) => ({ name, run: async () => (await search(p, body, q)).ms })),
      ],
      { runs: RUNS },
    );
    // Rows read do not depend on load: each shape once more, metered.
    const baselines = apiBaselines(base);
    const out = [];
    for (const r of measured.shapes) {
      const b = baselines.find((x) => x.name === r.name);
      if (b) {
        out.push({ ...r, all: await b.rows() });
        continue;
      }
      const [, p, body, q] = chosen.find(([name]) => name === r.name);
      const m = await search(p, body, q, true);
      if (process.env.BENCH_DEBUG) console.log(r.name, q, m.rows, m.json.data.length, m.json.nextCursor);
      const rr = Object.fromEntries((m.rows ?? "search=?;cards=?;total=?").split(";").map((kv) => kv.split("=")));
      // The cards' fair-price bands (their own statement) count with the cards.
      rr.cards = String(Number(rr.cards) + Number(rr.bands ?? 0));
      const total =
        m.json.total === undefined
          ? "–"
          : `${m.json.totalIsEstimate ? "~" : ""}${m.json.total.toLocaleString("en")}${m.json.totalIsLowerBound ? "+" : ""}`;
      out.push({
        ...r,
        search: rr.search,
        cards: rr.cards,
        count: rr.total,
        all: Number(rr.search) + Number(rr.cards) + Number(rr.total),
        total,
        plan: m.plan,
      });
    }
    const target = 3 * PER_PAGE + 50;
    printRounds(
      host,
      measured.rounds,
      `${LISTINGS.toLocaleString("en")} listings, perPage ${PER_PAGE}; ${ROUNDS} rounds of ${RUNS} interleaved runs of each shape, sequential, through wrangler dev (local D1); medians over rounds. Target: p95 ≤ 25 ms, rows_read ≤ ${target}.`,
    );
    printTable(out, [
      ["rows_read: search", (r) => r.search ?? ""],
      ["cards", (r) => r.cards ?? ""],
      ["total", (r) => r.count ?? ""],
      ["whole request", (r) => String(r.all)],
      ["total shown", (r) => r.total ?? ""],
    ]);
    writeJson(
      json,
      benchJson("search", host, { ...measured, shapes: out }, { listings: LISTINGS, runs: RUNS, perPage: PER_PAGE }),
    );
    if (PLANS) {
      console.log("\nQuery plans (EXPLAIN QUERY PLAN of each shape's page and total statements, as bound):\n");
      for (const r of out)
        console.log(
          `- ${r.name}\n${
            r.plan
              ? r.plan
                  .split(" || ")
                  .map((p) => `  - ${p}`)
                  .join("\n")
              : "  - (no page or total statement)"
          }`,
        );
    }
  } finally {
    stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
