import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, makeUser, signIn } from "./helpers";
import { checkBooksAfterEachTest, fundWallet } from "./money-helpers";
import { developer, newProject, subAccount } from "./projects-fixtures";
import { expectCreated } from "./review-fixtures";

checkBooksAfterEachTest();

const reserve = (token: string, unitId: string) =>
  call("POST", "/v1/secure/project-reservations", {
    token,
    body: { unitId, payWith: "wallet" },
    headers: { "idempotency-key": `k-${crypto.randomUUID()}` },
  });
const decide = (token: string, id: string, what: "confirm" | "decline" | "cancel") =>
  call("POST", `/v1/secure/project-reservations/${id}/${what}`, {
    token,
    // A developer's decline says why: the buyer reads it.
    ...(what === "decline" ? { body: { reason: "The unit was sold before this deposit arrived." } } : {}),
  });
const review = (
  token: string,
  projectId: string,
  body: Record<string, unknown> = { rating: 5, review: "Clear payment plan, honest developer." },
) => call("POST", `/secure/project/review/${projectId}`, { token, body });

/** A listed project with a ₦2,000,000 unit type (₦600,000 deposit) and a funded buyer holding a paid reservation. */
async function reserved() {
  const dev = await developer();
  const project = await newProject(dev.token, {
    properties: [{ categoryId: 1, type: "Studio apartment", bedrooms: 0, price: 2_000_000, unitsTotal: 5 }],
  });
  const unit = project.data.properties[0] as { id: string };
  const u = await makeUser({ accountType: "standard" });
  await fundWallet(u.id, 1_000_000_00);
  const b = { user: u, token: (await signIn(u)).token };
  const r = await reserve(b.token, unit.id);
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return { dev, project, unit, b, id: r.json.data.id as string };
}

