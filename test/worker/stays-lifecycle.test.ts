import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { runStayJobs } from "../../worker/services/stays/jobs";
import { call, makeUser, signIn } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, ctx } from "./money-helpers";
import { upload } from "./listings-fixtures";
import { CAUTION, CLEANING, DAY, NIGHT, act, book, day, escrow, guest, stayHost, total } from "./stays-fixtures";

checkBooksAfterEachTest();

const FUND = 1_000_000_00;
const HOUR = 3600_000;

async function booked(settings: Record<string, unknown> = {}, nights = 3, from = 20) {
  const s = await stayHost(settings);
  const g = await guest(FUND);
  const r = await book(g.token, {
    propertyId: s.listing.id,
    checkIn: day(from),
    checkOut: day(from + nights),
    guests: 2,
    payWith: "wallet",
  });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return { ...s, g, id: r.json.data.id as string };
}

async function confirmed(settings: Record<string, unknown> = {}, nights = 3, from = 20) {
  const b = await booked(settings, nights, from);
  const c = await act(b.host.token, b.id, "confirm");
  expect(c.status, JSON.stringify(c.json)).toBe(200);
  expect(c.json.data.status).toBe("confirmed");
  return b;
}

/** Moves a booking's check-in to `ms` from now (and check-out `nights` days later), as time passing would. */
const checkInIn = (id: string, ms: number, nights = 3) =>
  env.DB.prepare("UPDATE stay_bookings SET check_in_at = ?, check_out_at = ? WHERE id = ?")
    .bind(Date.now() + ms, Date.now() + ms + nights * DAY - 2 * HOUR, id)
    .run();

