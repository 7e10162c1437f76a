import { describe, expect, it } from "vitest";
import { formatDate, formatNaira, formatTime, truncate } from "./format";
import { shouldReloadForChunkError } from "../features/layout/chunk-reload";

describe("formats of SPEC §9", () => {
  it("shows Naira from kobo with ₦, thousands commas and no decimals", () => {
    expect(formatNaira(250_000_000)).toBe("₦2,500,000");
    expect(formatNaira(99)).toBe("₦1");
    expect(formatNaira(0)).toBe("₦0");
  });
  it("dates as DD/MM/YYYY and times as hh:mm a", () => {
    const t = new Date(2026, 0, 5, 14, 7).getTime();
    expect(formatDate(t)).toBe("05/01/2026");
    expect(formatTime(t)).toBe("02:07 pm");
    expect(formatTime(new Date(2026, 0, 5, 0, 30).getTime())).toBe("12:30 am");
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