describe("project reservations → reviews", { timeout: 30_000 }, () => {
  it("a confirmed reservation lets the buyer review the project (Verified reservation); the developer sees it on /projects/reviews and replies", async () => {
    const s = await reserved();
    expect((await review(s.b.token, s.project.id)).status).toBe(403); // pending: the developer has not decided
    expect((await decide(s.dev.token, s.id, "confirm")).status).toBe(200);

    const elig = await call("GET", `/v1/secure/project/review/${s.project.id}/eligibility`, { token: s.b.token });
    expect(elig.json.data.interactions).toEqual([
      expect.objectContaining({
        id: s.id,
        kind: "project_reservation",
        verifiedLabel: "Verified reservation",
        blind: false,
      }),
    ]);
    const r = await expectCreated(await review(s.b.token, s.project.id));
    expect(r).toMatchObject({ status: "published", verifiedLabel: "Verified reservation" });
    const row = await env.DB.prepare("SELECT reviewee_id, subject_type FROM reviews WHERE id = ?")
      .bind(r.id)
      .first<{ reviewee_id: string; subject_type: string }>();
    expect(row).toEqual({ reviewee_id: s.dev.user.id, subject_type: "project" });

    // The same list on the SPEC path (signed in) and the /v1 one; statistics follow.
    const spec = await call("GET", `/secure/project/review/${s.project.id}`, { token: s.b.token });
    expect(spec.status).toBe(200);
    expect(spec.json.data.map((x: { id: string }) => x.id)).toEqual([r.id]);
    expect(spec.json.data[0].subjectTitle).toBe(s.project.data.name);
    expect(
      (await call("GET", `/v1/project/review/${s.project.id}`)).json.data.map((x: { id: string }) => x.id),
    ).toEqual([r.id]);
    expect((await call("GET", `/v1/project/review/${s.project.id}/statistics`)).json.data).toMatchObject({
      count: 1,
      average: 5,
    });
    expect((await call("GET", `/secure/project/review/${s.project.id}`)).status).toBe(401);

    // The developer (and its sub account) see it; another developer does not; a seeker is refused.
    const mine = await call("GET", "/projects/reviews", { token: s.dev.token });
    expect(mine.status, JSON.stringify(mine.json)).toBe(200);
    expect(mine.json.data.map((x: { id: string }) => x.id)).toEqual([r.id]);
    const staff = await subAccount(s.dev.token, ["edit_projects"]);
    expect(
      (await call("GET", `/projects/reviews?projectId=${s.project.id}`, { token: staff.token })).json.data.map(
        (x: { id: string }) => x.id,
      ),
    ).toEqual([r.id]);
    const other = await developer();
    expect((await call("GET", "/projects/reviews", { token: other.token })).json.data).toEqual([]);
    expect((await call("GET", "/projects/reviews", { token: s.b.token })).status).toBe(403);
    expect((await call("GET", "/projects/reviews?junk=1&perPage=0", { token: s.dev.token })).status).toBe(400);

    // A sub account with edit_projects answers for the developer (once); one without the right may not.
    expect((await call("GET", "/projects/reviews", { token: staff.token })).json.data[0].canReply).toBe(true);
    const viewer = await subAccount(s.dev.token, ["manage_reservations"]);
    expect((await call("GET", "/projects/reviews", { token: viewer.token })).json.data[0].canReply).toBe(false);
    expect(
      (
        await call("POST", `/v1/secure/reviews/${r.id}/reply`, {
          token: viewer.token,
          body: { reply: "Not mine to say." },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call("POST", `/v1/secure/reviews/${r.id}/reply`, {
          token: other.token,
          body: { reply: "Not mine either." },
        })
      ).status,
    ).toBe(403);
    const replies = await Promise.all([
      call("POST", `/v1/secure/reviews/${r.id}/reply`, {
        token: staff.token,
        body: { reply: "Thank you for choosing us." },
      }),
      call("POST", `/v1/secure/reviews/${r.id}/reply`, {
        token: s.dev.token,
        body: { reply: "Thanks from the developer." },
      }),
    ]);
    expect(replies.map((x) => x.status).sort()).toEqual([200, 409]);
    const stored = await env.DB.prepare("SELECT reply FROM reviews WHERE id = ?").bind(r.id).first<{ reply: string }>();
    expect(["Thank you for choosing us.", "Thanks from the developer."]).toContain(stored!.reply);
    expect((await call("GET", "/projects/reviews", { token: s.dev.token })).json.data[0].canReply).toBe(false);
  });

  it("a declined or cancelled reservation gives no right to review; an unknown project is a 404", async () => {
    const declined = await reserved();
    expect((await decide(declined.dev.token, declined.id, "decline")).status).toBe(200);
    const cancelled = await reserved();
    expect((await decide(cancelled.b.token, cancelled.id, "cancel")).status).toBe(200);
    for (const s of [declined, cancelled]) {
      expect((await review(s.b.token, s.project.id)).status).toBe(403);
      expect(
        (await call("GET", `/v1/secure/project/review/${s.project.id}/eligibility`, { token: s.b.token })).json.data,
      ).toEqual({ canReview: false, interactions: [] });
    }
    expect((await review(declined.b.token, "no-such-project")).status).toBe(404);
    // The developer may not review its own project.
    expect((await review(declined.dev.token, declined.project.id)).status).toBe(403);
    const bad = await review(declined.b.token, declined.project.id, { rating: 9, review: "x", extra: true });
    expect(bad.status).toBe(400);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM reviews WHERE subject_id IN (?, ?)")
      .bind(declined.project.id, cancelled.project.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
  });

  it("one review per reservation: 30 parallel posts leave one, the rest are 409", async () => {
    const s = await reserved();
    expect((await decide(s.dev.token, s.id, "confirm")).status).toBe(200);
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        review(s.b.token, s.project.id, { rating: 4, review: `Review number ${i}` }),
      ),
    );
    expect(res.filter((x) => x.status === 201)).toHaveLength(1);
    expect(res.filter((x) => x.status === 409)).toHaveLength(29);
    const n = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM reviews WHERE subject_type = 'project' AND subject_id = ?",
    )
      .bind(s.project.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(1);
    expect((await call("GET", `/v1/project/review/${s.project.id}/statistics`)).json.data).toMatchObject({
      count: 1,
      average: 4,
    });
  });

  it("30 parallel replies from the developer and its sub account leave one reply; bad input is a 400", async () => {
    const s = await reserved();
    expect((await decide(s.dev.token, s.id, "confirm")).status).toBe(200);
    const r = await review(s.b.token, s.project.id);
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    const id = r.json.data.id as string;
    const staff = await subAccount(s.dev.token, ["edit_projects"]);
    const bad = await call("POST", `/v1/secure/reviews/${id}/reply`, {
      token: staff.token,
      body: { reply: "ok", extra: 1 },
    });
    expect(bad.status).toBe(400);
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call("POST", `/v1/secure/reviews/${id}/reply`, {
          token: i % 2 ? staff.token : s.dev.token,
          body: { reply: `Thank you, reply ${i}.` },
        }),
      ),
    );
    expect(res.filter((x) => x.status === 200)).toHaveLength(1);
    expect(res.filter((x) => x.status === 409)).toHaveLength(29);
    const stored = await env.DB.prepare("SELECT reply FROM reviews WHERE id = ?").bind(id).first<{ reply: string }>();
    expect(stored!.reply).toBe(res.find((x) => x.status === 200)!.json.data.reply);
  });
});
