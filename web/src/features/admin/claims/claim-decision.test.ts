import { describe, expect, it } from "vitest";
import { claimDecision, claimOutcome } from "./claim-decision";

describe("claimDecision", () => {
  it("award gives the host the whole claim; return gives nothing", () => {
    expect(claimDecision("award", "", 8_000_00)).toEqual({ hostKobo: 8_000_00 });
    expect(claimDecision("return", "junk", 8_000_00)).toEqual({ hostKobo: 0 });
  });
  it("split reads naira as typed into kobo", () => {
    expect(claimDecision("split", "₦5,000", 8_000_00)).toEqual({ hostKobo: 5_000_00 });
    expect(claimDecision("split", "2500.50", 8_000_00)).toEqual({ hostKobo: 2_500_50 });
  });
  it("split refuses empty, junk, zero and the whole claim or more, naming the amount field", () => {
    for (const v of ["", "abc", "0", "8000", "9,000"])
      expect(claimDecision("split", v, 8_000_00)).toMatchObject({ field: "amount" });
  });
  it("the outcome line shows naira without decimals", () => {
    expect(claimOutcome(6_000_00, 10_000_00)).toBe("₦6,000 to the host, ₦4,000 back to the guest.");
  });
});
