/**
 * A booked inspection's life after booking: the agent's code releasing the fee, cancelling, rescheduling, the
 * crons that remind and refund, a seeker's report and the admin who resolves it, and the escrow settling once.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { lagosDate, runInspectionJobs } from "../../worker/services/bookings/inspections";
import { call, makeUser, signIn } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, ctx } from "./money-helpers";
import { DAY, FEE, at, book, escrow, seeker, setup } from "./inspections-fixtures";

checkBooksAfterEachTest();

const act = (token: string, id: string, action: string, body?: unknown) =>
  call("POST", `/v1/secure/inspections/${id}/${action}`, { token, body });

/** Moves a booking's slot to 30 minutes from now: the code may be entered from one hour before the slot. */
const openWindow = (id: string) =>
  env.DB.prepare("UPDATE inspection_bookings SET slot_start = ? WHERE id = ?")
    .bind(Date.now() + 30 * 60_000, id)
    .run();

async function confirmedBooking(over: Parameters<typeof setup>[0] = {}) {
  const s = await setup(over);
  const sk = await seeker();
  const res = await book(sk.token, { propertyId: s.listing.id, appointmentDate: at(3), payWith: "wallet" });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const id = res.json.data.id as string;
  const c = await act(s.agent.token, id, "confirm");
  expect(c.status, JSON.stringify(c.json)).toBe(200);
  expect(c.json.data.status).toBe("confirmed");
  return { ...s, sk, id, code: res.json.data.initiationCode as string };
}

