/** Booking an inspection: the day's slots, input checks, one winner per slot, paying by wallet or by link. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sandboxSettle } from "../../worker/integrations/payments";
import { lagosDate } from "../../worker/services/bookings/inspections";
import { call } from "./helpers";
import { balanceOf, checkBooksAfterEachTest } from "./money-helpers";
import { DAY, FEE, at, book, escrow, seeker, setup } from "./inspections-fixtures";

checkBooksAfterEachTest();

describe("inspection slots and booking", () => {
  it("lists hourly slots 08:00–18:00 and marks a booked one taken; a listing without a fee cannot be booked", async () => {
    const s = await setup();
    const date = lagosDate(Date.now() + 3 * DAY);
    const slots = await call("GET", `/v1/property/property/${s.listing.id}/inspection-slots?date=${date}`);
    expect(slots.status).toBe(200);
    expect(slots.json.data.slots.map((x: { time: string }) => x.time)).toEqual([
      "08:00",
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
    ]);
    expect(slots.json.data.feeKobo).toBe(FEE);
    const sk = await seeker();
    expect(
      (await book(sk.token, { propertyId: s.listing.id, appointmentDate: `${date}T10:00`, payWith: "wallet" })).status,
    ).toBe(201);
    const after = await call("GET", `/v1/property/property/${s.listing.id}/inspection-slots?date=${date}`);
    expect(after.json.data.slots.find((x: { time: string }) => x.time === "10:00").available).toBe(false);
    expect(after.json.data.slots.find((x: { time: string }) => x.time === "11:00").available).toBe(true);

    const none = await setup({ inspectionFeeKobo: null });
    expect((await call("GET", `/v1/property/property/${none.listing.id}/inspection-slots?date=${date}`)).status).toBe(
      422,
    );
    const refused = await book(sk.token, {
      propertyId: none.listing.id,
      appointmentDate: `${date}T10:00`,
      payWith: "wallet",
    });
    expect(refused.status).toBe(422);
    expect(refused.json.errors[0].field).toBe("propertyId");
  });

  it("bad input is a 400 naming the field and charges nothing", async () => {
    const s = await setup();
    const sk = await seeker();
    for (const [body, field] of [
      [{ propertyId: s.listing.id, appointmentDate: at(3, 7), payWith: "wallet" }, "appointmentDate"],
      [{ propertyId: s.listing.id, appointmentDate: at(3, 19), payWith: "wallet" }, "appointmentDate"],
      [
        { propertyId: s.listing.id, appointmentDate: `${lagosDate(Date.now() + 3 * DAY)}T10:30`, payWith: "wallet" },
        "appointmentDate",
      ],
      [{ propertyId: s.listing.id, appointmentDate: "tomorrow", payWith: "wallet" }, "appointmentDate"],
      [{ propertyId: s.listing.id, appointmentDate: at(3), payWith: "cash" }, "payWith"],
      [{ propertyId: s.listing.id, appointmentDate: at(3), payWith: "wallet", extra: 1 }, "extra"],
    ] as const) {
      const r = await book(sk.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.json.errors)).toContain(field);
    }
    expect(await balanceOf(sk.user.id)).toBe(250_000_00);
    const own = await book(s.agent.token, { propertyId: s.listing.id, appointmentDate: at(3), payWith: "wallet" });
    expect(own.status).toBe(422);
  });

  it("30 concurrent bookings of one slot: exactly one wins, the rest get 409 and are charged nothing", async () => {
    const s = await setup();
    const seekers = await Promise.all(Array.from({ length: 30 }, () => seeker(20_000_00)));
    const before = await escrow();
    const appointmentDate = at(4, 14);
    const results = await Promise.all(
      seekers.map((sk) => book(sk.token, { propertyId: s.listing.id, appointmentDate, payWith: "wallet" })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((x) => x === 201)).toHaveLength(1);
    expect(statuses.filter((x) => x === 409)).toHaveLength(29);
    const balances = await Promise.all(seekers.map((sk) => balanceOf(sk.user.id)));
    expect(balances.filter((b) => b === 20_000_00 - FEE)).toHaveLength(1);
    expect(balances.filter((b) => b === 20_000_00)).toHaveLength(29);
    expect((await escrow()) - before).toBe(FEE);
    const live = await env.DB.prepare("SELECT COUNT(*) AS n FROM inspection_bookings WHERE property_id = ?")
      .bind(s.listing.id)
      .first<{ n: number }>();
    expect(live!.n).toBe(1);
  });

  it("a short wallet is a 422 naming how much is missing; nothing is booked", async () => {
    const s = await setup();
    const sk = await seeker(1_000_00);
    const r = await book(sk.token, { propertyId: s.listing.id, appointmentDate: at(3), payWith: "wallet" });
    expect(r.status).toBe(422);
    expect(r.json.message).toContain("₦4,000");
    expect(await balanceOf(sk.user.id)).toBe(1_000_00);
    const slots = await call(
      "GET",
      `/v1/property/property/${s.listing.id}/inspection-slots?date=${lagosDate(Date.now() + 3 * DAY)}`,
    );
    expect(slots.json.data.slots.find((x: { time: string }) => x.time === "10:00").available).toBe(true);
  });

  it("pays by the sandbox payment link: the slot is held, the callback verify moves the fee to escrow once", async () => {
    const s = await setup();
    const sk = await seeker(0);
    const r = await book(sk.token, { propertyId: s.listing.id, appointmentDate: at(5), payWith: "link" });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    expect(r.json.data.status).toBe("awaiting_payment");
    expect(r.json.authorizationUrl).toContain("/v1/payments/sandbox/checkout");
    const reference = r.json.data.paymentReference as string;
    await sandboxSettle(env, reference, "success");
    const verifies = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("GET", `/v1/secure/inspections/verify?reference=${reference}`, { token: sk.token }),
      ),
    );
    expect(verifies.map((v) => v.status)).toEqual([200, 200, 200, 200, 200]);
    expect(verifies[4]!.json.data.status).toBe("pending");
    expect(await balanceOf(sk.user.id)).toBe(0);
    const holds = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE idem_key = ?")
      .bind(`inspection:hold:${r.json.data.id}`)
      .first<{ n: number }>();
    expect(holds!.n).toBe(1);
  });

  it("a fresh payment link for an unpaid booking carries a new reference, and only that payment's verify answers it", async () => {
    const s = await setup();
    const sk = await seeker(0);
    const r = await book(sk.token, { propertyId: s.listing.id, appointmentDate: at(6), payWith: "link" });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    const first = r.json.data.paymentReference as string;
    const again = await call("POST", `/v1/secure/inspections/${r.json.data.id}/pay/link`, { token: sk.token });
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(again.json.authorizationUrl).toContain("/v1/payments/sandbox/checkout");
    const reference = again.json.data.paymentReference as string;
    expect(reference).not.toBe(first);
    // Another payer's reference, or a reference of another purpose, is not this booking's payment.
    const other = await seeker(1);
    expect(
      (await call("GET", `/v1/secure/inspections/verify?reference=${reference}`, { token: other.token })).status,
    ).toBe(404);
    await sandboxSettle(env, reference, "success");
    const verified = await call("GET", `/v1/secure/inspections/verify?reference=${reference}`, { token: sk.token });
    expect(verified.status).toBe(200);
    expect(verified.json.data.id).toBe(r.json.data.id);
    expect(verified.json.data.status).toBe("pending");
  });
});
