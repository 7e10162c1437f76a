import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatNaira, formatTime, truncate } from "./format";
import { initials } from "./words";
import { shouldReloadForChunkError } from "../features/layout/chunk-reload";

describe("formats of SPEC §9", () => {
  it("shows Naira from kobo with ₦, thousands commas and no decimals", () => {
    expect(formatNaira(250_000_000)).toBe("₦2,500,000");
    expect(formatNaira(99)).toBe("₦1");
    expect(formatNaira(0)).toBe("₦0");
  });
  it("dates as DD/MM/YYYY and times as hh:mm A, in Lagos time whatever the zone", () => {
    const t = Date.parse("2026-01-05T13:07:00Z"); // 14:07 in Lagos
    expect(formatDate(t)).toBe("05/01/2026");
    expect(formatTime(t)).toBe("02:07 PM");
    expect(formatTime(Date.parse("2026-01-04T23:30:00Z"))).toBe("12:30 AM");
    // 23:30 UTC on the 4th is already the 5th in Lagos.
    expect(formatDate(Date.parse("2026-01-04T23:30:00Z"))).toBe("05/01/2026");
    expect(formatDate("2026-11-25T10:00:00+01:00")).toBe("25/11/2026");
  });
  it("gives a moment as its Lagos day and time together", () => {
    const ms = Date.parse("2026-11-25T09:05:00Z");
    expect(formatDateTime(ms)).toBe(`${formatDate(ms)} ${formatTime(ms)}`);
    expect(formatDateTime(ms)).toMatch(/^25\/11\/2026 10:05/);
  });
  it("takes a name's initials from its first and last words", () => {
    expect(initials("Ada Obi")).toBe("AO");
    expect(initials("  ada  chioma obi ")).toBe("AO");
    expect(initials("Tunde")).toBe("T");
  });
  it("truncates long text with an ellipsis", () => {
    expect(truncate("a".repeat(200), 140)).toHaveLength(140);
    expect(truncate("short", 140)).toBe("short");
  });
});

describe("chunk-load reload (SPEC §8)", () => {
  it("reloads at most once a minute", () => {
    expect(shouldReloadForChunkError(100_000, null)).toBe(true);
    expect(shouldReloadForChunkError(100_000, 70_000)).toBe(false);
    expect(shouldReloadForChunkError(200_000, 100_000)).toBe(true);
  });
});
