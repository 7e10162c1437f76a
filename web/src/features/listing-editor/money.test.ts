import { describe, expect, it } from "vitest";
import { koboToNairaInput, nairaToKobo, parseCount, parseDecimal } from "./money";

describe("naira to kobo", () => {
  it("converts whole naira, separators and the ₦ sign", () => {
    expect(nairaToKobo("2500000")).toBe(250_000_000);
    expect(nairaToKobo("2,500,000")).toBe(250_000_000);
    expect(nairaToKobo("₦ 350,000")).toBe(35_000_000);
    expect(nairaToKobo("999")).toBe(99_900);
    expect(nairaToKobo("0")).toBe(0);
  });

  it("keeps kobo exactly, without floating-point drift", () => {
    expect(nairaToKobo("1500.5")).toBe(150_050);
    expect(nairaToKobo("0.07")).toBe(7);
    expect(nairaToKobo("19.99")).toBe(1999);
    expect(nairaToKobo("1234567.89")).toBe(123_456_789);
  });

  it("treats empty as not given and anything else as invalid", () => {
    expect(nairaToKobo("")).toBeNull();
    expect(nairaToKobo("  ")).toBeNull();
    expect(nairaToKobo("12abc")).toBeNaN();
    expect(nairaToKobo("-500")).toBeNaN();
    expect(nairaToKobo("1.234")).toBeNaN();
    expect(nairaToKobo("1e6")).toBeNaN();
  });

  it("round-trips for editing", () => {
    expect(koboToNairaInput(250_000_000)).toBe("2500000");
    expect(koboToNairaInput(150_050)).toBe("1500.50");
    expect(koboToNairaInput(null)).toBe("");
    for (const k of [0, 7, 1999, 99_900, 123_456_789]) expect(nairaToKobo(koboToNairaInput(k))).toBe(k);
  });
});

describe("counts and decimals", () => {
  it("parses whole counts, empty as zero", () => {
    expect(parseCount("3")).toBe(3);
    expect(parseCount("")).toBe(0);
    expect(parseCount("2.5")).toBeNaN();
  });
  it("parses optional decimals", () => {
    expect(parseDecimal("6.4474")).toBe(6.4474);
    expect(parseDecimal("1,200")).toBe(1200);
    expect(parseDecimal("")).toBeNull();
    expect(parseDecimal("north")).toBeNaN();
  });
});
