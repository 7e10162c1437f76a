import { describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { busyRanges } from "../../worker/services/stays/ical";
import { readEvents, writeCalendar } from "../../worker/services/stays/ics";

/** The worker's own small iCalendar reader and writer (ical.js stays out of the worker bundle; the test still reads with it). */
const cal = (...events: string[]) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events.map((e) => `BEGIN:VEVENT\r\n${e}\r\nEND:VEVENT\r\n`).join("")}END:VCALENDAR\r\n`;

describe("iCalendar for short stays", () => {
  it("reads all-day, UTC, floating and DURATION events as Lagos days; skips cancelled and transparent ones", () => {
    const text = cal(
      "DTSTART;VALUE=DATE:20270110\r\nDTEND;VALUE=DATE:20270113",
      // 23:30 UTC is 00:30 the next day in Lagos.
      "DTSTART:20270120T233000Z\r\nDTEND:20270122T100000Z",
      "DTSTART;TZID=Africa/Lagos:20270201T140000\r\nDURATION:P2D",
      "DTSTART;VALUE=DATE:20270301\r\nDTEND;VALUE=DATE:20270305\r\nSTATUS:CANCELLED",
      "DTSTART;VALUE=DATE:20270301\r\nDTEND;VALUE=DATE:20270305\r\nTRANSP:TRANSPARENT",
    );
    expect(busyRanges(text, "2027-01-01")).toEqual([
      { start: "2027-01-10", end: "2027-01-13" },
      { start: "2027-01-21", end: "2027-01-22" },
      { start: "2027-02-01", end: "2027-02-03" },
    ]);
  });

  it("unfolds long lines and refuses a text that is not a calendar", () => {
    const folded =
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2027\r\n 0110\r\nDTEND;VALUE=DATE:20270111\r\nEND:VEVENT\r\nEND:VCALENDAR";
    expect(readEvents(folded).map((e) => e.start.day)).toEqual(["2027-01-10"]);
    expect(() => readEvents("not a calendar")).toThrow();
  });

  it("writes a calendar ical.js reads back, long names folded at 75 octets and TEXT escaped", () => {
    const name = `PropertyNG: ${"Lekki; 2 bed, sea view \\ pool — ".repeat(4)}`;
    const text = writeCalendar({
      name,
      now: Date.UTC(2027, 0, 1),
      events: [{ uid: "b1@propertyng", start: "2027-01-10", end: "2027-01-13", summary: "Reserved (PropertyNG)" }],
    });
    expect(text.split("\r\n").every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    const parsed = new ICAL.Component(ICAL.parse(text));
    expect(parsed.getFirstPropertyValue("x-wr-calname")).toBe(name.replace(/[\\;,]/g, (c) => `\\${c}`));
    const ev = new ICAL.Event(parsed.getFirstSubcomponent("vevent")!);
    expect([ev.startDate.toString(), ev.endDate.toString(), ev.summary, ev.uid]).toEqual([
      "2027-01-10",
      "2027-01-13",
      "Reserved (PropertyNG)",
      "b1@propertyng",
    ]);
  });
});
