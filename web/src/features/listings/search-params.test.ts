import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FILTER_KEYS, parseListingsSearch, type ListingsSearch } from "./search-params";
import { apiFilter, vetSearch, withoutUnknown } from "./search-loader";
import { clearFilters, describeSearch, filterChips, pageCount, resultCount, shortNaira } from "./search-describe";
import { toApiFilter, toPageSearch } from "../saved/filters";

/** What the router does with a search object: values to URL text (JSON for non-strings) and back. */
function throughUrl(s: ListingsSearch): Record<string, unknown> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(s)) if (v !== undefined) qs.set(k, typeof v === "string" ? v : JSON.stringify(v));
  const back: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(qs.toString())) {
    try {
      back[k] = JSON.parse(v);
    } catch {
      back[k] = v;
    }
  }
  return back;
}

const full: ListingsSearch = {
  state: "lagos",
  locality: "lekki-phase-1",
  q: "pool",
  category: 2,
  type: 8,
  min: 1_000_000,
  max: 5_000_000,
  moveIn: 3_000_000,
  beds: 3,
  baths: 2,
  furnishing: "furnished",
  amenities: [4, 9],
  docs: ["c_of_o", "gazette"],
  sc: 500_000,
  power: ["24h_power", "inverter_solar"],
  water: ["borehole"],
  by: "broker",
  verified: true,
  bbox: "6.42,3.4,6.47,3.6",
  sort: "price_asc",
  page: 2,
};

describe("properties page URL", () => {
  it("round-trips every filter through the URL", () => {
    expect(parseListingsSearch(throughUrl(full))).toEqual(full);
    expect(parseListingsSearch({})).toEqual({});
  });

  it("reads the forms a person might type or share: comma lists, bbox text, verified=1", () => {
    expect(
      parseListingsSearch({
        docs: "c_of_o,deed_of_assignment",
        power: "generator",
        amenities: "4,9,4",
        verified: "1",
        bbox: "6.4200001, 3.4, 6.47, 3.6",
      }),
    ).toEqual({
      docs: ["c_of_o", "deed_of_assignment"],
      power: ["generator"],
      amenities: [4, 9],
      verified: true,
      bbox: "6.42,3.4,6.47,3.6",
    });
  });

  it("drops what it cannot use instead of failing the page", () => {
    const junk = {
      beds: "lots",
      baths: 0,
      furnishing: "palatial",
      docs: ["fake"],
      power: ["nuclear"],
      by: "uncle",
      bbox: "6.5,3.6,6.4,3.4",
      locality: "Lekki Phase 1!",
      page: 1,
      sort: "random",
      verified: "no",
    };
    // The entry bundle checks shapes; the page keeps only the codes the API knows.
    expect(vetSearch(parseListingsSearch(junk))).toEqual({});
    expect(apiFilter(parseListingsSearch({ ...junk, docs: "fake,gazette" }))).toEqual({ titleDocuments: ["gazette"] });
    expect(parseListingsSearch({ docs: ["<script>"], by: "Robert'); --" })).toEqual({});
    expect(parseListingsSearch({ bbox: "1,2,3" })).toEqual({});
    expect(parseListingsSearch({ bbox: "91,0,92,1" })).toEqual({});
  });

  it("never throws on any input", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...FILTER_KEYS, "sort", "page"), fc.anything()),
        (s) => void parseListingsSearch(s),
      ),
    );
  });

  it("maps to the API filter: naira to kobo, bbox to bounds, short names to the API's", () => {
    expect(apiFilter(full)).toEqual({
      state: "lagos",
      locality: "lekki-phase-1",
      query: "pool",
      categoryId: 2,
      typeId: 8,
      minPriceKobo: 100_000_000,
      maxPriceKobo: 500_000_000,
      maxMoveInKobo: 300_000_000,
      minBedrooms: 3,
      minBathrooms: 2,
      furnishing: "furnished",
      amenities: [4, 9],
      titleDocuments: ["c_of_o", "gazette"],
      maxServiceChargeKobo: 50_000_000,
      power: ["24h_power", "inverter_solar"],
      water: ["borehole"],
      listedBy: "broker",
      verifiedOnly: true,
      bounds: { south: 6.42, west: 3.4, north: 6.47, east: 3.6 },
    });
    expect(apiFilter({ beds: 3 })).toEqual({ minBedrooms: 3 });
  });

  it("a saved search keeps every filter and opens the same page again", () => {
    const { sort: _s, page: _p, ...filters } = full;
    expect(toPageSearch(toApiFilter(full) as Record<string, unknown>)).toEqual(filters);
  });
});

