import { describe, expect, it } from "vitest";
import { STAY_POLICIES, policyRefundBps } from "@contracts/stays";
import { dmy, hhmmA, localDate, parseDmy, ymd } from "./format";

describe("stay formats", () => {
  it("shows dates as DD/MM/YYYY and times as hh:mm A", () => {
    expect(dmy("2026-12-01")).toBe("01/12/2026");
    expect(hhmmA("14:00")).toBe("02:00 PM");
    expect(hhmmA("00:30")).toBe("12:30 AM");
    expect(hhmmA("12:00")).toBe("12:00 PM");
  });
  it("reads dates typed as DD/MM/YYYY and refuses days that do not exist", () => {
    expect(parseDmy("05/12/2026")).toBe("2026-12-05");
    expect(parseDmy("5/1/2027")).toBe("2027-01-05");
    expect(parseDmy(" 31.12.2026 ")).toBe("2026-12-31");
    expect(parseDmy("29/02/2028")).toBe("2028-02-29");
    expect(parseDmy("29/02/2027")).toBeNull();
    expect(parseDmy("31/04/2027")).toBeNull();
    expect(parseDmy("2026-12-05")).toBeNull();
    expect(parseDmy("12/2026")).toBeNull();
    for (const d of ["2026-01-31", "2026-02-28", "2026-12-31"]) expect(parseDmy(dmy(d))).toBe(d);
  });
  it("round-trips a calendar day through the day picker's local dates", () => {
    for (const d of ["2026-01-31", "2026-02-28", "2026-12-31"]) expect(ymd(localDate(d))).toBe(d);
  });
  it("states each policy's refund at its edges", () => {
    const h = 3600_000;
    expect(policyRefundBps("flexible", 24 * h)).toBe(10_000);
    expect(policyRefundBps("flexible", 24 * h - 1)).toBe(0);
    expect(policyRefundBps("moderate", 120 * h)).toBe(10_000);
    expect(policyRefundBps("moderate", 1)).toBe(5_000);
    expect(policyRefundBps("strict", 336 * h)).toBe(5_000);
    expect(policyRefundBps("strict", 336 * h - 1)).toBe(0);
    expect(policyRefundBps("moderate", -1)).toBe(0);
    expect(Object.keys(STAY_POLICIES)).toEqual(["flexible", "moderate", "strict"]);
  });
});
