import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, expectBooksBalance } from "./money-helpers";
import { addDays } from "../../worker/contracts/lagos-time";
import { clockOn, escrowLinesOf, pay, planMoney, runningPlan, staff } from "./instalments-fixtures";

checkBooksAfterEachTest();

const EACH = 758_333_00;
const unitAvailable = async (id: string) =>
  (await env.DB.prepare("SELECT available FROM project_units WHERE id = ?").bind(id).first<{ available: number }>())!
    .available;
const notesOf = async (userId: string) =>
  (
    await env.DB.prepare("SELECT message FROM notifications WHERE user_id = ? ORDER BY created_at").bind(userId).all<{
      message: string;
    }>()
  ).results.map((n) => n.message);
const smsTo = async (phoneEnd: string, template: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM sms_outbox WHERE to_number LIKE ? AND template = ?")
    .bind(`%${phoneEnd}`, template)
    .first<{ n: number }>())!.n;

/** Posts a progress update reporting milestone `name` and answers its id. */
async function progressFor(r: Awaited<ReturnType<typeof runningPlan>>, name: string) {
  const m = r.plan.milestones.find((x: { name: string }) => x.name === name);
  const posted = await call("POST", `/project/${r.project.id}/progress`, {
    token: r.dev.token,
    body: { happenedOn: "2027-03-01", body: `${name} finished on every block.`, milestoneId: m.id },
  });
  expect(posted.status, JSON.stringify(posted.json)).toBe(201);
  return posted.json.id as string;
}

