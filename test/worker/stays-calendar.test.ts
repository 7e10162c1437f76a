import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import ICAL from "ical.js";
import { syncImports } from "../../worker/services/stays/ical";
import { BASE, call } from "./helpers";
import { checkBooksAfterEachTest, ctx } from "./money-helpers";
import { book, day, guest, stayHost } from "./stays-fixtures";
import { exports } from "cloudflare:workers";

checkBooksAfterEachTest();

const compact = (d: string) => d.replace(/-/g, "");
/** Another site's calendar: a two-night booking, a cancelled one and a transparent (free) event. */
const fixture = (a: string, b: string, c: string, d: string) => `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Other Site//EN
BEGIN:VEVENT
UID:one@other
DTSTAMP:20260101T000000Z
DTSTART;VALUE=DATE:${compact(a)}
DTEND;VALUE=DATE:${compact(b)}
SUMMARY:Reserved
END:VEVENT
BEGIN:VEVENT
UID:two@other
DTSTAMP:20260101T000000Z
DTSTART;VALUE=DATE:${compact(c)}
DTEND;VALUE=DATE:${compact(d)}
STATUS:CANCELLED
END:VEVENT
BEGIN:VEVENT
UID:three@other
DTSTAMP:20260101T000000Z
DTSTART;VALUE=DATE:${compact(c)}
DTEND;VALUE=DATE:${compact(d)}
TRANSP:TRANSPARENT
END:VEVENT
END:VCALENDAR
`;

