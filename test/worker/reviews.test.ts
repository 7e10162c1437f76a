import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { publishDueBlindReviews } from "../../worker/services/reviews";
import { BLIND_WINDOW_MS, ratingLabel, reviewItem, reviewStatistics } from "../../worker/contracts/reviews";
import { call, makeUser, signIn } from "./helpers";
import { ctx } from "./money-helpers";
import { agentWithListing, openConversation, person } from "./messaging-fixtures";
import {
  completedInspection,
  expectCreated,
  finishedStay,
  inspected,
  reviewAgent,
  reviewProperty,
} from "./review-fixtures";

/** Statistics recomputed straight from the rows, to compare with what the API says. */
async function statsFromRows(subjectType: string, subjectId: string) {
  const r = await env.DB.prepare(
    "SELECT COUNT(*) AS n, AVG(rating) AS avg FROM reviews WHERE subject_type = ? AND subject_id = ? AND status = 'published'",
  )
    .bind(subjectType, subjectId)
    .first<{ n: number; avg: number | null }>();
  const dist = await env.DB.prepare(
    "SELECT rating, COUNT(*) AS n FROM reviews WHERE subject_type = ? AND subject_id = ? AND status = 'published' GROUP BY rating",
  )
    .bind(subjectType, subjectId)
    .all<{ rating: number; n: number }>();
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<number, number>;
  for (const d of dist.results) distribution[d.rating] = d.n;
  return { count: r!.n, average: r!.avg === null ? 0 : Math.round(r!.avg * 100) / 100, distribution };
}

async function admin() {
  const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_LISTING"] });
  return (await signIn(staff)).token;
}