describe("inspection code, cancel, cron, report", () => {
  it("the agent enters the code: fee less 10% commission to the agent; the code is shown to the seeker only; no second release", async () => {
    const b = await confirmedBooking();
    expect(
      (await call("GET", `/v1/secure/inspections/${b.id}`, { token: b.agent.token })).json.data.actions,
    ).not.toContain("initiate");
    await openWindow(b.id);
    const agentView = await call("GET", `/v1/secure/inspections/${b.id}`, { token: b.agent.token });
    expect(agentView.json.data.initiationCode).toBeNull();
    expect(agentView.json.data.actions).toContain("initiate");
    const seekerView = await call("GET", `/v1/secure/inspections/${b.id}`, { token: b.sk.token });
    expect(seekerView.json.data.initiationCode).toBe(b.code);
    expect(seekerView.json.data.actions).not.toContain("initiate");
    expect((await act(b.sk.token, b.id, "initiate", { initiationCode: b.code })).status).toBe(403);

    const wrong = b.code === "000000" ? "111111" : "000000";
    const w = await act(b.agent.token, b.id, "initiate", { initiationCode: wrong });
    expect(w.status).toBe(422);
    expect(w.json.errors[0].field).toBe("initiationCode");
    expect(await balanceOf(b.agent.user.id)).toBe(0);

    const ok = await act(b.agent.token, b.id, "initiate", { initiationCode: b.code });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data.status).toBe("completed");
    expect(await balanceOf(b.agent.user.id)).toBe(FEE - FEE / 10);
    expect((await act(b.agent.token, b.id, "initiate", { initiationCode: b.code })).status).toBe(409);
    expect((await act(b.sk.token, b.id, "cancel")).status).toBe(409);
    expect(await balanceOf(b.agent.user.id)).toBe(FEE - FEE / 10);
    const timeline = (
      await call("GET", `/v1/secure/inspections/${b.id}`, { token: b.sk.token })
    ).json.data.timeline.map((t: { action: string }) => t.action);
    expect(timeline).toEqual(["booked", "confirmed", "initiated"]);
    const bell = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND type = 'inspection_booking'",
    )
      .bind(b.sk.user.id)
      .first<{ n: number }>();
    expect(bell!.n).toBeGreaterThanOrEqual(2);
  });

  it("five wrong codes lock the booking: nothing is released, even with the right code after", async () => {
    const b = await confirmedBooking();
    await openWindow(b.id);
    const wrong = b.code === "000000" ? "111111" : "000000";
    const results = await Promise.all(
      Array.from({ length: 8 }, () => act(b.agent.token, b.id, "initiate", { initiationCode: wrong })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 422)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    const right = await act(b.agent.token, b.id, "initiate", { initiationCode: b.code });
    expect(right.status).toBe(409);
    expect(await balanceOf(b.agent.user.id)).toBe(0);
    expect(await balanceOf(b.sk.user.id)).toBe(250_000_00 - FEE);
  });

  it("cancel rules: seeker 24 h+ ahead gets all back; cancel twice and initiate a cancelled booking are refused", async () => {
    const b = await confirmedBooking();
    const c = await act(b.sk.token, b.id, "cancel");
    expect(c.status).toBe(200);
    expect(c.json.data.status).toBe("cancelled");
    expect(await balanceOf(b.sk.user.id)).toBe(250_000_00);
    const twice = await Promise.all([act(b.sk.token, b.id, "cancel"), act(b.agent.token, b.id, "cancel")]);
    expect(twice.map((r) => r.status)).toEqual([409, 409]);
    expect((await act(b.agent.token, b.id, "initiate", { initiationCode: b.code })).status).toBe(409);
    expect(await balanceOf(b.sk.user.id)).toBe(250_000_00);
    expect(await balanceOf(b.agent.user.id)).toBe(0);
  });

  it("a seeker cancelling a confirmed booking less than 24 h ahead gets half; the agent half less commission", async () => {
    // A fixed clock (08:00 Lagos today), not the time of day the suite happens to run: the slot, three hours
    // ahead at noon Lagos, is always bookable and always less than 24 h away.
    const today = lagosDate(Date.now());
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${today}T07:00:00Z`));
    try {
      const s = await setup();
      const sk = await seeker();
      const r = await book(sk.token, {
        propertyId: s.listing.id,
        appointmentDate: `${today}T12:00`,
        payWith: "wallet",
      });
      expect(r.status, JSON.stringify(r.json)).toBe(201);
      await act(s.agent.token, r.json.data.id, "confirm");
      expect((await act(sk.token, r.json.data.id, "cancel")).status).toBe(200);
      expect(await balanceOf(sk.user.id)).toBe(250_000_00 - FEE / 2);
      expect(await balanceOf(s.agent.user.id)).toBe(FEE / 2 - FEE / 20);
    } finally {
      vi.useRealTimers();
    }
  });

  it("racing cancel and the right code: exactly one settles", async () => {
    const b = await confirmedBooking();
    await openWindow(b.id);
    const [c, i] = await Promise.all([
      act(b.agent.token, b.id, "cancel"),
      act(b.agent.token, b.id, "initiate", { initiationCode: b.code }),
    ]);
    expect([c.status, i.status].filter((x) => x === 200)).toHaveLength(1);
    const settles = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE idem_key = ?")
      .bind(`inspection:settle:${b.id}`)
      .first<{ n: number }>();
    expect(settles!.n).toBe(1);
  });

  it("refundable-only state (Lagos rule): the code returns the fee to the seeker, the agent gets nothing", async () => {
    const b = await confirmedBooking({ refundableOnly: true });
    await openWindow(b.id);
    const ok = await act(b.agent.token, b.id, "initiate", { initiationCode: b.code });
    expect(ok.status).toBe(200);
    expect(await balanceOf(b.sk.user.id)).toBe(250_000_00);
    expect(await balanceOf(b.agent.user.id)).toBe(0);
  });

  it("the agent proposes another time, the seeker accepts it; a taken slot is a 409", async () => {
    const b = await confirmedBooking();
    const other = await seeker();
    expect(
      (await book(other.token, { propertyId: b.listing.id, appointmentDate: at(3, 15), payWith: "wallet" })).status,
    ).toBe(201);
    expect((await act(b.agent.token, b.id, "reschedule", { appointmentDate: at(3, 15) })).status).toBe(409);
    const p = await act(b.agent.token, b.id, "reschedule", { appointmentDate: at(3, 16) });
    expect(p.status).toBe(200);
    expect(p.json.data.status).toBe("proposed");
    expect((await act(b.agent.token, b.id, "confirm")).status).toBe(409);
    const a = await act(b.sk.token, b.id, "confirm");
    expect(a.json.data.status).toBe("confirmed");
    expect(a.json.data.appointmentDate).toContain("T16:00:00+01:00");
  });

  it("cron refunds an inspection never initiated; a report within 24 h freezes it for an admin who releases it", async () => {
    const old = await confirmedBooking();
    await env.DB.prepare("UPDATE inspection_bookings SET slot_start = ? WHERE id = ?")
      .bind(Date.now() - 3 * DAY, old.id)
      .run();
    const reported = await confirmedBooking();
    await env.DB.prepare("UPDATE inspection_bookings SET slot_start = ? WHERE id = ?")
      .bind(Date.now() - 3600_000, reported.id)
      .run();
    const rep = await act(reported.sk.token, reported.id, "report", {
      reason: "The agent never showed up at the address.",
    });
    expect(rep.status, JSON.stringify(rep.json)).toBe(200);
    expect(rep.json.data.status).toBe("disputed");
    expect((await act(reported.agent.token, reported.id, "initiate", { initiationCode: reported.code })).status).toBe(
      409,
    );
    // Even long after, the cron leaves the disputed fee alone.
    await env.DB.prepare("UPDATE inspection_bookings SET slot_start = ? WHERE id = ?")
      .bind(Date.now() - 5 * DAY, reported.id)
      .run();
    await runInspectionJobs(ctx());
    await runInspectionJobs(ctx());
    expect(await balanceOf(old.sk.user.id)).toBe(250_000_00);
    expect((await call("GET", `/v1/secure/inspections/${old.id}`, { token: old.sk.token })).json.data.status).toBe(
      "expired",
    );
    expect(await balanceOf(reported.sk.user.id)).toBe(250_000_00 - FEE);

    const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_ADD_LISTING"] });
    const { token } = await signIn(staff);
    const list = await call("GET", "/admin/api/inspections/disputes", { token });
    expect(list.json.data.map((d: { id: string }) => d.id)).toContain(reported.id);
    const res = await call("POST", `/admin/api/inspections/${reported.id}/resolve`, {
      token,
      body: { outcome: "release", note: "Agent sent photos from the visit." },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await balanceOf(reported.agent.user.id)).toBe(FEE - FEE / 10);
    expect(
      (
        await call("POST", `/admin/api/inspections/${reported.id}/resolve`, {
          token,
          body: { outcome: "refund", note: "again" },
        })
      ).status,
    ).toBe(409);
    const log = await env.DB.prepare(
      "SELECT details FROM activity_logs WHERE action = 'inspection.resolve' AND target_id = ?",
    )
      .bind(reported.id)
      .first<{ details: string }>();
    expect(JSON.parse(log!.details).before.status).toBe("disputed");
  });

  it("lists a seeker's and an agent's bookings by tab with paging", async () => {
    const b = await confirmedBooking();
    const mine = await call("GET", "/v1/secure/inspections?tab=upcoming&perPage=5&page=1&sorting=asc", {
      token: b.sk.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.json.data.map((d: { id: string }) => d.id)).toEqual([b.id]);
    expect(mine.json.data[0].role).toBe("seeker");
    const theirs = await call("GET", "/v1/secure/inspections?tab=upcoming&role=agent", { token: b.agent.token });
    expect(theirs.json.data[0].role).toBe("agent");
    await act(b.sk.token, b.id, "cancel");
    const cancelled = await call("GET", "/v1/secure/inspections?tab=cancelled", { token: b.sk.token });
    expect(cancelled.json.meta.total).toBe(1);
    const stranger = await seeker(0);
    expect((await call("GET", `/v1/secure/inspections/${b.id}`, { token: stranger.token })).status).toBe(404);
  });

  it("the cron reminds both sides the day before, once, in the bell and by email", async () => {
    const b = await confirmedBooking();
    await env.DB.prepare("UPDATE inspection_bookings SET slot_start = ? WHERE id = ?")
      .bind(Date.now() + 20 * 3600_000, b.id)
      .run();
    await runInspectionJobs(ctx());
    await runInspectionJobs(ctx());
    for (const u of [b.sk.user, b.agent.user]) {
      const bell = await env.DB.prepare("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND dedupe_key = ?")
        .bind(u.id, `inspection-reminder:${b.id}`)
        .first<{ n: number }>();
      expect(bell!.n).toBe(1);
      const mail = await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ? AND template = 'inspection_reminder'",
      )
        .bind(u.email)
        .first<{ n: number }>();
      expect(mail!.n).toBe(1);
    }
  });
});

describe("inspections on the escrow engine", () => {
  it("an inspection initiated before its window (from one hour before) is refused with a clear 409 and nothing moves", async () => {
    const b = await confirmedBooking();
    const escrowBefore = await escrow();
    const wrong = b.code === "000000" ? "111111" : "000000";
    for (const code of [b.code, wrong]) {
      const early = await act(b.agent.token, b.id, "initiate", { initiationCode: code });
      expect(early.status, JSON.stringify(early.json)).toBe(409);
      expect(early.json.message).toMatch(/from one hour before the inspection/);
      expect(early.json.errors[0].field).toBe("initiationCode");
    }
    const after = (await call("GET", `/v1/secure/inspections/${b.id}`, { token: b.sk.token })).json.data;
    expect(after.status).toBe("confirmed");
    expect(after.codeAttemptsLeft).toBe(5);
    expect(after.timeline.map((t: { action: string }) => t.action)).toEqual(["booked", "confirmed"]);
    expect(await escrow()).toBe(escrowBefore);
    expect(await balanceOf(b.agent.user.id)).toBe(0);
    expect(await balanceOf(b.sk.user.id)).toBe(250_000_00 - FEE);
    const settles = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE idem_key = ?")
      .bind(`inspection:settle:${b.id}`)
      .first<{ n: number }>();
    expect(settles!.n).toBe(0);
    // Inside the window the same code completes it.
    await openWindow(b.id);
    expect((await act(b.agent.token, b.id, "initiate", { initiationCode: b.code })).status).toBe(200);
  });

  it("30 parallel completions of one order settle once", async () => {
    const b = await confirmedBooking();
    await openWindow(b.id);
    const escrowBefore = await escrow();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => act(b.agent.token, b.id, "initiate", { initiationCode: b.code })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    expect(statuses.filter((x) => x !== 200).every((x) => x === 409)).toBe(true);
    const settles = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE idem_key = ?")
      .bind(`inspection:settle:${b.id}`)
      .first<{ n: number }>();
    expect(settles!.n).toBe(1);
    expect(await balanceOf(b.agent.user.id)).toBe(FEE - FEE / 10);
    expect(await escrow()).toBe(escrowBefore - FEE);
    const view = (await call("GET", `/v1/secure/inspections/${b.id}`, { token: b.sk.token })).json.data;
    expect(view.timeline.filter((t: { action: string }) => t.action === "initiated")).toHaveLength(1);
  });
});