describe("the heading, the count and the chips", () => {
  const names = { state: "Lagos", locality: "Lekki", type: "Flat" };
  it("says what was searched", () => {
    expect(describeSearch("rent", { state: "lagos", locality: "lekki", type: 8, beds: 3, max: 5_000_000 }, names)).toBe(
      "3+ bedroom flats for rent in Lekki, Lagos under ₦5,000,000",
    );
    expect(describeSearch("sale", {})).toBe("Properties for sale in Nigeria");
    expect(describeSearch("stay", { state: "federal-capital-territory" })).toBe(
      "Short stays in Federal Capital Territory",
    );
    expect(describeSearch("sale", { category: 3, min: 2_000_000 }, { category: "Land" })).toBe(
      "Land for sale in Nigeria from ₦2,000,000",
    );
    expect(describeSearch("rent", { bbox: "6.42,3.4,6.47,3.6", min: 1_000_000, max: 2_000_000, q: "pool" })).toBe(
      "Properties for rent in the map area ₦1,000,000–₦2,000,000 matching “pool”",
    );
    expect(describeSearch("rent", { category: 2 }, { category: "Flat / Apartment" })).toBe("Flats for rent in Nigeria");
  });

  it("counts results, exact or as a lower bound, and pages only when exact", () => {
    expect(resultCount(206, false)).toBe("206 results");
    expect(resultCount(1, false)).toBe("1 result");
    expect(resultCount(1000, true)).toBe("1,000+ results");
    expect(pageCount(206, false, 12)).toBe(18);
    expect(pageCount(0, false, 12)).toBe(1);
    expect(pageCount(1000, true, 12)).toBeUndefined();
    // An estimate (facet bands, keywords, a map box) says "About", two significant figures, no page count.
    expect(resultCount(2076, false, true)).toBe("About 2,100 results");
    expect(resultCount(38_312, false, true)).toBe("About 38,000 results");
    expect(resultCount(14, false, true)).toBe("14 results");
    expect(pageCount(2076, false, 12, true)).toBeUndefined();
  });

  it("short prices for the map", () => {
    expect(shortNaira(4_500_000)).toBe("4.5m");
    expect(shortNaira(850_000)).toBe("850k");
    expect(shortNaira(12_000_000)).toBe("12m");
    expect(shortNaira(1_250_000_000)).toBe("1.3bn");
    expect(shortNaira(900)).toBe("900");
  });

  it("one removable chip per filter; removing a state removes its area; Clear all keeps the sort", () => {
    const s: ListingsSearch = {
      state: "lagos",
      locality: "lekki",
      beds: 3,
      max: 5_000_000,
      bbox: "6.42,3.4,6.47,3.6",
      docs: ["c_of_o", "gazette"],
      sort: "price_asc",
      page: 3,
    };
    const chips = filterChips(s, names);
    expect(chips.map((c) => c.label)).toEqual([
      "Lekki",
      "Lagos",
      "Map area",
      "Up to ₦5,000,000",
      "3+ beds",
      "Certificate of Occupancy",
      "Gazette",
    ]);
    const by = (label: string) => chips.find((c) => c.label === label)!.remove(s);
    expect(by("Lekki")).toEqual({
      state: "lagos",
      beds: 3,
      max: 5_000_000,
      bbox: "6.42,3.4,6.47,3.6",
      docs: ["c_of_o", "gazette"],
      sort: "price_asc",
      page: undefined,
    });
    expect(by("Lagos").state).toBeUndefined();
    expect(by("Lagos").locality).toBeUndefined();
    expect(by("Map area").bbox).toBeUndefined();
    expect(by("Gazette").docs).toEqual(["c_of_o"]);
    expect(clearFilters(s)).toEqual({ sort: "price_asc" });
  });
});

describe("withoutUnknown: the URL drops what the page ignores, so URL, chips and heading agree", () => {
  const known = { amenities: [{ id: 1 }, { id: 4 }], categories: [{ id: 2, types: [{ id: 8 }] }] };

  it("drops unknown codes and ids, keeps the rest of the URL as it was", () => {
    expect(withoutUnknown({ docs: "fake", amenities: 999, beds: 3, utm_source: "whatsapp" }, known)).toEqual({
      beds: 3,
      utm_source: "whatsapp",
    });
    expect(
      withoutUnknown(
        { category: 77, type: 8, furnishing: "golden", by: "robot", power: "fusion", water: "rain", state: "lagos" },
        known,
      ),
    ).toEqual({ type: 8, state: "lagos" });
    expect(withoutUnknown({ type: 99, category: 2 }, known)).toEqual({ category: 2 });
    // Malformed values the parser ignores go too.
    expect(withoutUnknown({ beds: "lots", page: "x", sort: "cheapest", max: 5_000_000 }, known)).toEqual({
      max: 5_000_000,
    });
  });

  it("a list loses only its unknown items", () => {
    expect(withoutUnknown({ docs: "c_of_o,fake", amenities: [1, 999, 4] }, known)).toEqual({
      docs: ["c_of_o"],
      amenities: [1, 4],
    });
    expect(withoutUnknown({ docs: ["c_of_o", "gazette"], amenities: [4] }, known)).toBeUndefined();
  });

  it("nothing to drop: undefined (no navigation); a list not loaded yet leaves its values alone", () => {
    expect(
      withoutUnknown(
        { state: "lagos", locality: "lekki", beds: 3, page: 2, sort: "price_asc", docs: ["gazette"] },
        known,
      ),
    ).toBeUndefined();
    expect(withoutUnknown({ amenities: 999, category: 77 }, {})).toBeUndefined();
    expect(withoutUnknown({ amenities: 999, docs: "fake" }, {})).toEqual({ amenities: 999 });
  });

  it("its answer is stable: normalising twice changes nothing", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...FILTER_KEYS, "page", "sort"),
          fc.oneof(
            fc.string(),
            fc.integer({ min: -5, max: 2000 }),
            fc.array(fc.oneof(fc.string(), fc.nat(2000)), { maxLength: 4 }),
          ),
        ),
        (raw) => {
          const once = withoutUnknown(raw, known) ?? raw;
          expect(withoutUnknown(once, known)).toBeUndefined();
        },
      ),
    );
  });
});