describe("the trust rule", () => {
  it("a review without an interaction is refused and writes nothing; an unanswered conversation does not count", async () => {
    const { agent, listing } = await agentWithListing();
    const stranger = await person();
    const body = { rating: 5, review: "Great agent, very helpful." };
    for (const res of [await reviewAgent(stranger, agent.id, body), await reviewProperty(stranger, listing.id, body)]) {
      expect(res.status).toBe(403);
      expect(res.json.message).toMatch(/Only people who/);
    }
    await openConversation(stranger, agent.id, listing.id);
    expect((await reviewAgent(stranger, agent.id, body)).status).toBe(403);
    const elig = await call("GET", `/v1/secure/agent/review/${agent.id}/eligibility`, { token: stranger.token });
    expect(elig.json.data).toEqual({ canReview: false, interactions: [] });
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM reviews WHERE reviewer_id = ?")
      .bind(stranger.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
  });

  it("an answered conversation qualifies: the review is 'Verified conversation'", async () => {
    const { agent, listing } = await agentWithListing();
    const seeker = await person();
    const conv = await openConversation(seeker, agent.id, listing.id);
    const reply = await call("POST", `/v1/messaging/conversations/${conv.conversation.id}/messages`, {
      token: agent.token,
      body: { message: "Yes, it is available." },
    });
    expect(reply.status, JSON.stringify(reply.json)).toBe(201);
    const r = await expectCreated(await reviewAgent(seeker, agent.id, { rating: 3, review: "Replied quickly." }));
    expect(r.verifiedLabel).toBe("Verified conversation");
    expect(r.ratingLabel).toBe("Average");
  });

  it("a conversation alone does not make a listing review eligible (only the agent review)", async () => {
    const { agent, listing } = await agentWithListing();
    const seeker = await person();
    const conv = await openConversation(seeker, agent.id, listing.id);
    const reply = await call("POST", `/v1/messaging/conversations/${conv.conversation.id}/messages`, {
      token: agent.token,
      body: { message: "Yes, it is available." },
    });
    expect(reply.status, JSON.stringify(reply.json)).toBe(201);
    const elig = await call("GET", `/v1/secure/property/review/${listing.id}/eligibility`, { token: seeker.token });
    expect(elig.status, JSON.stringify(elig.json)).toBe(200);
    expect(elig.json.data).toEqual({ canReview: false, interactions: [] });
    const res = await reviewProperty(seeker, listing.id, { rating: 5, review: "Lovely flat, friendly agent." });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/completed inspection or stay/);
    const n = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM reviews WHERE reviewer_id = ? AND subject_type = 'property'",
    )
      .bind(seeker.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
  });

  it("a completed inspection qualifies ('Verified inspection'); a cancelled one does not; the reviewed party is notified", async () => {
    const { agent, listing, seeker, booking } = await inspected();
    const res = await reviewAgent(seeker, agent.id, {
      rating: 5,
      review: "Showed us round on time.",
      interactionId: booking,
    });
    const r = await expectCreated(res);
    expect(reviewItem.parse(res.json.data)).toBeTruthy();
    expect(r.verifiedLabel).toBe("Verified inspection");
    expect(r.ratingLabel).toBe("Excellent");
    expect(res.json.data.reviewer.displayName).toBe("Amaka O.");
    // The same booking may also back a review of the listing (one review per booking and subject).
    await expectCreated(await reviewProperty(seeker, listing.id, { rating: 4, review: "Clean flat, as pictured." }));
    // Listing cards and the listing page carry the rating.
    const detail = await call("GET", `/v1/property/property/${listing.id}`);
    expect(detail.json.rating).toEqual({ average: 4, count: 1 });
    const bell = await call("GET", "/v1/secure/notification?page=1&perPage=15", { token: agent.token });
    const types = bell.json.results.map((n: { type: string }) => n.type);
    expect(types).toContain("agent_review");
    expect(types).toContain("review");

    const other = await person();
    await completedInspection(other.id, agent.id, listing.id, "cancelled");
    expect((await reviewAgent(other, agent.id, { rating: 1, review: "Never met them." })).status).toBe(403);
  });

  it("a second review of the same booking is refused (409); 20 parallel reviews of one booking leave one", async () => {
    const { agent, seeker, booking } = await inspected();
    const before = await call("GET", `/v1/secure/agent/review/${agent.id}/eligibility`, { token: seeker.token });
    expect(before.json.data.canReview).toBe(true);
    expect(before.json.data.interactions).toEqual([
      expect.objectContaining({ id: booking, kind: "inspection", verifiedLabel: "Verified inspection", blind: false }),
    ]);
    await expectCreated(await reviewAgent(seeker, agent.id, { rating: 4, review: "Good.", interactionId: booking }));
    const elig = await call("GET", `/v1/secure/agent/review/${agent.id}/eligibility`, { token: seeker.token });
    expect(elig.json.data).toEqual({ canReview: false, interactions: [] });
    const again = await reviewAgent(seeker, agent.id, {
      rating: 1,
      review: "Changed my mind.",
      interactionId: booking,
    });
    expect(again.status).toBe(409);
    expect((await reviewAgent(seeker, agent.id, { rating: 1, review: "Changed my mind." })).status).toBe(409);

    const s2 = await inspected();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        reviewAgent(s2.seeker, s2.agent.id, { rating: (i % 5) + 1, review: `Parallel review ${i}` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM reviews WHERE reviewer_id = ?")
      .bind(s2.seeker.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
    const stats = await call("GET", `/v1/agent/review/${s2.agent.id}/statistics`);
    expect(stats.json.data.count).toBe(1);
  });

  it("you cannot review yourself; bad input is a 400 naming the field and writes nothing", async () => {
    const { agent, seeker } = await inspected();
    expect((await reviewAgent(agent, agent.id, { rating: 5, review: "I am great." })).status).toBe(403);
    for (const [body, field] of [
      [{ rating: 6, review: "Too many stars" }, "rating"],
      [{ rating: 2.5, review: "Half star" }, "rating"],
      [{ rating: 4, review: "" }, "review"],
      [{ rating: 4, review: "fine", extra: true }, "extra"],
    ] as const) {
      const r = await reviewAgent(seeker, agent.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.json.errors)).toContain(field);
    }
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM reviews WHERE reviewer_id = ?")
      .bind(seeker.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
    expect(
      (
        await call("POST", "/v1/secure/agent/review/nobody-here", {
          token: seeker.token,
          body: { rating: 4, review: "Who?" },
        })
      ).status,
    ).toBe(404);
  });
});

describe("statistics", () => {
  it("match the rows after reviews, a hide and a restore; labels follow SPEC §9", async () => {
    const { agent, listing } = await agentWithListing();
    const ratings = [5, 4, 4, 2, 1];
    const seekers = await Promise.all(ratings.map(() => person()));
    await Promise.all(seekers.map((s) => completedInspection(s.id, agent.id, listing.id)));
    const created = await Promise.all(
      seekers.map((s, i) => reviewAgent(s, agent.id, { rating: ratings[i], review: `Review number ${i}` })),
    );
    created.forEach((r) => expect(r.status, JSON.stringify(r.json)).toBe(201));

    const check = async () => {
      const api = await call("GET", `/v1/agent/review/${agent.id}/statistics`);
      expect(api.status).toBe(200);
      reviewStatistics.parse(api.json.data);
      const rows = await statsFromRows("agent", agent.id);
      expect(api.json.data.count).toBe(rows.count);
      expect(api.json.data.average).toBe(rows.average);
      expect(api.json.data.distribution).toEqual(rows.distribution);
      expect(api.json.data.ratingLabel).toBe(ratingLabel(rows.average));
      return api.json.data;
    };
    expect(await check()).toMatchObject({
      count: 5,
      average: 3.2,
      ratingLabel: "Good",
      distribution: { 1: 1, 2: 1, 3: 0, 4: 2, 5: 1 },
    });

    const token = await admin();
    const worst = created[4]!.json.data.id;
    expect(
      (await call("POST", `/admin/api/reviews/${worst}/hide`, { token, body: { reason: "Abusive" } })).status,
    ).toBe(200);
    expect(await check()).toMatchObject({ count: 4, average: 3.75 });
    const list = await call("GET", `/v1/agent/review/${agent.id}?page=1&perPage=10`);
    expect(list.json.data.map((r: { id: string }) => r.id)).not.toContain(worst);
    expect((await call("POST", `/admin/api/reviews/${worst}/restore`, { token })).status).toBe(200);
    expect(await check()).toMatchObject({ count: 5 });

    expect([0, 0.5, 1, 1.2, 2, 2.5, 3, 3.5, 4, 4.2, 5].map(ratingLabel)).toEqual([
      "Unrated",
      "Bad?",
      "Bad?",
      "Fair",
      "Fair",
      "Average",
      "Average",
      "Good",
      "Good",
      "Excellent",
      "Excellent",
    ]);
    const none = await call("GET", `/v1/property/review/${listing.id}/statistics`);
    expect(none.json.data).toEqual({
      average: 0,
      count: 0,
      ratingLabel: "Unrated",
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });

  it("lists page with perPage (agent default 10, property default 15), newest first", async () => {
    const { agent, listing } = await agentWithListing();
    const seekers = await Promise.all(Array.from({ length: 12 }, () => person()));
    await Promise.all(seekers.map((s) => completedInspection(s.id, agent.id, listing.id)));
    for (const [i, s] of seekers.entries())
      await expectCreated(await reviewAgent(s, agent.id, { rating: 4, review: `Review ${i}` }));
    const p1 = await call("GET", `/v1/agent/review/${agent.id}`);
    expect(p1.json.data).toHaveLength(10);
    expect(p1.json.perPage).toBe(10);
    expect(p1.json.hasMore).toBe(true);
    expect(p1.json.data[0].review).toBe("Review 11");
    const p2 = await call("GET", `/v1/agent/review/${agent.id}?page=2`);
    expect(p2.json.data).toHaveLength(2);
    expect(p2.json.hasMore).toBe(false);
    expect((await call("GET", `/v1/property/review/${listing.id}`)).json.perPage).toBe(15);
  });
});

describe("replies and reports", () => {
  it("the reviewed party replies once: 30 parallel replies leave one; others may not reply", async () => {
    const { agent, seeker } = await inspected();
    const r = await expectCreated(await reviewAgent(seeker, agent.id, { rating: 4, review: "Helpful." }));
    expect(
      (await call("POST", `/v1/secure/reviews/${r.id}/reply`, { token: seeker.token, body: { reply: "Me again" } }))
        .status,
    ).toBe(403);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call("POST", `/v1/secure/reviews/${r.id}/reply`, { token: agent.token, body: { reply: `Thank you ${i}` } }),
      ),
    );
    expect(replies.filter((x) => x.status === 200)).toHaveLength(1);
    expect(replies.filter((x) => x.status === 409)).toHaveLength(29);
    const mine = await call("GET", "/v1/secure/user/reviews?tab=received", { token: agent.token });
    expect(mine.json.data[0].reply).toMatch(/^Thank you \d+$/);
    expect(mine.json.data[0].canReply).toBe(false);
    const written = await call("GET", "/v1/secure/user/reviews?tab=written", { token: seeker.token });
    expect(written.json.data.map((x: { id: string }) => x.id)).toEqual([r.id]);
  });

  it("a report reaches the admins' queue; hiding it is logged with before/after", async () => {
    const { agent, seeker } = await inspected();
    const r = await expectCreated(await reviewAgent(seeker, agent.id, { rating: 1, review: "Rude words here." }));
    expect(
      (
        await call("POST", `/v1/secure/reviews/${r.id}/report`, {
          token: agent.token,
          body: { reason: "Insults, not a review" },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call("POST", `/v1/secure/reviews/${r.id}/report`, {
          token: agent.token,
          body: { reason: "Insults, not a review" },
        })
      ).status,
    ).toBe(409);
    const token = await admin();
    const queue = await call("GET", "/admin/api/reviews/reports?perPage=50", { token });
    const item = queue.json.data.find((x: { review: { id: string } }) => x.review.id === r.id);
    expect(item.reports[0].reason).toBe("Insults, not a review");
    const hide = await call("POST", `/admin/api/reviews/${r.id}/hide`, { token, body: { reason: "Abusive language" } });
    expect(hide.status).toBe(200);
    expect(hide.json.data.status).toBe("hidden");
    expect((await call("POST", `/admin/api/reviews/${r.id}/hide`, { token, body: { reason: "again" } })).status).toBe(
      409,
    );
    const log = await env.DB.prepare("SELECT details FROM activity_logs WHERE target_id = ? AND action = 'review.hide'")
      .bind(r.id)
      .first<{ details: string }>();
    expect(JSON.parse(log!.details)).toEqual({
      before: { status: "published", hiddenReason: null },
      after: { status: "hidden", hiddenReason: "Abusive language" },
    });
    const after = await call("GET", "/admin/api/reviews/reports?perPage=50", { token });
    expect(after.json.data.map((x: { review: { id: string } }) => x.review.id)).not.toContain(r.id);
    const hidden = await call("GET", "/admin/api/reviews/reports?tab=hidden&perPage=50", { token });
    expect(hidden.json.data.map((x: { review: { id: string } }) => x.review.id)).toContain(r.id);
  });
});

describe("blind stay reviews", () => {
  it("stay hidden until both are in, then publish together", async () => {
    const { agent: host, listing } = await agentWithListing();
    const guest = await person();
    const stay = await finishedStay(guest.id, host.id, listing.id);
    const g = await expectCreated(await reviewProperty(guest, listing.id, { rating: 5, review: "Lovely stay." }));
    expect(g.status).toBe("blind");
    expect(g.verifiedLabel).toBe("Verified stay");
    expect((await call("GET", `/v1/property/review/${listing.id}`)).json.data).toEqual([]);
    expect((await call("GET", `/v1/property/review/${listing.id}/statistics`)).json.data.count).toBe(0);
    expect((await call("GET", "/v1/secure/user/reviews?tab=received", { token: host.token })).json.data).toEqual([]);
    const mine = await call("GET", "/v1/secure/user/reviews?tab=written", { token: guest.token });
    expect(mine.json.data[0]).toMatchObject({ id: g.id, status: "blind" });
    expect(mine.json.data[0].blindUntil).toBeGreaterThan(Date.now() + BLIND_WINDOW_MS - 60_000);

    // The host may not review the listing (their own) but reviews the guest, on the stay's other interaction.
    expect((await reviewProperty(host, listing.id, { rating: 4, review: "Mine" })).status).toBe(403);
    const h = await expectCreated(
      await call("POST", `/v1/secure/guest/review/${guest.id}`, {
        token: host.token,
        body: { rating: 4, review: "Tidy guest.", interactionId: stay.hostInteraction },
      }),
    );
    expect(h.status).toBe("published");
    const list = await call("GET", `/v1/property/review/${listing.id}`);
    expect(list.json.data.map((r: { id: string }) => r.id)).toEqual([g.id]);
    expect((await call("GET", `/v1/property/review/${listing.id}/statistics`)).json.data).toMatchObject({
      count: 1,
      average: 5,
    });
    expect((await statsFromRows("guest", guest.id)).count).toBe(1);
  });

  it("a lone blind review is published by the cron after 14 days, with its statistics", async () => {
    const { agent: host, listing } = await agentWithListing();
    const guest = await person();
    await finishedStay(guest.id, host.id, listing.id);
    const g = await expectCreated(await reviewProperty(guest, listing.id, { rating: 2, review: "Noisy generator." }));
    expect(g.status).toBe("blind");
    await publishDueBlindReviews({ ...ctx(), now: Date.now() + BLIND_WINDOW_MS - 3600_000 });
    expect((await call("GET", `/v1/property/review/${listing.id}`)).json.data).toEqual([]);
    const published = await publishDueBlindReviews({ ...ctx(), now: Date.now() + BLIND_WINDOW_MS + 1000 });
    expect(published).toBeGreaterThanOrEqual(1);
    const list = await call("GET", `/v1/property/review/${listing.id}`);
    expect(list.json.data.map((r: { id: string }) => r.id)).toEqual([g.id]);
    const stats = (await call("GET", `/v1/property/review/${listing.id}/statistics`)).json.data;
    const rows = await statsFromRows("property", listing.id);
    expect(stats).toMatchObject({ count: rows.count, average: rows.average, distribution: rows.distribution });
    expect(stats.count).toBe(1);
  });
});
