import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { agentCard, agentProfile } from "../../worker/contracts/reviews";
import { call, seedListing, uniq } from "./helpers";
import { place } from "./listings-fixtures";
import { openConversation, person } from "./messaging-fixtures";
import { completedInspection, expectCreated, reviewAgent } from "./review-fixtures";

/** Three professionals sharing a unique tag in their names, so each test sees only its own. */
async function trio() {
  const tag = uniq();
  const where = await place();
  const a = await person({
    accountType: "brokerage",
    subAccountType: "broker",
    firstName: "Zed",
    lastName: tag,
    companyName: `Alpha Homes ${tag}`,
    kycVerified: true,
    phone: "08031234567",
  });
  const b = await person({
    accountType: "company",
    firstName: "Yemi",
    lastName: tag,
    companyName: `Bravo Estates ${tag}`,
  });
  const c = await person({
    accountType: "agent",
    firstName: "Chidi",
    lastName: tag,
    companyName: null,
    kycVerified: true,
  });
  const seeker = await person({ accountType: "seeker" });
  return { tag, where, a, b, c, seeker };
}

const ids = (res: { json: { data: { id: string }[] } }) => res.json.data.map((x) => x.id);

describe("the directory of professionals", () => {
  it("searches by name, sorts by name ascending by default, by rating and by active listings; cards carry the SPEC fields", async () => {
    const t = await trio();
    // Bravo has 2 active listings, Chidi 1; Alpha has the best rating.
    await seedListing(t.b.id, t.where.stateId);
    await seedListing(t.b.id, t.where.stateId);
    const cl = await seedListing(t.c.id, t.where.stateId);
    const al = await seedListing(t.a.id, t.where.stateId);
    await completedInspection(t.seeker.id, t.a.id, al);
    await expectCreated(await reviewAgent(t.seeker, t.a.id, { rating: 5, review: "Excellent broker." }));
    const s2 = await person();
    await completedInspection(s2.id, t.c.id, cl);
    await expectCreated(await reviewAgent(s2, t.c.id, { rating: 2, review: "Slow to show up." }));

    const byName = await call("GET", `/v1/agents?search=${t.tag}`);
    expect(byName.status).toBe(200);
    expect(ids(byName)).toEqual([t.a.id, t.b.id, t.c.id]); // Alpha Homes, Bravo Estates, Chidi <tag>
    byName.json.data.forEach((x: unknown) => agentCard.parse(x));
    const alpha = byName.json.data[0];
    expect(alpha).toMatchObject({
      displayName: `Alpha Homes ${t.tag}`,
      userType: "Broker",
      verified: true,
      activeListings: 1,
      rating: { average: 5, count: 1, label: "Excellent" },
    });
    expect(byName.json.data[1]).toMatchObject({
      userType: "Company",
      verified: false,
      activeListings: 2,
      rating: { count: 0, label: "Unrated" },
    });

    expect(ids(await call("GET", `/v1/agents?search=${t.tag}&sort=rating`))).toEqual([t.a.id, t.c.id, t.b.id]);
    expect(ids(await call("GET", `/v1/agents?search=${t.tag}&sort=active_listings`))).toEqual([t.b.id, t.a.id, t.c.id]);
    expect(ids(await call("GET", `/v1/agents?search=${t.tag}&verified=true`))).toEqual([t.a.id, t.c.id]);
    const paged = await call("GET", `/v1/agents?search=${t.tag}&perPage=2&page=2`);
    expect(ids(paged)).toEqual([t.c.id]);
    expect(paged.json.hasMore).toBe(false);
    // Wildcards in the search are literal; a long search is cut, never a D1 error.
    expect((await call("GET", `/v1/agents?search=${encodeURIComponent("%_%")}`)).status).toBe(200);
    expect((await call("GET", `/v1/agents?search=${"é".repeat(55)}`)).status).toBe(200);
    expect((await call("GET", "/v1/agents?sort=cheapest")).status).toBe(400);
  });

  it("localities of focus: set by professionals, searched by name and filtered by locality and state", async () => {
    const t = await trio();
    const other = await place();
    const put = await call("PUT", "/v1/secure/user/localities-of-focus", {
      token: t.b.token,
      body: { localityIds: [t.where.localityId, other.localityId] },
    });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    expect(put.json.data.map((l: { id: number }) => l.id).sort()).toEqual(
      [t.where.localityId, other.localityId].sort(),
    );
    const bad = await call("PUT", "/v1/secure/user/localities-of-focus", {
      token: t.b.token,
      body: { localityIds: [999_999_999] },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.errors[0].field).toBe("localityIds");
    expect(
      (
        await call("PUT", "/v1/secure/user/localities-of-focus", {
          token: t.seeker.token,
          body: { localityIds: [t.where.localityId] },
        })
      ).status,
    ).toBe(403);
    expect((await call("GET", "/v1/secure/user/localities-of-focus", { token: t.b.token })).json.data).toHaveLength(2);

    const locName = (await env.DB.prepare("SELECT name FROM localities WHERE id = ?")
      .bind(other.localityId)
      .first<{ name: string }>())!.name;
    expect(ids(await call("GET", `/v1/agents?search=${encodeURIComponent(locName)}`))).toEqual([t.b.id]);
    expect(ids(await call("GET", `/v1/agents?locality=${t.where.localityId}`))).toEqual([t.b.id]);
    expect(ids(await call("GET", `/v1/agents?state=${other.stateId}`))).toEqual([t.b.id]);

    await env.DB.prepare(
      "INSERT INTO user_preferences (user_id, based_state_id, listing_states, additional_info, created_at, updated_at) VALUES (?, ?, '[]', ?, 0, 0)",
    )
      .bind(t.c.id, other.stateId, JSON.stringify({ specializations: ["luxury", "land"], experience: "6-10" }))
      .run();
    expect(ids(await call("GET", `/v1/agents?state=${other.stateId}`))).toEqual([t.b.id, t.c.id]);
    expect(ids(await call("GET", `/v1/agents?search=${t.tag}&specialization=luxury`))).toEqual([t.c.id]);
    expect((await call("GET", `/v1/agents?specialization=gardening`)).status).toBe(400);
  });

  it("the agent page: profile, contact with +234, stats, response time from messaging, listings by tab", async () => {
    const t = await trio();
    await seedListing(t.a.id, t.where.stateId);
    const conv = await openConversation(t.seeker, t.a.id);
    // The first reply came 30 minutes after the first message.
    await env.DB.prepare("UPDATE conversations SET created_at = created_at - 1800000 WHERE id = ?")
      .bind(conv.conversation.id)
      .run();
    expect(
      (
        await call("POST", `/v1/messaging/conversations/${conv.conversation.id}/messages`, {
          token: t.a.token,
          body: { message: "Hello!" },
        })
      ).status,
    ).toBe(201);

    const res = await call("GET", `/v1/agents/${t.a.id}`);
    expect(res.status).toBe(200);
    const p = agentProfile.parse(res.json.data);
    expect(p).toMatchObject({
      phone: "+2348031234567",
      whatsappUrl: "https://wa.me/2348031234567",
      listingCounts: { rent: 1, sale: 0, short_stay: 0 },
      yearsActive: 0,
    });
    expect(p.responseTimeMinutes).toBe(30);
    expect(p.statistics.count).toBe(0);
    const rent = await call("GET", `/v1/agents/${t.a.id}/properties?type=rent`);
    expect(rent.json.data).toHaveLength(1);
    expect(rent.json.perPage).toBe(10);
    expect((await call("GET", `/v1/agents/${t.a.id}/properties?type=sale`)).json.data).toHaveLength(0);
    expect((await call("GET", `/v1/agents/${t.seeker.id}`)).status).toBe(404);
    expect((await call("GET", "/v1/agents/nobody")).status).toBe(404);
  });
});

describe("shareable agent pages", () => {
  it("arrive rendered by the worker: the professional's name, rating, listings, title, Open Graph tags and JSON-LD in the HTML", async () => {
    const { exports } = await import("cloudflare:workers");
    const t = await trio();
    const al = await seedListing(t.a.id, t.where.stateId);
    await completedInspection(t.seeker.id, t.a.id, al);
    await expectCreated(await reviewAgent(t.seeker, t.a.id, { rating: 4, review: "Good broker <script>" }));
    const res = await exports.default.fetch(
      new Request(`http://localhost/professionals/agents/${t.a.id}`, { headers: { accept: "text/html" } }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-NG" data-ssr="">/);
    expect(html).toMatch(new RegExp(`<h1[^>]*>Alpha Homes ${t.tag}`));
    // Its reviews are in the page too (escaped), not fetched after the scripts run.
    expect(html).toContain("Good broker &lt;script&gt;");
    expect(html).toContain(`<title>Alpha Homes ${t.tag} · Broker · PropertyNG</title>`);
    // One <title> in the head (icons in the body carry their own <title>).
    expect(html.split("</head>")[0]!.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<meta property="og:title" content="Alpha Homes ${t.tag} · Broker · PropertyNG"`);
    expect(html).toContain(`<meta property="og:type" content="profile"`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost/professionals/agents/${t.a.id}"`);
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      "@type": "RealEstateAgent",
      name: `Alpha Homes ${t.tag}`,
      aggregateRating: { ratingValue: 4, reviewCount: 1 },
    });
    // Someone who is not a professional: the app's 404 view, no agent tags.
    const other = await exports.default.fetch(
      new Request(`http://localhost/professionals/agents/${t.seeker.id}`, { headers: { accept: "text/html" } }),
    );
    const otherHtml = await other.text();
    expect(otherHtml).not.toContain("RealEstateAgent");
    expect(otherHtml).toContain("This professional is not listed");
  });

  it("the directory arrives rendered with the professionals in it", async () => {
    const { exports } = await import("cloudflare:workers");
    const t = await trio();
    const res = await exports.default.fetch(
      new Request(`http://localhost/professionals/agents?search=${encodeURIComponent(`Alpha Homes ${t.tag}`)}`, {
        headers: { accept: "text/html" },
      }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-NG" data-ssr="">/);
    expect(html).toContain(`Alpha Homes ${t.tag}`);
    expect(html).toContain("<title>Find a broker · PropertyNG</title>");
    expect(html).toContain(`<link rel="canonical" href="http://localhost/professionals/agents"`);
  });
});
