import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { runStayJobs } from "../../worker/services/stays/jobs";
import { publishDueBlindReviews } from "../../worker/services/reviews";
import { BLIND_WINDOW_MS } from "../../worker/contracts/reviews";
import { call } from "./helpers";
import { checkBooksAfterEachTest, ctx } from "./money-helpers";
import { expectCreated } from "./review-fixtures";
import { act, book, day, guest, stayHost } from "./stays-fixtures";

checkBooksAfterEachTest();

const HOUR = 3600_000;

/** A paid 2-night stay starting tomorrow, as guest and host see it. */
async function bookedStay() {
  const s = await stayHost();
  const g = await guest();
  const r = await book(g.token, {
    propertyId: s.listing.id,
    checkIn: day(1),
    checkOut: day(3),
    guests: 2,
    payWith: "wallet",
  });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return { ...s, g, id: r.json.data.id as string };
}

/** Confirmed, then the cron pays the host and returns the deposit: the stay is completed, as in production. */
async function completedStay() {
  const b = await bookedStay();
  expect((await act(b.host.token, b.id, "confirm")).status).toBe(200);
  const row = (await env.DB.prepare("SELECT check_in_at, check_out_at FROM stay_bookings WHERE id = ?")
    .bind(b.id)
    .first<{ check_in_at: number; check_out_at: number }>())!;
  await runStayJobs({ ...ctx(), now: row.check_in_at + 24 * HOUR + 1 });
  await runStayJobs({ ...ctx(), now: row.check_out_at + 24 * HOUR + 1 });
  expect((await call("GET", `/v1/secure/stays/${b.id}`, { token: b.g.token })).json.data.status).toBe("completed");
  return b;
}

const reviewListing = (
  token: string,
  listingId: string,
  body: Record<string, unknown> = { rating: 5, review: "Lovely stay, spotless flat." },
) => call("POST", `/v1/secure/property/review/${listingId}`, { token, body });
const reviewGuest = (
  token: string,
  guestId: string,
  body: Record<string, unknown> = { rating: 4, review: "Tidy, quiet guest." },
) => call("POST", `/v1/secure/guest/review/${guestId}`, { token, body });
const publicReviews = async (listingId: string) =>
  (await call("GET", `/v1/property/review/${listingId}`)).json.data.map((r: { id: string }) => r.id);