async function ics(path: string) {
  const res = await exports.default.fetch(new Request(BASE + path));
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

describe("host settings, blocked nights and iCal", { timeout: 30_000 }, () => {
  it("settings are the host's only; blocked nights are unavailable and refuse bookings; a booked night cannot be blocked", async () => {
    const s = await stayHost({ nightlyPriceKobo: 70_000_00, cautionKobo: 0, policy: "strict" });
    const g = await guest();
    expect((await call("GET", `/v1/secure/stays/settings/${s.listing.id}`, { token: g.token })).status).toBe(404);
    const bad = await call("PUT", `/v1/secure/stays/settings/${s.listing.id}`, {
      token: s.host.token,
      body: {
        nightlyPriceKobo: null,
        minNights: 3,
        maxNights: 2,
        maxGuests: 2,
        cleaningFeeKobo: 0,
        cautionKobo: null,
        policy: "strict",
        checkInTime: "14:00",
        checkOutTime: "12:00",
        importUrl: null,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].field).toBe("maxNights");
    const unknown = await call("PUT", `/v1/secure/stays/settings/${s.listing.id}`, {
      token: s.host.token,
      body: { policy: "strict", surprise: 1 },
    });
    expect(unknown.status).toBe(400);
    const q = await call("GET", `/v1/stays/${s.listing.id}/quote?checkIn=${day(10)}&checkOut=${day(12)}`);
    expect(q.json.data).toMatchObject({ nightlyPriceKobo: 70_000_00, cautionKobo: 0, policy: "strict" });

    const blocked = await call("POST", `/v1/secure/stays/settings/${s.listing.id}/block`, {
      token: s.host.token,
      body: { from: day(10), to: day(11) },
    });
    expect(blocked.status, JSON.stringify(blocked.json)).toBe(200);
    expect(blocked.json.data.blocked).toEqual([day(10), day(11)]);
    expect(
      (
        await book(g.token, {
          propertyId: s.listing.id,
          checkIn: day(11),
          checkOut: day(13),
          guests: 1,
          payWith: "wallet",
        })
      ).status,
    ).toBe(409);
    const ok = await book(g.token, {
      propertyId: s.listing.id,
      checkIn: day(12),
      checkOut: day(14),
      guests: 1,
      payWith: "wallet",
    });
    expect(ok.status).toBe(201);
    const clash = await call("POST", `/v1/secure/stays/settings/${s.listing.id}/block`, {
      token: s.host.token,
      body: { from: day(11), to: day(13) },
    });
    expect(clash.status).toBe(409);
    // The failed block changed nothing.
    expect(
      (await call("GET", `/v1/secure/stays/settings/${s.listing.id}`, { token: s.host.token })).json.data.blocked,
    ).toEqual([day(10), day(11)]);
    const un = await call("POST", `/v1/secure/stays/settings/${s.listing.id}/unblock`, {
      token: s.host.token,
      body: { from: day(10), to: day(10) },
    });
    expect(un.json.data.blocked).toEqual([day(11)]);
  });

  it("exports busy nights as an iCal file behind a secret token", async () => {
    const s = await stayHost();
    const g = await guest();
    expect(
      (
        await book(g.token, {
          propertyId: s.listing.id,
          checkIn: day(5),
          checkOut: day(8),
          guests: 1,
          payWith: "wallet",
        })
      ).status,
    ).toBe(201);
    await call("POST", `/v1/secure/stays/settings/${s.listing.id}/block`, {
      token: s.host.token,
      body: { from: day(20), to: day(21) },
    });
    const settings = await call("GET", `/v1/secure/stays/settings/${s.listing.id}`, { token: s.host.token });
    const path = settings.json.data.icalPath as string;
    expect((await ics(path.replace(/token=.*/, "token=wrong"))).status).toBe(404);
    // A title with iCal's separators: the calendar's name is escaped TEXT and reads back as written.
    await env.DB.prepare("UPDATE properties SET title = ? WHERE id = ?")
      .bind("Lekki; 2 bed, sea view \\ pool", s.listing.id)
      .run();
    const res = await ics(path);
    expect(res.status).toBe(200);
    expect(res.type).toContain("text/calendar");
    const cal = new ICAL.Component(ICAL.parse(res.text));
    expect(res.text).toContain("\r\nX-WR-CALNAME:PropertyNG: Lekki\\; 2 bed\\, sea view \\\\ pool\r\n");
    expect(res.text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:-\/\/PropertyNG\/\/stays\/\/EN\r\n/);
    expect(res.text).toContain(`DTSTART;VALUE=DATE:${compact(day(5))}\r\n`);
    const events = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const spans = events.map((e) => [e.startDate.toString(), e.endDate.toString()]).sort();
    expect(spans).toEqual([
      [day(5), day(8)],
      [day(20), day(22)],
    ]);
  });

  it("imports another calendar's busy nights (fetched at the edge: a fixture), on demand and by cron; a bad calendar is reported", async () => {
    const s = await stayHost();
    const url = "https://calendar.example.com/listing.ics";
    let body = fixture(day(6), day(8), day(12), day(14));
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      expect(new Request(input).url).toBe(url);
      return new Response(body, { status: 200, headers: { "content-type": "text/calendar" } });
    });
    try {
      const rejected = await call("PUT", `/v1/secure/stays/settings/${s.listing.id}`, {
        token: s.host.token,
        body: {
          nightlyPriceKobo: null,
          minNights: 1,
          maxNights: 30,
          maxGuests: 4,
          cleaningFeeKobo: 0,
          cautionKobo: null,
          policy: "moderate",
          checkInTime: "14:00",
          checkOutTime: "12:00",
          importUrl: "http://localhost/x.ics",
        },
      });
      expect(rejected.status).toBe(400);
      expect(rejected.json.errors[0].field).toBe("importUrl");
      await call("PUT", `/v1/secure/stays/settings/${s.listing.id}`, {
        token: s.host.token,
        body: {
          nightlyPriceKobo: null,
          minNights: 1,
          maxNights: 30,
          maxGuests: 4,
          cleaningFeeKobo: 0,
          cautionKobo: null,
          policy: "moderate",
          checkInTime: "14:00",
          checkOutTime: "12:00",
          importUrl: url,
        },
      });
      const sync = await call("POST", `/v1/secure/stays/settings/${s.listing.id}/sync`, { token: s.host.token });
      expect(sync.status, JSON.stringify(sync.json)).toBe(200);
      expect(sync.json.data.importedAt).toBeTruthy();
      const g = await guest();
      const clash = await book(g.token, {
        propertyId: s.listing.id,
        checkIn: day(7),
        checkOut: day(9),
        guests: 1,
        payWith: "wallet",
      });
      expect(clash.status).toBe(409);
      // Cancelled and transparent events leave the nights free.
      expect(
        (
          await book(g.token, {
            propertyId: s.listing.id,
            checkIn: day(12),
            checkOut: day(14),
            guests: 1,
            payWith: "wallet",
          })
        ).status,
      ).toBe(201);
      const cal = await call("GET", `/v1/stays/${s.listing.id}/availability?from=${day(6).slice(0, 7)}&months=2`);
      expect(cal.json.data.unavailable).toEqual(expect.arrayContaining([day(6), day(7)]));

      // The other site's booking moved: the cron's sync replaces the imported nights.
      body = fixture(day(30), day(31), day(40), day(41));
      await env.DB.prepare("UPDATE stay_settings SET imported_at = 0 WHERE property_id = ?").bind(s.listing.id).run();
      await syncImports(ctx());
      expect(
        (
          await book(g.token, {
            propertyId: s.listing.id,
            checkIn: day(6),
            checkOut: day(8),
            guests: 1,
            payWith: "wallet",
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await book(g.token, {
            propertyId: s.listing.id,
            checkIn: day(30),
            checkOut: day(31),
            guests: 1,
            payWith: "wallet",
          })
        ).status,
      ).toBe(409);

      body = "not a calendar";
      const broken = await call("POST", `/v1/secure/stays/settings/${s.listing.id}/sync`, { token: s.host.token });
      expect(broken.status).toBe(422);
      expect(broken.json.errors[0].field).toBe("importUrl");
      // The nights of the last good import stay busy.
      expect(
        (
          await book(g.token, {
            propertyId: s.listing.id,
            checkIn: day(30),
            checkOut: day(31),
            guests: 1,
            payWith: "wallet",
          })
        ).status,
      ).toBe(409);
    } finally {
      spy.mockRestore();
    }
  });
});
