import { describe, expect, it } from "vitest";
import { parseAssistant, suggestPlace } from "@contracts/assistant-parse";
// @ts-expect-error — plain .mjs data shared with scripts/bench-assistant.ts
import { TABLE, NOW } from "../../../../scripts/assistant/table.mjs";
// @ts-expect-error — plain .mjs functions shared with the benchmark
import { diff, matches } from "../../../../scripts/assistant/score.mjs";

type Case = { text: string; want: Record<string, unknown>; pidgin: boolean };
const cases = TABLE as Case[];

describe("the assistant's parser", () => {
  it("has at least 150 phrasings, 30 of them Pidgin or misspelt", () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(cases.filter((c) => c.pidgin).length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases.map((c) => [c.text, c] as const))("%s", (_text, c) => {
    const got = parseAssistant(c.text, NOW);
    expect(matches(got, c.want), diff(got, c.want)).toBe(true);
  });

  it("gives the search's own filter: it passes the search schema's shape (no unknown keys)", () => {
    const keys = new Set([
      "stateId",
      "state",
      "localityId",
      "locality",
      "categoryId",
      "typeId",
      "typeIds",
      "minPriceKobo",
      "maxPriceKobo",
      "minBedrooms",
      "maxBedrooms",
      "minBathrooms",
      "furnishing",
      "amenities",
      "titleDocuments",
      "maxServiceChargeKobo",
      "power",
      "water",
      "listedBy",
      "verifiedOnly",
      "bounds",
      "query",
      "listingType",
    ]);
    for (const c of cases)
      for (const k of Object.keys(parseAssistant(c.text, NOW).filter)) expect(keys.has(k), k).toBe(true);
  });

  it("caps what it reads and never throws on odd input", () => {
    for (const t of [
      "",
      "   ",
      "₦",
      "-",
      "9999999999999999999m",
      "<script>alert(1)</script>",
      "a".repeat(5000),
      "12/13/2026",
      "0 bedroom",
      "?",
    ])
      expect(() => parseAssistant(t, NOW)).not.toThrow();
  });

  it("suggests the nearest place for a word it could not place", () => {
    expect(suggestPlace("Lekkki")?.locality).toBe("lekki");
    expect(suggestPlace("Surulere")?.locality).toBe("surulere");
    expect(suggestPlace("zzzzzz")).toBeUndefined();
  });

  it("reads a bare year as a date, not a budget", () => {
    expect(parseAssistant("flat in Yaba to move in 2027", NOW).filter.maxPriceKobo).toBeUndefined();
    expect(parseAssistant("flat in Yaba for 2500000", NOW).filter.maxPriceKobo).toBe(2_500_000_00);
    expect(parseAssistant("flat in Yaba for ₦2000", NOW).filter.maxPriceKobo).toBe(2_000_00);
  });
});