describe("stays → reviews", { timeout: 30_000 }, () => {
  it("a completed stay lets guest and host review each other; both stay hidden until the second arrives", async () => {
    const b = await bookedStay();
    // Before the stay completes: no right to review yet.
    expect((await act(b.host.token, b.id, "confirm")).status).toBe(200);
    expect((await reviewListing(b.g.token, b.listing.id)).status).toBe(403);
    expect((await reviewGuest(b.host.token, b.g.user.id)).status).toBe(403);
    const row = (await env.DB.prepare("SELECT check_in_at, check_out_at FROM stay_bookings WHERE id = ?")
      .bind(b.id)
      .first<{ check_in_at: number; check_out_at: number }>())!;
    await runStayJobs({ ...ctx(), now: row.check_in_at + 24 * HOUR + 1 });
    expect((await reviewListing(b.g.token, b.listing.id)).status).toBe(403); // checked in, deposit held
    await runStayJobs({ ...ctx(), now: row.check_out_at + 24 * HOUR + 1 });

    const elig = await call("GET", `/v1/secure/property/review/${b.listing.id}/eligibility`, { token: b.g.token });
    expect(elig.json.data.interactions).toEqual([
      expect.objectContaining({ id: b.id, kind: "stay", verifiedLabel: "Verified stay", blind: true }),
    ]);
    const g = await expectCreated(await reviewListing(b.g.token, b.listing.id));
    expect(g).toMatchObject({ status: "blind", verifiedLabel: "Verified stay" });
    expect(await publicReviews(b.listing.id)).toEqual([]);
    expect((await call("GET", `/v1/property/review/${b.listing.id}/statistics`)).json.data.count).toBe(0);

    const hostElig = await call("GET", `/v1/secure/guest/review/${b.g.user.id}/eligibility`, { token: b.host.token });
    expect(hostElig.json.data.interactions).toEqual([expect.objectContaining({ id: b.id, kind: "stay", blind: true })]);
    const h = await expectCreated(await reviewGuest(b.host.token, b.g.user.id));
    expect(h.status).toBe("published");
    expect(await publicReviews(b.listing.id)).toEqual([g.id]);
    expect((await call("GET", `/v1/property/review/${b.listing.id}/statistics`)).json.data).toMatchObject({
      count: 1,
      average: 5,
    });
    const pair = await env.DB.prepare("SELECT status, pair_key FROM reviews WHERE id IN (?, ?)")
      .bind(g.id, h.id)
      .all<{ status: string; pair_key: string }>();
    expect(pair.results).toEqual([
      { status: "published", pair_key: `stay:${b.id}` },
      { status: "published", pair_key: `stay:${b.id}` },
    ]);
    // The host's guest review was received by the guest.
    const received = await call("GET", "/v1/secure/user/reviews?tab=received", { token: b.g.token });
    expect(received.json.data.map((r: { id: string }) => r.id)).toEqual([h.id]);
  });

  it("a lone blind review publishes when its 14 days run out (the housekeeping cron)", async () => {
    const b = await completedStay();
    const h = await expectCreated(
      await reviewGuest(b.host.token, b.g.user.id, { rating: 3, review: "Left the kitchen messy." }),
    );
    expect(h.status).toBe("blind");
    await publishDueBlindReviews({ ...ctx(), now: Date.now() + BLIND_WINDOW_MS - HOUR });
    expect((await call("GET", `/v1/guest/review/${b.g.user.id}`)).json.data).toEqual([]);
    await publishDueBlindReviews({ ...ctx(), now: Date.now() + BLIND_WINDOW_MS + 1000 });
    expect((await call("GET", `/v1/guest/review/${b.g.user.id}`)).json.data.map((r: { id: string }) => r.id)).toEqual([
      h.id,
    ]);
  });

  it("a declined or cancelled stay gives no right to review", async () => {
    const declined = await bookedStay();
    expect((await act(declined.host.token, declined.id, "decline")).status).toBe(200);
    const cancelled = await bookedStay();
    expect((await act(cancelled.g.token, cancelled.id, "cancel")).status).toBe(200);
    for (const b of [declined, cancelled]) {
      expect((await reviewListing(b.g.token, b.listing.id)).status).toBe(403);
      expect((await reviewGuest(b.host.token, b.g.user.id)).status).toBe(403);
      expect(
        (await call("GET", `/v1/secure/property/review/${b.listing.id}/eligibility`, { token: b.g.token })).json.data,
      ).toEqual({ canReview: false, interactions: [] });
    }
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM reviews WHERE subject_id IN (?, ?, ?, ?)")
      .bind(declined.listing.id, cancelled.listing.id, declined.g.user.id, cancelled.g.user.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
  });

  it("one review per stay and side: 30 parallel posts each leave one row, the rest are 409", async () => {
    const b = await completedStay();
    const [guestSide, hostSide] = await Promise.all([
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          reviewListing(b.g.token, b.listing.id, { rating: 4, review: `Stay review ${i}` }),
        ),
      ),
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          reviewGuest(b.host.token, b.g.user.id, { rating: 5, review: `Guest review ${i}` }),
        ),
      ),
    ]);
    for (const side of [guestSide, hostSide]) {
      expect(side.filter((r) => r.status === 201)).toHaveLength(1);
      expect(side.filter((r) => r.status === 409)).toHaveLength(29);
    }
    const rows = await env.DB.prepare(
      "SELECT subject_type, status FROM reviews WHERE interaction_kind = 'stay' AND interaction_id = ? ORDER BY subject_type",
    )
      .bind(b.id)
      .all<{ subject_type: string; status: string }>();
    expect(rows.results).toEqual([
      { subject_type: "guest", status: "published" },
      { subject_type: "property", status: "published" },
    ]);
    expect((await call("GET", `/v1/property/review/${b.listing.id}/statistics`)).json.data).toMatchObject({
      count: 1,
      average: 4,
    });
  });
});
