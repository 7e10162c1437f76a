import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { lagosDate } from "../../worker/services/bookings/inspections";
import { call } from "./helpers";
import { balanceOf, checkBooksAfterEachTest } from "./money-helpers";
import { createListing, input, lister, place } from "./listings-fixtures";
import { act, book, day, guest, stayHost, total } from "./stays-fixtures";

checkBooksAfterEachTest();

const DAY = 24 * 3600_000;
const at = (days: number, hour = 10) => `${lagosDate(Date.now() + days * DAY)}T${String(hour).padStart(2, "0")}:00`;
const remove = (token: string, id: string) => call("DELETE", `/v1/secure/properties/property/${id}`, { token });
const status = async (id: string) =>
  (await env.DB.prepare("SELECT status FROM properties WHERE id = ?").bind(id).first<{ status: string }>())?.status;
const liveStays = async (id: string) =>
  (await env.DB.prepare(
    "SELECT count(*) AS n FROM stay_bookings WHERE property_id = ? AND status IN ('pending_payment','awaiting_host','confirmed','checked_in')",
  )
    .bind(id)
    .first<{ n: number }>())!.n;

describe("a listing's life and its bookings", { timeout: 30_000 }, () => {
  it("a listing with a paid stay cannot be deleted (409), can be deactivated, and the stay still goes ahead", async () => {
    const s = await stayHost();
    const g = await guest();
    const b = await book(g.token, {
      propertyId: s.listing.id,
      checkIn: day(6),
      checkOut: day(8),
      guests: 1,
      payWith: "wallet",
    });
    expect(b.status, JSON.stringify(b.json)).toBe(201);
    const del = await remove(s.host.token, s.listing.id);
    expect(del.status, JSON.stringify(del.json)).toBe(409);
    expect(del.json.message).toMatch(/cancel them first/i);
    expect(await status(s.listing.id)).toBe("active");
    // Deactivating stops new bookings; the booked guest's stay is untouched and the host can still act on it.
    expect(
      (await call("PUT", `/v1/secure/properties/property/${s.listing.id}/disable`, { token: s.host.token })).status,
    ).toBe(200);
    const late = await guest();
    const refused = await book(late.token, {
      propertyId: s.listing.id,
      checkIn: day(10),
      checkOut: day(11),
      guests: 1,
      payWith: "wallet",
    });
    expect(refused.status).toBe(404);
    expect(await balanceOf(late.user.id)).toBe(1_000_000_00);
    const confirm = await act(s.host.token, b.json.data.id, "confirm");
    expect(confirm.status, JSON.stringify(confirm.json)).toBe(200);
    // Once the host cancels (full refund), nothing holds the listing any more.
    expect((await act(s.host.token, b.json.data.id, "cancel")).status).toBe(200);
    expect(await balanceOf(g.user.id)).toBe(1_000_000_00);
    expect((await remove(s.host.token, s.listing.id)).status).toBe(200);
    expect(await status(s.listing.id)).toBe("deleted");
  });

  it("a listing with a booked inspection cannot be deleted", async () => {
    const where = await place();
    const agent = await lister();
    const listing = await createListing(agent.token, input(where, { inspectionFeeKobo: 5_000_00 }));
    const sk = await guest(100_000_00);
    const r = await call("POST", "/v1/secure/inspections", {
      token: sk.token,
      body: { propertyId: listing.id, appointmentDate: at(3), payWith: "wallet" },
      headers: { "idempotency-key": crypto.randomUUID() },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    expect((await remove(agent.token, listing.id)).status).toBe(409);
    expect(await status(listing.id)).toBe("active");
  });

  it("delete racing 12 bookings (wallet and link): either the delete is refused or no booking lands on the deleted listing", async () => {
    for (let round = 0; round < 3; round++) {
      const s = await stayHost();
      const guests = await Promise.all(Array.from({ length: 12 }, () => guest()));
      const results = await Promise.all([
        ...guests.map((g, i) =>
          book(g.token, {
            propertyId: s.listing.id,
            checkIn: day(5 + 2 * i),
            checkOut: day(6 + 2 * i),
            guests: 1,
            payWith: i % 2 ? "link" : "wallet",
          }),
        ),
        remove(s.host.token, s.listing.id),
      ]);
      const del = results.at(-1)!;
      const booked = results.slice(0, -1);
      for (const r of booked) expect([201, 404], JSON.stringify(r.json)).toContain(r.status);
      expect([200, 409]).toContain(del.status);
      if (del.status === 200) {
        expect(await status(s.listing.id)).toBe("deleted");
        expect(await liveStays(s.listing.id)).toBe(0);
      } else {
        expect(await liveStays(s.listing.id)).toBeGreaterThan(0);
      }
      // Nobody was charged for a booking that did not land.
      for (const [i, r] of booked.entries()) {
        if (r.status === 404) expect(await balanceOf(guests[i]!.user.id)).toBe(1_000_000_00);
        else if (i % 2 === 0) expect(await balanceOf(guests[i]!.user.id)).toBe(1_000_000_00 - total(1));
      }
    }
  });

  it("30 parallel deletes of a listing with a paid stay: all refused (409), the listing and the stay stand", async () => {
    const s = await stayHost();
    const g = await guest();
    expect(
      (
        await book(g.token, {
          propertyId: s.listing.id,
          checkIn: day(6),
          checkOut: day(7),
          guests: 1,
          payWith: "wallet",
        })
      ).status,
    ).toBe(201);
    const res = await Promise.all(Array.from({ length: 30 }, () => remove(s.host.token, s.listing.id)));
    expect(res.map((r) => r.status)).toEqual(Array(30).fill(409));
    expect(await status(s.listing.id)).toBe("active");
    expect(await liveStays(s.listing.id)).toBe(1);
  });
});
