import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call } from "./helpers";
import { planProject } from "./instalments-fixtures";

type Milestone = { id: string; name: string; sharePercent: number; approvedAt: number | null };
const milestonesOf = async (projectId: string) =>
  (await call("GET", `/project/${projectId}`)).json.data.paymentPlan.milestones as Milestone[];

describe("a developer edits the plan's terms and milestones", () => {
  it("edits a milestone in place by its id, adds new ones and drops the ones left out", async () => {
    const s = await planProject();
    const before = await milestonesOf(s.project.id);
    const foundation = before.find((m) => m.name === "Foundation")!;
    const r = await call("POST", `/projects/${s.project.id}/edit`, {
      token: s.dev.token,
      body: {
        planGraceDays: 10,
        planRefundPercent: 60,
        milestones: [
          { id: foundation.id, name: "Foundation and slab", sharePercent: 25 },
          { name: "Plastering", sharePercent: 40 },
        ],
      },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const page = (await call("GET", `/project/${s.project.id}`)).json.data.paymentPlan;
    expect(page).toMatchObject({ graceDays: 10, refundPercent: 60 });
    expect(page.milestones.map((m: Milestone) => [m.name, m.sharePercent])).toEqual([
      ["Foundation and slab", 25],
      ["Plastering", 40],
    ]);
    expect(page.milestones[0].id).toBe(foundation.id);
  });

  it("refuses to change an approved milestone or one the project does not have, and changes nothing", async () => {
    const s = await planProject();
    const before = await milestonesOf(s.project.id);
    const foundation = before.find((m) => m.name === "Foundation")!;
    await env.DB.prepare("UPDATE project_milestones SET approved_at = ? WHERE id = ?")
      .bind(Date.now(), foundation.id)
      .run();
    for (const id of [foundation.id, "no-such-milestone"]) {
      const r = await call("POST", `/projects/${s.project.id}/edit`, {
        token: s.dev.token,
        body: { milestones: [{ id, name: "Renamed", sharePercent: 10 }] },
      });
      expect(r.status).toBe(404);
      expect(r.json.errors?.[0]?.field ?? JSON.stringify(r.json)).toBe("milestones.0.id");
    }
    const after = await milestonesOf(s.project.id);
    expect(after.map((m) => [m.id, m.name, m.sharePercent])).toEqual(before.map((m) => [m.id, m.name, m.sharePercent]));
  });

  it("keeps an unapproved milestone a progress update reports when an edit leaves it out", async () => {
    const s = await planProject();
    const before = await milestonesOf(s.project.id);
    const roofing = before.find((m) => m.name === "Roofing")!;
    await env.DB.prepare(
      "INSERT INTO project_updates (id, project_id, happened_on, body, milestone_id, created_at) VALUES (?, ?, '2026-12-01', 'The roof is on.', ?, ?)",
    )
      .bind(crypto.randomUUID(), s.project.id, roofing.id, Date.now())
      .run();
    const r = await call("POST", `/projects/${s.project.id}/edit`, {
      token: s.dev.token,
      body: { milestones: [{ name: "Handover", sharePercent: 100 }] },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const names = (await milestonesOf(s.project.id)).map((m) => m.name);
    expect(names).toContain("Roofing");
    expect(names).toContain("Handover");
    expect(names).not.toContain("Foundation");
  });
});
