import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sandboxSettle } from "../../worker/integrations/payments";
import { creditPayment, finishInterruptedPayments } from "../../worker/services/wallet/payments";
import { purposeHandler, registeredPurposes } from "../../worker/services/wallet/purposes";
import { lagosDate } from "../../worker/services/bookings/inspections";
import { call, makeUser, signIn } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, ctx, expectBooksBalance } from "./money-helpers";
import { createListing, input, lister, place } from "./listings-fixtures";

checkBooksAfterEachTest();

const DAY = 24 * 3600_000;
const FEE = 5_000_00;
const later = () => ({ ...ctx(), now: Date.now() + 10 * 60_000 });

/** A payment row as the sweep reads it. */
const paymentRow = (reference: string) =>
  env.DB.prepare(
    "SELECT reference, user_id, purpose, purpose_data, amount_kobo, status, hook_done_at FROM payments WHERE reference = ?",
  )
    .bind(reference)
    .first<{
      reference: string;
      user_id: string;
      purpose: string;
      purpose_data: string;
      amount_kobo: number;
      status: "pending" | "success" | "failed";
      hook_done_at: number | null;
    }>();

/** A seeker books an inspection by link and the provider says paid; the wallet is credited and the process dies before the hook. */
async function crashedAfterCredit() {
  const where = await place();
  const agent = await lister();
  const listing = await createListing(agent.token, input(where, { inspectionFeeKobo: FEE }));
  const u = await makeUser();
  const token = (await signIn(u)).token;
  const r = await call("POST", "/v1/secure/inspections", {
    token,
    body: { propertyId: listing.id, appointmentDate: `${lagosDate(Date.now() + 5 * DAY)}T11:00`, payWith: "link" },
    headers: { "idempotency-key": crypto.randomUUID() },
  });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  const reference = r.json.data.paymentReference as string;
  await sandboxSettle(env, reference, "success");
  expect(await creditPayment(ctx(), (await paymentRow(reference))!)).toBe("success");
  return { user: u, token, bookingId: r.json.data.id as string, reference };
}

const bookingStatus = async (id: string) =>
  (await env.DB.prepare("SELECT status FROM inspection_bookings WHERE id = ?").bind(id).first<{ status: string }>())!
    .status;
const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

describe("the purpose registry and the sweep of interrupted payments", () => {
  it("every domain's purpose is registered on this path; an unknown purpose is loud", () => {
    expect(registeredPurposes()).toEqual(
      expect.arrayContaining(["topup", "booking", "stay", "project_booking", "subscription", "banner"]),
    );
    expect(purposeHandler("topup")).toBeNull();
    expect(() => purposeHandler("featured_slot")).toThrow(/no handler registered/);
  });

  it("a payment credited but whose hook never ran is finished by the sweep exactly once, run twice and concurrently", async () => {
    const c = await crashedAfterCredit();
    // The crash: the money is in the wallet, the booking still waits for it.
    expect(await balanceOf(c.user.id)).toBe(FEE);
    expect(await bookingStatus(c.bookingId)).toBe("awaiting_payment");
    expect((await paymentRow(c.reference))!.hook_done_at).toBeNull();
    await expectBooksBalance();
    // Within the grace period the sweep leaves it to the request still settling it.
    expect(await finishInterruptedPayments(ctx())).toBe(0);

    const runs = await Promise.all([finishInterruptedPayments(later()), finishInterruptedPayments(later())]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await finishInterruptedPayments(later())).toBe(0);

    expect(await bookingStatus(c.bookingId)).toBe("pending");
    expect(await balanceOf(c.user.id)).toBe(0);
    expect(
      await count("SELECT COUNT(*) AS n FROM journal_entries WHERE idem_key = ?", `inspection:hold:${c.bookingId}`),
    ).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM journal_entries WHERE idem_key = ?", `payment:${c.reference}`)).toBe(
      1,
    );
    expect(
      await count("SELECT COUNT(*) AS n FROM inspection_events WHERE booking_id = ? AND action = 'paid'", c.bookingId),
    ).toBe(1);
    expect((await paymentRow(c.reference))!.hook_done_at).not.toBeNull();
    // A late callback verify changes nothing more.
    const v = await call("GET", `/v1/secure/inspections/verify?reference=${c.reference}`, { token: c.token });
    expect(v.status).toBe(200);
    expect(
      await count("SELECT COUNT(*) AS n FROM journal_entries WHERE idem_key = ?", `inspection:hold:${c.bookingId}`),
    ).toBe(1);
    await expectBooksBalance();
  });

  it("a hook with nothing left to do (the hold expired meanwhile) is recorded done and the money stays in the wallet", async () => {
    const c = await crashedAfterCredit();
    await env.DB.prepare("UPDATE inspection_bookings SET status = 'expired' WHERE id = ?").bind(c.bookingId).run();
    expect(await finishInterruptedPayments(later())).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(c.user.id)).toBe(FEE);
    expect((await paymentRow(c.reference))!.hook_done_at).not.toBeNull();
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM payments WHERE reference = ? AND status = 'success' AND hook_done_at IS NULL",
        c.reference,
      ),
    ).toBe(0);
  });

  it("a top-up records its hook in the credit's own batch: nothing for the sweep", async () => {
    const u = await makeUser();
    const token = (await signIn(u)).token;
    const r = await call("POST", "/v1/secure/wallet/topup", {
      token,
      body: { amountKobo: 2_000_00 },
      headers: { "idempotency-key": crypto.randomUUID() },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    const reference = r.json.reference as string;
    await sandboxSettle(env, reference, "success");
    expect(await creditPayment(ctx(), (await paymentRow(reference))!)).toBe("success");
    expect((await paymentRow(reference))!.hook_done_at).not.toBeNull();
    expect(await finishInterruptedPayments(later())).toBe(0);
    expect(await balanceOf(u.id)).toBe(2_000_00);
  });
});
