import { describe, expect, it } from "vitest";
import { bookingDate, bookingTime, dayLabel, slotLabel } from "./format";

describe("booking formats (SPEC §9: DD/MM/YYYY, hh:mm A, Lagos time)", () => {
  it("shows slots as hh:mm A", () => {
    expect(["08:00", "12:00", "13:00", "18:00"].map(slotLabel)).toEqual([
      "08:00 AM",
      "12:00 PM",
      "01:00 PM",
      "06:00 PM",
    ]);
  });
  it("shows an appointment in Lagos time whatever the browser's zone", () => {
    expect(bookingDate("2026-11-25T10:00:00+01:00")).toBe("25/11/2026");
    expect(bookingTime("2026-11-25T10:00:00+01:00")).toBe("10:00 AM");
    expect(bookingTime("2026-11-25T23:00:00Z")).toBe("12:00 AM");
    expect(dayLabel("2026-01-05")).toBe("05/01/2026");
  });
});
