import { describe, expect, it } from "vitest";
import { BUDGETS, searchHref } from "./budgets";

describe("the hero's search URL", () => {
  it("carries the mode, the place (locality only with its state), the type and the band's Naira bounds", () => {
    const rent = BUDGETS.rent.bands.findIndex((b) => b.label === "Up to ₦5,000,000");
    expect(searchHref({ mode: "rent", state: "lagos", locality: "lekki", type: "8", budget: String(rent) })).toBe(
      "/properties/rent?state=lagos&locality=lekki&type=8&max=5000000",
    );
    expect(searchHref({ mode: "sale", state: "", locality: "lekki", type: "", budget: "" })).toBe("/properties/sale");
    const top = BUDGETS.stay.bands.length - 1;
    expect(searchHref({ mode: "stay", state: "oyo", locality: "", type: "", budget: String(top) })).toBe(
      "/properties/stay?state=oyo&min=200000",
    );
  });

  it("offers bands that fit each mode: a year's rent, a sale price, a night", () => {
    expect(BUDGETS.rent.label).toBe("Budget a year");
    expect(BUDGETS.stay.label).toBe("Budget a night");
    for (const { bands } of Object.values(BUDGETS)) {
      const maxes = bands.flatMap((b) => (b.max === undefined ? [] : [b.max]));
      expect(maxes).toEqual([...maxes].sort((a, b) => a - b));
    }
    expect(Math.max(...BUDGETS.stay.bands.map((b) => b.max ?? 0))).toBeLessThan(
      Math.min(...BUDGETS.sale.bands.map((b) => b.max ?? Infinity)),
    );
  });
});