describe("instalment plans: releases, cancellations, reminders and defaults", () => {
  it("paying ahead then cancelling refunds exactly the stated share; the reservation ends and the unit comes back", async () => {
    const r = await runningPlan();
    const units = await unitAvailable(r.unitId);
    expect((await pay(r.b.token, r.planId, { seqs: [1, 2, 3], payWith: "wallet" })).status).toBe(200);
    const before = await balanceOf(r.b.user.id);
    const devBefore = await balanceOf(r.dev.user.id);
    const cancelled = await call("POST", `/v1/secure/instalment-plans/${r.planId}/cancel`, { token: r.b.token });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    const held = 3 * EACH;
    const refund = Math.floor((held * 80) / 100);
    const commission = Math.floor(((held - refund) * 250) / 10_000);
    expect(await balanceOf(r.b.user.id)).toBe(before + refund);
    expect(await balanceOf(r.dev.user.id)).toBe(devBefore + held - refund - commission);
    expect(cancelled.json.data).toMatchObject({ status: "cancelled", heldKobo: 0, refundedKobo: refund, actions: [] });
    expect(cancelled.json.data.schedule.filter((x: { status: string }) => x.status === "cancelled")).toHaveLength(9);
    expect(await escrowLinesOf(r.planId)).toBe(0);
    expect(await unitAvailable(r.unitId)).toBe(units + 1);
    const res = await call("GET", `/v1/secure/project-reservations/${r.reservationId}`, { token: r.b.token });
    expect(res.json.data).toMatchObject({ status: "ended", refundedKobo: 0 });
    // Once only: a second cancel, and paying after the end, change nothing.
    expect((await call("POST", `/v1/secure/instalment-plans/${r.planId}/cancel`, { token: r.b.token })).status).toBe(
      409,
    );
    expect((await pay(r.b.token, r.planId, { seqs: [4], payWith: "wallet" })).status).toBe(409);
    expect(await balanceOf(r.b.user.id)).toBe(before + refund);
  });

  it("a milestone release moves exactly its share of what is held, once, even when approved twice at once", async () => {
    const r = await runningPlan();
    await pay(r.b.token, r.planId, { seqs: [1, 2], payWith: "wallet" });
    const updateId = await progressFor(r, "Roofing");
    const admin = await staff();
    const path = `/admin/api/projects/${r.project.id}/progress/${updateId}/approve`;
    // Without the permission: refused before anything happens.
    const other = await staff(["CAN_VIEW_LISTING"]);
    expect((await call("POST", path, { token: other.token })).status).toBe(403);
    const devBefore = await balanceOf(r.dev.user.id);
    const tries = await Promise.all(Array.from({ length: 10 }, () => call("POST", path, { token: admin.token })));
    expect(tries.filter((t) => t.status === 200)).toHaveLength(1);
    expect(tries.filter((t) => t.status === 409)).toHaveLength(9);
    const held = 2 * EACH;
    const share = Math.floor((held * 30) / 100);
    const ok = tries.find((t) => t.status === 200)!.json.data;
    expect(ok).toMatchObject({ name: "Roofing", sharePercent: 30, plans: 1, releasedKobo: share, pending: 0 });
    expect(await balanceOf(r.dev.user.id)).toBe(devBefore + share - Math.floor((share * 250) / 10_000));
    expect(await planMoney(r.planId)).toMatchObject({ held_kobo: held - share, released_kobo: share });
    expect(await escrowLinesOf(r.planId)).toBe(held - share);
    const view = (await call("GET", `/v1/secure/instalment-plans/${r.planId}`, { token: r.b.token })).json.data;
    expect(view.milestones.find((m: { name: string }) => m.name === "Roofing").releasedKobo).toBe(share);
    // The clock finds nothing stuck; the approved update is marked on the project page.
    await clockOn(addDays(r.plan.schedule[0].dueOn, -20));
    expect(await planMoney(r.planId)).toMatchObject({ released_kobo: share });
    const page = await call("GET", `/project/${r.project.id}`);
    expect(page.json.data.progress[0].milestone).toMatchObject({ name: "Roofing", approved: true });
    // The pending list no longer has it; the activity log has the approval.
    const pending = await call("GET", "/admin/api/instalment-plans/milestones", { token: admin.token });
    expect(pending.json.data.some((p: { updateId: string }) => p.updateId === updateId)).toBe(false);
    const logged = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM activity_logs WHERE action = 'instalments.milestone_approve' AND actor_id = ?",
    )
      .bind(admin.user.id)
      .first<{ n: number }>();
    expect(logged!.n).toBe(1);
  });

  it("a release that did not go through is finished by the clock, once", async () => {
    const r = await runningPlan();
    await pay(r.b.token, r.planId, { seqs: [1], payWith: "wallet" });
    const m = r.plan.milestones.find((x: { name: string }) => x.name === "Foundation");
    // As a crash right after the approval would leave it: approved, nothing released.
    await env.DB.prepare("UPDATE project_milestones SET approved_at = ?, approved_by = NULL WHERE id = ?")
      .bind(Date.now() + 1000, m.id)
      .run();
    await Promise.all([
      clockOn(addDays(r.plan.schedule[0].dueOn, -20)),
      clockOn(addDays(r.plan.schedule[0].dueOn, -20)),
    ]);
    const share = Math.floor((EACH * 20) / 100);
    expect(await planMoney(r.planId)).toMatchObject({ released_kobo: share, held_kobo: EACH - share });
  });

  it("money paid after every milestone was released goes to the developer at once, in the payment's batch, once", async () => {
    const r = await runningPlan();
    const admin = await staff();
    const approve = async (name: string) => {
      const updateId = await progressFor(r, name);
      const ok = await call("POST", `/admin/api/projects/${r.project.id}/progress/${updateId}/approve`, {
        token: admin.token,
      });
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    };
    await pay(r.b.token, r.planId, { seqs: [1], payWith: "wallet" });
    await approve("Foundation");
    await approve("Roofing");
    // Paid before the last milestone: held, and the last milestone (100%) releases it with the rest.
    await pay(r.b.token, r.planId, { seqs: [2], payWith: "wallet" });
    expect((await planMoney(r.planId)).released_kobo).toBeLessThan(2 * EACH);
    await approve("Handover");
    expect(await planMoney(r.planId)).toMatchObject({ held_kobo: 0, released_kobo: 2 * EACH });

    // Every milestone released: instalment 3 goes on to the developer in the payment's own batch, once however many
    // requests race for it.
    const devBefore = await balanceOf(r.dev.user.id);
    const tries = await Promise.all(
      Array.from({ length: 10 }, () => pay(r.b.token, r.planId, { seqs: [3], payWith: "wallet" })),
    );
    expect(tries.filter((t) => t.status === 200)).toHaveLength(1);
    const commission = Math.floor((EACH * 250) / 10_000);
    expect(await balanceOf(r.dev.user.id)).toBe(devBefore + EACH - commission);
    expect(await planMoney(r.planId)).toMatchObject({ paid_kobo: 3 * EACH, held_kobo: 0, released_kobo: 3 * EACH });
    expect(await escrowLinesOf(r.planId)).toBe(0);
    // One entry, and it moves exactly the instalment: escrow out, the developer and the commission in.
    const lines = (
      await env.DB.prepare(
        `SELECT l.account_id, l.amount_kobo FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
         WHERE e.idem_key = ? ORDER BY l.amount_kobo`,
      )
        .bind(`instalment:release:paid-3:${r.planId}`)
        .all<{ account_id: string; amount_kobo: number }>()
    ).results;
    expect(lines).toEqual([
      { account_id: "system:escrow", amount_kobo: -EACH },
      { account_id: "system:platform_revenue", amount_kobo: commission },
      { account_id: `wallet:${r.dev.user.id}`, amount_kobo: EACH - commission },
    ]);
    // Two ahead: both on at once; both sides are told.
    expect((await pay(r.b.token, r.planId, { seqs: [4, 5], payWith: "wallet" })).status).toBe(200);
    expect(await balanceOf(r.dev.user.id)).toBe(
      devBefore + EACH - commission + 2 * EACH - Math.floor((2 * EACH * 250) / 10_000),
    );
    expect(await planMoney(r.planId)).toMatchObject({ held_kobo: 0, released_kobo: 5 * EACH });
    expect((await notesOf(r.dev.user.id)).filter((m) => m.includes("paid after every milestone"))).toHaveLength(2);
    expect((await notesOf(r.b.user.id)).some((m) => m.includes("went to the developer at once"))).toBe(true);
    const view = (await call("GET", `/v1/secure/instalment-plans/${r.planId}`, { token: r.b.token })).json.data;
    expect(view).toMatchObject({ paidKobo: 5 * EACH, heldKobo: 0, releasedKobo: 5 * EACH });
    await expectBooksBalance();
  });

  it("a missed instalment: reminders 7, 3 and 1 days before and when missed, then grace, then the default rule", async () => {
    const r = await runningPlan();
    const [first, second] = r.plan.schedule as { dueOn: string }[];
    await pay(r.b.token, r.planId, { seqs: [3], payWith: "wallet" });
    const reminders = () => notesOf(r.b.user.id).then((n) => n.filter((m) => /is due|was due/.test(m)));
    await clockOn(addDays(first!.dueOn, -10));
    expect(await reminders()).toHaveLength(0);
    await clockOn(addDays(first!.dueOn, -7));
    await clockOn(addDays(first!.dueOn, -7));
    expect(await reminders()).toHaveLength(1);
    await clockOn(addDays(first!.dueOn, -3));
    await clockOn(addDays(first!.dueOn, -1));
    await clockOn(first!.dueOn);
    expect(await reminders()).toHaveLength(3);
    expect((await reminders())[2]).toContain("Instalment 1 of 12");
    await clockOn(addDays(first!.dueOn, 1));
    const after = await reminders();
    expect(after).toHaveLength(4);
    expect(after[3]).toContain("was due");
    // The buyer allows SMS: the missed notice went by SMS too, once (it is claimed before it is sent).
    expect(await smsTo("8031234567", "instalment_missed")).toBe(1);
    // Within the grace days nothing ends, and one missed instalment is not the default rule (2).
    await clockOn(addDays(first!.dueOn, 6));
    expect((await planMoney(r.planId)).status).toBe("active");
    const plan = (await call("GET", `/v1/secure/instalment-plans/${r.planId}`, { token: r.b.token })).json.data;
    expect(plan.schedule[0].status).toBe("overdue");
    expect(plan.overdueKobo).toBe(EACH);
    // The second one is missed too and its grace runs out: the plan defaults, by its stated policy.
    const buyerBefore = await balanceOf(r.b.user.id);
    const devBefore = await balanceOf(r.dev.user.id);
    await clockOn(addDays(second!.dueOn, 6));
    const money = await planMoney(r.planId);
    expect(money.status).toBe("defaulted");
    const refund = Math.floor((EACH * 80) / 100);
    expect(money).toMatchObject({ held_kobo: 0, refunded_kobo: refund });
    expect(await balanceOf(r.b.user.id)).toBe(buyerBefore + refund);
    expect(await balanceOf(r.dev.user.id)).toBe(
      devBefore + (EACH - refund) - Math.floor(((EACH - refund) * 250) / 10_000),
    );
    expect((await notesOf(r.b.user.id)).some((m) => m.includes("ended"))).toBe(true);
    expect((await notesOf(r.dev.user.id)).some((m) => m.includes("ended"))).toBe(true);
    // A rerun of the clock changes nothing more.
    await clockOn(addDays(second!.dueOn, 7));
    expect(await balanceOf(r.b.user.id)).toBe(buyerBefore + refund);
    await expectBooksBalance();
  });

  it("staff pause (no reminders, no default), waive and refund in full, each in the activity log; developers see money per buyer", async () => {
    const r = await runningPlan();
    await pay(r.b.token, r.planId, { seqs: [1], payWith: "wallet" });
    const admin = await staff();
    const base = `/admin/api/instalment-plans/${r.planId}`;
    expect((await call("POST", `${base}/pause`, { token: admin.token, body: { reason: "no" } })).status).toBe(400);
    expect(
      (await call("POST", `${base}/pause`, { token: admin.token, body: { reason: "Buyer in hospital" } })).json.data
        .status,
    ).toBe("paused");
    expect(
      (await call("POST", `${base}/pause`, { token: admin.token, body: { reason: "Buyer in hospital" } })).status,
    ).toBe(409);
    const second = r.plan.schedule[1].dueOn as string;
    await clockOn(addDays(second, 40));
    expect((await planMoney(r.planId)).status).toBe("paused");
    expect(
      (await call("POST", `${base}/resume`, { token: admin.token, body: { reason: "Back home now" } })).status,
    ).toBe(200);
    expect(
      (await call("POST", `${base}/waive`, { token: admin.token, body: { reason: "Agreed hardship", seq: 2 } })).status,
    ).toBe(200);
    expect(
      (await call("POST", `${base}/waive`, { token: admin.token, body: { reason: "Agreed hardship", seq: 2 } })).status,
    ).toBe(409);
    expect(
      (await call("POST", `${base}/waive`, { token: admin.token, body: { reason: "Agreed hardship", seq: 40 } }))
        .status,
    ).toBe(404);

    const report = await call("GET", "/admin/api/instalment-plans?overdue=false", { token: admin.token });
    const row = report.json.data.find((p: { id: string }) => p.id === r.planId);
    expect(row).toMatchObject({ receivedKobo: EACH, heldKobo: EACH, paidCount: 1, instalments: 12 });
    expect(report.json.meta.total).toBeGreaterThanOrEqual(1);
    const withStatus = async (status: string) =>
      (await call("GET", `/admin/api/instalment-plans?status=${status}`, { token: admin.token })).json.data.map(
        (p: { id: string }) => p.id,
      );
    expect(await withStatus("active")).toContain(r.planId);
    expect(await withStatus("defaulted")).not.toContain(r.planId);
    const dev = await call("GET", "/v1/secure/instalment-plans/developer", { token: r.dev.token });
    expect(dev.json.data[0]).toMatchObject({
      id: r.planId,
      expectedKobo: 9_100_000_00,
      receivedKobo: EACH,
      heldKobo: EACH,
      releasedKobo: 0,
    });
    expect((await call("GET", "/v1/secure/instalment-plans/developer", { token: r.b.token })).status).toBe(403);

    const before = await balanceOf(r.b.user.id);
    const refund = await call("POST", `${base}/refund`, {
      token: admin.token,
      body: { reason: "Developer breached the contract" },
    });
    expect(refund.json.data.refundedKobo).toBe(EACH);
    expect(await balanceOf(r.b.user.id)).toBe(before + EACH);
    expect((await planMoney(r.planId)).status).toBe("cancelled");
    const actions = (
      await env.DB.prepare("SELECT action FROM activity_logs WHERE target_id = ? ORDER BY created_at")
        .bind(r.planId)
        .all<{ action: string }>()
    ).results.map((a) => a.action);
    expect(actions).toEqual(["instalments.pause", "instalments.resume", "instalments.waive", "instalments.refund"]);
  });
});
