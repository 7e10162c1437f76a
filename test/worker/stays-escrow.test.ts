import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { runStayJobs } from "../../worker/services/stays/jobs";
import { balanceOf, checkBooksAfterEachTest, ctx } from "./money-helpers";
import { CAUTION, CLEANING, NIGHT, act, book, day, escrow, guest, stayHost, total } from "./stays-fixtures";

/** Short stays on the escrow engine: each leg of a stay's money settles once, however many try at once. */
checkBooksAfterEachTest();

const FUND = 1_000_000_00;
const HOUR = 3600_000;

async function confirmedStay(nights = 2, from = 1) {
  const s = await stayHost();
  const g = await guest(FUND);
  const r = await book(g.token, {
    propertyId: s.listing.id,
    checkIn: day(from),
    checkOut: day(from + nights),
    guests: 2,
    payWith: "wallet",
  });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  const id = r.json.data.id as string;
  expect((await act(s.host.token, id, "confirm")).status).toBe(200);
  return { ...s, g, id };
}

const entries = async (key: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE idem_key = ?")
    .bind(key)
    .first<{ n: number }>())!.n;
const timeline = async (id: string, action: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM stay_events WHERE booking_id = ? AND action = ?")
    .bind(id, action)
    .first<{ n: number }>())!.n;

describe("a stay's escrow under races", { timeout: 60_000 }, () => {
  it("30 parallel completions (payout, then deposit return) of one stay settle once each", async () => {
    const b = await confirmedStay();
    const row = (await env.DB.prepare("SELECT check_in_at, check_out_at FROM stay_bookings WHERE id = ?")
      .bind(b.id)
      .first<{ check_in_at: number; check_out_at: number }>())!;
    const escrowBefore = await escrow();
    await Promise.all(
      Array.from({ length: 30 }, () => runStayJobs({ ...ctx(), now: row.check_in_at + 24 * HOUR + 1 })),
    );
    const earned = 2 * NIGHT + CLEANING;
    expect(await balanceOf(b.host.user.id)).toBe(earned - earned / 10);
    expect(await entries(`stay:payout:${b.id}`)).toBe(1);
    expect(await timeline(b.id, "paid_out")).toBe(1);
    await Promise.all(
      Array.from({ length: 30 }, () => runStayJobs({ ...ctx(), now: row.check_out_at + 24 * HOUR + 1 })),
    );
    expect(await balanceOf(b.g.user.id)).toBe(FUND - total(2) + CAUTION);
    expect(await entries(`stay:deposit:${b.id}`)).toBe(1);
    expect(await timeline(b.id, "deposit_returned")).toBe(1);
    expect(escrowBefore - (await escrow())).toBe(total(2));
    const v = await act(b.g.token, b.id, "cancel");
    expect(v.status).toBe(409);
  });

  it("30 parallel cancels by both sides of one confirmed stay: one 200, the rest 409; one refund, the nights freed once", async () => {
    const b = await confirmedStay(3, 20);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => act(i % 2 ? b.host.token : b.g.token, b.id, "cancel")),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(29);
    expect(await entries(`stay:cancel:${b.id}`)).toBe(1);
    expect(await timeline(b.id, "cancelled")).toBe(1);
    const nights = (await env.DB.prepare("SELECT COUNT(*) AS n FROM stay_nights WHERE booking_id = ?")
      .bind(b.id)
      .first<{ n: number }>())!.n;
    expect(nights).toBe(0);
    // Whoever won, the guest's money adds up: a host cancel refunds all; a guest cancel 20 days ahead (moderate) refunds all too.
    expect(await balanceOf(b.g.user.id)).toBe(FUND);
  });

  it("a cancel racing the payout cron at check-in: exactly one leg moves the money", async () => {
    const b = await confirmedStay(2, 1);
    // Check-in was 25 hours ago: the payout is due and a cancel is too late, whichever runs first.
    await env.DB.prepare("UPDATE stay_bookings SET check_in_at = ?, check_out_at = ? WHERE id = ?")
      .bind(Date.now() - 25 * HOUR, Date.now() + 23 * HOUR, b.id)
      .run();
    const [, cancel] = await Promise.all([runStayJobs(ctx()), act(b.g.token, b.id, "cancel")]);
    expect(cancel.status).toBe(409);
    expect((await entries(`stay:payout:${b.id}`)) + (await entries(`stay:cancel:${b.id}`))).toBe(1);
  });

  it("an unpaid hold cancelled 30 times at once ends once and frees its nights, with no ledger entry", async () => {
    const s = await stayHost();
    const g = await guest(0);
    const r = await book(g.token, {
      propertyId: s.listing.id,
      checkIn: day(30),
      checkOut: day(32),
      guests: 1,
      payWith: "link",
    });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    const id = r.json.data.id as string;
    const results = await Promise.all(Array.from({ length: 30 }, () => act(g.token, id, "cancel")));
    expect(results.filter((x) => x.status === 200)).toHaveLength(1);
    expect(await entries(`stay:cancel:${id}`)).toBe(0);
    expect(await timeline(id, "cancelled")).toBe(1);
    expect(
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM stay_nights WHERE booking_id = ?")
        .bind(id)
        .first<{ n: number }>())!.n,
    ).toBe(0);
  });
});