const nightsHeld = async (id: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM stay_nights WHERE booking_id = ?").bind(id).first<{ n: number }>())!
    .n;

describe("host confirm / decline and out-of-state actions", { timeout: 30_000 }, () => {
  it("decline refunds everything and frees the nights; nothing can happen to it afterwards", async () => {
    const b = await booked();
    const before = await escrow();
    const guestAct = await act(b.g.token, b.id, "confirm");
    expect(guestAct.status).toBe(403);
    const d = await act(b.host.token, b.id, "decline");
    expect(d.status, JSON.stringify(d.json)).toBe(200);
    expect(d.json.data).toMatchObject({ status: "declined", refundKobo: total(3), actions: [] });
    expect(await balanceOf(b.g.user.id)).toBe(FUND);
    expect(before - (await escrow())).toBe(total(3));
    expect(await nightsHeld(b.id)).toBe(0);
    for (const [who, what] of [
      [b.host.token, "confirm"],
      [b.host.token, "decline"],
      [b.g.token, "cancel"],
      [b.host.token, "cancel"],
    ] as const) {
      expect((await act(who, b.id, what)).status).toBe(409);
    }
    expect(await balanceOf(b.g.user.id)).toBe(FUND);
    const stranger = await guest(0);
    expect((await call("GET", `/v1/secure/stays/${b.id}`, { token: stranger.token })).status).toBe(404);
    // The nights are bookable again.
    const again = await book(stranger.token, {
      propertyId: b.listing.id,
      checkIn: day(20),
      checkOut: day(23),
      guests: 1,
      payWith: "link",
    });
    expect(again.status).toBe(201);
  });

  it("a cancel racing a decline settles once", async () => {
    const b = await booked();
    const [x, y] = await Promise.all([act(b.g.token, b.id, "cancel"), act(b.host.token, b.id, "decline")]);
    expect([x.status, y.status].filter((s) => s === 200)).toHaveLength(1);
    expect(await balanceOf(b.g.user.id)).toBe(FUND);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE idem_key = ?")
      .bind(`stay:cancel:${b.id}`)
      .first<{ n: number }>();
    expect(n!.n).toBe(1);
  });

  it("the timeline lists each change and the host sees the booking in their list", async () => {
    const b = await confirmed();
    const v = await call("GET", `/v1/secure/stays/${b.id}`, { token: b.host.token });
    expect(v.json.data.timeline.map((e: { action: string }) => e.action)).toEqual(["booked", "confirmed"]);
    expect(v.json.data.actions).toEqual(["cancel"]);
    const list = await call("GET", "/v1/secure/stays?tab=upcoming&role=host", { token: b.host.token });
    expect(list.status).toBe(200);
    expect(list.json.data.map((d: { id: string }) => d.id)).toEqual([b.id]);
    expect((await call("GET", "/v1/secure/stays?tab=cancelled", { token: b.g.token })).json.meta.total).toBe(0);
  });
});

describe("cancellation policies at their edges", { timeout: 30_000 }, () => {
  const cases = [
    ["flexible", 24 * HOUR + 60_000, 3 * NIGHT],
    ["flexible", 24 * HOUR - 60_000, 0],
    ["moderate", 5 * DAY + 60_000, 3 * NIGHT],
    ["moderate", 5 * DAY - 60_000, (3 * NIGHT) / 2],
    ["strict", 14 * DAY + 60_000, (3 * NIGHT) / 2],
    ["strict", 14 * DAY - 60_000, 0],
  ] as const;
  for (const [policy, ahead, nightsBack] of cases) {
    it(`${policy}, ${Math.round(ahead / 60_000)} minutes before check-in: ${nightsBack / 100} naira of the nights back, cleaning and deposit always`, async () => {
      const b = await confirmed({ policy }, 3, 25);
      await checkInIn(b.id, ahead);
      const r = await act(b.g.token, b.id, "cancel");
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      const refund = nightsBack + CLEANING + CAUTION;
      expect(r.json.data).toMatchObject({ status: "cancelled", refundKobo: refund, cancelledBy: "guest" });
      expect(await balanceOf(b.g.user.id)).toBe(FUND - total(3) + refund);
      const kept = 3 * NIGHT - nightsBack;
      expect(await balanceOf(b.host.user.id)).toBe(kept - Math.floor(kept / 10));
      expect(await nightsHeld(b.id)).toBe(0);
      // Money in the timeline reads in ₦ (never "refunded 1234.5 naira").
      const detail = (await env.DB.prepare(
        "SELECT detail FROM stay_events WHERE booking_id = ? AND action = 'cancelled'",
      )
        .bind(b.id)
        .first<{ detail: string }>())!.detail;
      expect(detail).not.toMatch(/\bnaira\b/);
      if (kept) expect(detail).toContain(`refunded ₦${(refund / 100).toLocaleString("en-NG")}`);
    });
  }

  it("a guest cancelling before the host confirmed, and a host cancelling, refund in full; no cancel after check-in", async () => {
    const a = await booked({ policy: "strict" });
    expect((await act(a.g.token, a.id, "cancel")).json.data.refundKobo).toBe(total(3));
    const h = await confirmed({ policy: "strict" });
    expect((await act(h.host.token, h.id, "cancel")).json.data.refundKobo).toBe(total(3));
    expect(await balanceOf(h.g.user.id)).toBe(FUND);
    const late = await confirmed({ policy: "flexible" });
    await checkInIn(late.id, -HOUR);
    expect((await act(late.g.token, late.id, "cancel")).status).toBe(409);
    expect((await act(late.host.token, late.id, "cancel")).status).toBe(409);
  });
});

describe("cron: payout, deposit, lapses, holds, reminders", { timeout: 30_000 }, () => {
  it("pays the host 24 h after check-in less commission, returns the deposit 24 h after check-out; reruns do nothing", async () => {
    const b = await confirmed({}, 2, 1);
    const row = (await env.DB.prepare("SELECT check_in_at, check_out_at FROM stay_bookings WHERE id = ?")
      .bind(b.id)
      .first<{ check_in_at: number; check_out_at: number }>())!;
    await runStayJobs({ ...ctx(), now: row.check_in_at + 23 * HOUR });
    expect(await balanceOf(b.host.user.id)).toBe(0);
    for (let i = 0; i < 2; i++) await runStayJobs({ ...ctx(), now: row.check_in_at + 24 * HOUR + 1 });
    const earned = 2 * NIGHT + CLEANING;
    expect(await balanceOf(b.host.user.id)).toBe(earned - earned / 10);
    expect((await call("GET", `/v1/secure/stays/${b.id}`, { token: b.g.token })).json.data).toMatchObject({
      status: "checked_in",
      payoutStatus: "paid",
      depositStatus: "held",
    });
    for (let i = 0; i < 2; i++) await runStayJobs({ ...ctx(), now: row.check_out_at + 24 * HOUR + 1 });
    expect(await balanceOf(b.g.user.id)).toBe(FUND - total(2) + CAUTION);
    expect((await call("GET", `/v1/secure/stays/${b.id}`, { token: b.g.token })).json.data).toMatchObject({
      status: "completed",
      depositStatus: "returned",
    });
  });

  it("the admin's stay commission applies to bookings made after it changes (logged)", async () => {
    const staff = await makeUser({
      accountType: "staff",
      adminAccess: true,
      permissions: ["CAN_VIEW_DASHBOARD_REPORTS"],
    });
    const { token } = await signIn(staff);
    const settings = { commissionBps: 1000, refundAfterHours: 48, refundableOnlyStates: ["lagos"] };
    expect(
      (await call("PUT", "/admin/api/settings/bookings", { token, body: { ...settings, stayCommissionBps: 9000 } }))
        .status,
    ).toBe(400);
    const put = await call("PUT", "/admin/api/settings/bookings", {
      token,
      body: { ...settings, stayCommissionBps: 2000 },
    });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    expect(put.json.data.stayCommissionBps).toBe(2000);
    try {
      const b = await confirmed({}, 2, 1);
      const row = (await env.DB.prepare("SELECT check_in_at FROM stay_bookings WHERE id = ?")
        .bind(b.id)
        .first<{ check_in_at: number }>())!;
      await runStayJobs({ ...ctx(), now: row.check_in_at + 24 * HOUR + 1 });
      const earned = 2 * NIGHT + CLEANING;
      expect(await balanceOf(b.host.user.id)).toBe(earned - earned / 5);
    } finally {
      await call("PUT", "/admin/api/settings/bookings", { token, body: { ...settings, stayCommissionBps: 1000 } });
    }
  });

  it("the host claims the deposit with photos within 24 h of check-out; the admin splits it, logged; late or second claims are refused", async () => {
    const b = await confirmed({}, 2, 1);
    const row = (await env.DB.prepare("SELECT check_in_at FROM stay_bookings WHERE id = ?")
      .bind(b.id)
      .first<{ check_in_at: number }>())!;
    await runStayJobs({ ...ctx(), now: row.check_in_at + 25 * HOUR });
    const photo = await upload(b.host.token);
    // Before check-out: not yet.
    expect(
      (
        await act(b.host.token, b.id, "claim", {
          amountKobo: 5_000_00,
          reason: "Broken glass table in the lounge",
          photoTokens: [photo],
        })
      ).status,
    ).toBe(409);
    await env.DB.prepare("UPDATE stay_bookings SET check_out_at = ? WHERE id = ?")
      .bind(Date.now() - HOUR, b.id)
      .run();
    const tooMuch = await act(b.host.token, b.id, "claim", {
      amountKobo: CAUTION + 1,
      reason: "Broken glass table in the lounge",
      photoTokens: [photo],
    });
    expect(tooMuch.status).toBe(422);
    const notMine = await act(b.host.token, b.id, "claim", {
      amountKobo: 5_000_00,
      reason: "Broken glass table in the lounge",
      photoTokens: ["someone-else"],
    });
    expect(notMine.status).toBe(422);
    expect(notMine.json.errors[0].field).toBe("photoTokens");
    expect(
      (
        await act(b.g.token, b.id, "claim", {
          amountKobo: 5_000_00,
          reason: "Broken glass table in the lounge",
          photoTokens: [photo],
        })
      ).status,
    ).toBe(403);
    const claim = await act(b.host.token, b.id, "claim", {
      amountKobo: 8_000_00,
      reason: "Broken glass table in the lounge",
      photoTokens: [photo],
    });
    expect(claim.status, JSON.stringify(claim.json)).toBe(200);
    expect(claim.json.data.depositStatus).toBe("claimed");
    const media = await env.DB.prepare("SELECT status FROM property_media WHERE id = ?")
      .bind(photo)
      .first<{ status: string }>();
    expect(media!.status).toBe("evidence");
    expect(
      (
        await act(b.host.token, b.id, "claim", {
          amountKobo: 1_000_00,
          reason: "And a stained rug in the bedroom",
          photoTokens: [photo],
        })
      ).status,
    ).toBe(409);
    // The cron leaves a claimed deposit alone.
    await runStayJobs({ ...ctx(), now: Date.now() + 3 * DAY });
    expect(await balanceOf(b.g.user.id)).toBe(FUND - total(2));

    const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_ADD_LISTING"] });
    const { token } = await signIn(staff);
    const list = await call("GET", "/admin/api/stays/claims", { token });
    const listed = list.json.data.find((c: { id: string }) => c.id === b.id);
    expect(listed).toMatchObject({
      claimKobo: 8_000_00,
      photos: [photo],
      photoUrls: [expect.stringMatching(/^\/v1\/media\/evidence\//)],
    });
    // Evidence is private: the public media route no longer serves it; the signed links do, and only unaltered.
    const keys = (await env.DB.prepare("SELECT original_key AS o, thumb_key AS t FROM property_media WHERE id = ?")
      .bind(photo)
      .first<{ o: string; t: string }>())!;
    for (const k of [keys.o, keys.t]) expect((await call("GET", `/media/${k}`)).status).toBe(404);
    const thumb = await call("GET", listed.photoUrls[0]);
    expect(thumb.status).toBe(200);
    expect((await call("GET", listed.photoFullUrls[0])).status).toBe(200);
    expect((await call("GET", listed.photoUrls[0].replace("/thumb?", "/original?"))).status).toBe(403);
    expect((await call("GET", listed.photoUrls[0].replace(/sig=[^&]+/, "sig=AAAA"))).status).toBe(403);
    expect((await call("GET", listed.photoUrls[0].replace("/thumb?", "/huge?"))).status).toBe(400);
    expect(
      (
        await call("POST", `/admin/api/stays/${b.id}/resolve-claim`, {
          token,
          body: { hostKobo: 9_000_00, note: "More than claimed" },
        })
      ).status,
    ).toBe(422);
    const res = await call("POST", `/admin/api/stays/${b.id}/resolve-claim`, {
      token,
      body: { hostKobo: 6_000_00, note: "Photos show the table broken." },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const earned = 2 * NIGHT + CLEANING;
    expect(await balanceOf(b.host.user.id)).toBe(earned - earned / 10 + 6_000_00);
    expect(await balanceOf(b.g.user.id)).toBe(FUND - total(2) + CAUTION - 6_000_00);
    expect(
      (await call("POST", `/admin/api/stays/${b.id}/resolve-claim`, { token, body: { hostKobo: 0, note: "again" } }))
        .status,
    ).toBe(409);
    const log = await env.DB.prepare(
      "SELECT details FROM activity_logs WHERE action = 'stay.claim.resolve' AND target_id = ?",
    )
      .bind(b.id)
      .first<{ details: string }>();
    expect(JSON.parse(log!.details)).toMatchObject({
      before: { depositStatus: "claimed" },
      after: { depositStatus: "settled", hostKobo: 6_000_00 },
    });
  });

  it("a stay the host never answers lapses with a full refund; an unpaid link hold expires and frees its nights; the day-before reminder goes once", async () => {
    const lapsed = await booked();
    await runStayJobs({ ...ctx(), now: Date.now() + 25 * HOUR });
    expect(await balanceOf(lapsed.g.user.id)).toBe(FUND);
    expect((await call("GET", `/v1/secure/stays/${lapsed.id}`, { token: lapsed.g.token })).json.data.status).toBe(
      "expired",
    );

    const s = await stayHost();
    const g = await guest(0);
    const link = await book(g.token, {
      propertyId: s.listing.id,
      checkIn: day(9),
      checkOut: day(11),
      guests: 1,
      payWith: "link",
    });
    expect(link.status).toBe(201);
    const other = await guest();
    expect(
      (
        await book(other.token, {
          propertyId: s.listing.id,
          checkIn: day(9),
          checkOut: day(10),
          guests: 1,
          payWith: "wallet",
        })
      ).status,
    ).toBe(409);
    await env.DB.prepare("UPDATE stay_bookings SET hold_expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, link.json.data.id)
      .run();
    // A stale hold never blocks: the next booking's batch expires it.
    expect(
      (
        await book(other.token, {
          propertyId: s.listing.id,
          checkIn: day(9),
          checkOut: day(10),
          guests: 1,
          payWith: "wallet",
        })
      ).status,
    ).toBe(201);
    expect((await call("GET", `/v1/secure/stays/${link.json.data.id}`, { token: g.token })).json.data.status).toBe(
      "expired",
    );

    const soon = await confirmed({}, 2, 5);
    await checkInIn(soon.id, 20 * HOUR, 2);
    await runStayJobs(ctx());
    await runStayJobs(ctx());
    for (const u of [soon.g.user, soon.host.user]) {
      const mail = await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ? AND template = 'stay_reminder'",
      )
        .bind(u.email)
        .first<{ n: number }>();
      expect(mail!.n).toBe(1);
    }
  });
});
