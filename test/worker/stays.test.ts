import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sandboxSettle } from "../../worker/integrations/payments";
import { call } from "./helpers";
import { balanceOf, checkBooksAfterEachTest } from "./money-helpers";
import { CAUTION, CLEANING, NIGHT, act, book, day, escrow, guest, stayHost, total } from "./stays-fixtures";

checkBooksAfterEachTest();

describe("short stays: calendar, quote and booking", { timeout: 30_000 }, () => {
  it("quotes nights × price + cleaning + caution and shows booked nights as unavailable", async () => {
    const s = await stayHost();
    const q = await call("GET", `/v1/stays/${s.listing.id}/quote?checkIn=${day(10)}&checkOut=${day(13)}&guests=2`);
    expect(q.status, JSON.stringify(q.json)).toBe(200);
    expect(q.json.data).toMatchObject({
      nights: 3,
      nightlyPriceKobo: NIGHT,
      nightsKobo: 3 * NIGHT,
      cleaningFeeKobo: CLEANING,
      cautionKobo: CAUTION,
      totalKobo: total(3),
      available: true,
      policy: "moderate",
    });
    const g = await guest();
    const r = await book(g.token, {
      propertyId: s.listing.id,
      checkIn: day(10),
      checkOut: day(13),
      guests: 2,
      payWith: "wallet",
    });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    expect(r.json.data).toMatchObject({
      status: "awaiting_host",
      role: "guest",
      totalKobo: total(3),
      policy: "moderate",
    });
    expect(await balanceOf(g.user.id)).toBe(1_000_000_00 - total(3));
    const month = day(10).slice(0, 7);
    const cal = await call("GET", `/v1/stays/${s.listing.id}/availability?from=${month}&months=2`);
    expect(cal.status).toBe(200);
    expect(cal.json.data.unavailable).toEqual(expect.arrayContaining([day(10), day(11), day(12)]));
    expect(cal.json.data.unavailable).not.toContain(day(13));
    expect(cal.json.data.policyText).toMatch(/5 days/);
    expect(
      (await call("GET", `/v1/stays/${s.listing.id}/quote?checkIn=${day(12)}&checkOut=${day(14)}`)).json.data.available,
    ).toBe(false);
  });

  it("bad input is a 4xx naming the field and charges nothing; a non-stay listing is refused", async () => {
    const s = await stayHost({ minNights: 2, maxGuests: 2 });
    const g = await guest();
    for (const [body, status, field] of [
      [{ propertyId: s.listing.id, checkIn: day(5), checkOut: day(5), guests: 1, payWith: "wallet" }, 400, "checkOut"],
      [{ propertyId: s.listing.id, checkIn: day(-2), checkOut: day(3), guests: 1, payWith: "wallet" }, 400, "checkIn"],
      [
        { propertyId: s.listing.id, checkIn: "2026-02-30", checkOut: day(3), guests: 1, payWith: "wallet" },
        400,
        "checkIn",
      ],
      [{ propertyId: s.listing.id, checkIn: day(5), checkOut: day(6), guests: 1, payWith: "wallet" }, 422, "checkOut"],
      [{ propertyId: s.listing.id, checkIn: day(5), checkOut: day(8), guests: 3, payWith: "wallet" }, 422, "guests"],
      [{ propertyId: s.listing.id, checkIn: day(5), checkOut: day(8), guests: 1, payWith: "cash" }, 400, "payWith"],
      [
        { propertyId: s.listing.id, checkIn: day(5), checkOut: day(8), guests: 1, payWith: "wallet", coupon: "x" },
        400,
        "coupon",
      ],
      [{ propertyId: "nope", checkIn: day(5), checkOut: day(8), guests: 1, payWith: "wallet" }, 404, "propertyId"],
    ] as const) {
      const r = await book(g.token, body);
      expect(r.status, JSON.stringify(r.json)).toBe(status);
      expect(r.json.errors?.[0]?.field ?? r.json.errors, JSON.stringify(r.json)).toBe(field);
    }
    expect(await balanceOf(g.user.id)).toBe(1_000_000_00);
    const own = await book(s.host.token, {
      propertyId: s.listing.id,
      checkIn: day(5),
      checkOut: day(8),
      guests: 1,
      payWith: "wallet",
    });
    expect(own.status).toBe(422);
    const poor = await guest(1000_00);
    const short = await book(poor.token, {
      propertyId: s.listing.id,
      checkIn: day(5),
      checkOut: day(8),
      guests: 1,
      payWith: "wallet",
    });
    expect(short.status).toBe(422);
    expect(short.json.errors[0].field).toBe("payWith");
    expect(await balanceOf(poor.user.id)).toBe(1000_00);
    // Nothing was held: the nights are still free.
    expect(
      (await call("GET", `/v1/stays/${s.listing.id}/quote?checkIn=${day(5)}&checkOut=${day(8)}`)).json.data.available,
    ).toBe(true);
  });

  it("30 parallel bookings of overlapping dates: exactly one wins, the rest 409 and are charged nothing", async () => {
    const s = await stayHost();
    const guests = await Promise.all(Array.from({ length: 30 }, () => guest(2_000_000_00)));
    const before = await escrow();
    const results = await Promise.all(
      guests.map((g, i) =>
        book(g.token, {
          propertyId: s.listing.id,
          checkIn: day(20 + (i % 3)),
          checkOut: day(24 + (i % 2)),
          guests: 1,
          payWith: i % 5 === 0 ? "link" : "wallet",
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((x) => x === 201),
      JSON.stringify(results.filter((r) => r.status !== 201 && r.status !== 409).map((r) => r.json)),
    ).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(29);
    const winner = results.find((r) => r.status === 201)!.json.data;
    const charged = (await Promise.all(guests.map((g) => balanceOf(g.user.id)))).filter((b) => b !== 2_000_000_00);
    expect(charged.length).toBe(winner.payWith === "wallet" ? 1 : 0);
    expect((await escrow()) - before).toBe(winner.payWith === "wallet" ? winner.totalKobo : 0);
    const nights = await env.DB.prepare("SELECT COUNT(*) AS n FROM stay_nights WHERE property_id = ?")
      .bind(s.listing.id)
      .first<{ n: number }>();
    expect(nights!.n).toBe(winner.nights);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM stay_bookings WHERE property_id = ?")
      .bind(s.listing.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
  });

  it("adjacent stays (check-out day = next check-in day) both succeed", async () => {
    const s = await stayHost();
    const [a, b] = await Promise.all([guest(), guest()]);
    const [r1, r2] = await Promise.all([
      book(a.token, { propertyId: s.listing.id, checkIn: day(30), checkOut: day(32), guests: 1, payWith: "wallet" }),
      book(b.token, { propertyId: s.listing.id, checkIn: day(32), checkOut: day(35), guests: 1, payWith: "wallet" }),
    ]);
    expect([r1.status, r2.status]).toEqual([201, 201]);
  });

  it("an Idempotency-Key replay books once", async () => {
    const s = await stayHost();
    const g = await guest();
    const k = `stay-replay-${crypto.randomUUID()}`;
    const body = { propertyId: s.listing.id, checkIn: day(40), checkOut: day(42), guests: 1, payWith: "wallet" };
    const first = await book(g.token, body, k);
    const again = await book(g.token, body, k);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json.data.id).toBe(first.json.data.id);
    expect(await balanceOf(g.user.id)).toBe(1_000_000_00 - total(2));
  });

  it("pay by link: the nights are held, the callback verify moves the total to escrow once", async () => {
    const s = await stayHost();
    const g = await guest(0);
    const r = await book(g.token, {
      propertyId: s.listing.id,
      checkIn: day(15),
      checkOut: day(17),
      guests: 2,
      payWith: "link",
    });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    expect(r.json.data.status).toBe("pending_payment");
    expect(r.json.authorizationUrl).toBeTruthy();
    const other = await guest();
    expect(
      (
        await book(other.token, {
          propertyId: s.listing.id,
          checkIn: day(16),
          checkOut: day(18),
          guests: 1,
          payWith: "wallet",
        })
      ).status,
    ).toBe(409);
    const reference = r.json.data.paymentReference as string;
    await sandboxSettle(env, reference, "success");
    const verifies = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("GET", `/v1/secure/stays/verify?reference=${reference}`, { token: g.token }),
      ),
    );
    expect(verifies.map((v) => v.status)).toEqual([200, 200, 200, 200, 200]);
    expect(verifies[4]!.json.data.status).toBe("awaiting_host");
    expect(await balanceOf(g.user.id)).toBe(0);
    const holds = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE idem_key = ?")
      .bind(`stay:hold:${r.json.data.id}`)
      .first<{ n: number }>();
    expect(holds!.n).toBe(1);
    expect((await act(g.token, r.json.data.id, "pay")).status).toBe(409);
  });

  it("a failed link payment can be retried while the hold lasts; the retry's verify moves the total to escrow", async () => {
    const s = await stayHost();
    const g = await guest(0);
    const r = await book(g.token, {
      propertyId: s.listing.id,
      checkIn: day(15),
      checkOut: day(16),
      guests: 1,
      payWith: "link",
    });
    expect(r.json.data.actions).toEqual(["pay", "cancel"]);
    await sandboxSettle(env, r.json.data.paymentReference, "failed");
    const failed = await call("GET", `/v1/secure/stays/verify?reference=${r.json.data.paymentReference}`, {
      token: g.token,
    });
    expect(failed.json.payment.status).toBe("failed");
    expect(failed.json.data.status).toBe("pending_payment");
    const stranger = await guest(0);
    expect((await act(stranger.token, r.json.data.id, "pay")).status).toBe(404);
    const again = await act(g.token, r.json.data.id, "pay");
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(again.json.authorizationUrl).toBeTruthy();
    const reference = again.json.data.paymentReference as string;
    expect(reference).not.toBe(r.json.data.paymentReference);
    await sandboxSettle(env, reference, "success");
    const ok = await call("GET", `/v1/secure/stays/verify?reference=${reference}`, { token: g.token });
    expect(ok.json.data.status).toBe("awaiting_host");
    expect(await balanceOf(g.user.id)).toBe(0);
  });
});
