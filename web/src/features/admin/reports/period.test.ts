import { describe, expect, it } from "vitest";
import { changeText } from "@contracts/report-rules";
import { periodSearch, toQuery } from "./period";

describe("the dashboard's period in the URL", () => {
  it("keeps a custom from/to, a known preset, and drops anything else", () => {
    expect(periodSearch({ from: "2026-01-01", to: "2026-01-31" })).toEqual({ from: "2026-01-01", to: "2026-01-31" });
    expect(periodSearch({ days: "90" })).toEqual({ days: 90 });
    expect(periodSearch({ days: "30" })).toEqual({});
    expect(periodSearch({ days: "45", from: "yesterday" })).toEqual({});
    expect(toQuery({})).toEqual({ days: 30 });
    expect(toQuery({ from: "2026-01-01", to: "2026-01-31" })).toEqual({ from: "2026-01-01", to: "2026-01-31" });
  });
});

describe("the change against the previous period", () => {
  it("is written out, sign and all", () => {
    expect(changeText(127, 100)).toBe("+27%");
    expect(changeText(95, 100)).toBe("−5%");
    expect(changeText(5, 5)).toBe("no change");
    expect(changeText(3, 0)).toBe("new");
    expect(changeText(0, 4)).toBe("−100%");
    expect(changeText(1001, 1000)).toBe("+<1%");
  });
});
