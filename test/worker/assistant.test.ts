import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, db, freshIp, makeUser, seedListing, signIn, uniq } from "./helpers";
import { pruneAssistantLogs } from "../../worker/services/assistant";
import { assistantConversations, assistantMessages } from "../../worker/db/schema";
import { eq } from "drizzle-orm";

/**
 * The property assistant: words → the search's filter and live cards, answers quoted from the
 * help (FTS5 kept in step by triggers), hand-over, ownership of a conversation by browser id or account,
 * caps and rate limits, the admin analytics, and pruning by the privacy setting.
 */
const browser = () => `test-browser-${uniq()}${uniq()}`;
const ask = (text: string, opts: { browserId?: string; conversationId?: string; token?: string; ip?: string } = {}) =>
  call("POST", "/v1/assistant/messages", {
    body: { text, ...(opts.conversationId ? { conversationId: opts.conversationId } : {}) },
    headers: opts.browserId ? { "x-browser-id": opts.browserId } : {},
    token: opts.token,
    ip: opts.ip ?? freshIp(),
  });

let wuseListing = "";
beforeAll(async () => {
  // The places the parser names by slug (the seed's ids in production; here whatever is free).
  await env.DB.prepare(
    "INSERT OR IGNORE INTO states (id, name, slug, capital, lat, lng) VALUES (15, 'Federal Capital Territory', 'federal-capital-territory', 'Abuja', 9.07, 7.49)",
  ).run();
  const fct = await env.DB.prepare("SELECT id FROM states WHERE slug = 'federal-capital-territory'").first<{
    id: number;
  }>();
  await env.DB.prepare(
    "INSERT OR IGNORE INTO localities (id, state_id, name, slug, lat, lng) VALUES (990001, ?, 'Wuse', 'wuse', 9.07, 7.47)",
  )
    .bind(fct!.id)
    .run();
  const wuse = await env.DB.prepare("SELECT id FROM localities WHERE slug = 'wuse' AND state_id = ?")
    .bind(fct!.id)
    .first<{ id: number }>();
  const owner = await makeUser({ accountType: "brokerage", subAccountType: "broker", companyName: "Wuse Homes" });
  wuseListing = await seedListing(owner.id, fct!.id, "active", {
    localityId: wuse!.id,
    bedrooms: 2,
    priceKobo: 2_500_000_00,
    title: "Two bedroom flat in Wuse",
  });
  // The help page's content (seeded in production by scripts/seed/content.mjs): written through the table, so the
  // FTS triggers index it in the same statement.
  await env.DB.prepare(
    "INSERT OR REPLACE INTO website_content (key, title, content, updated_at) VALUES ('help', 'Help & safety', ?, ?)",
  )
    .bind(
      "<h2>Help &amp; safety</h2><h3>How do I know a listing is real?</h3><p>Look for the verified badge.</p><h3>How does the inspection fee refund work?</h3><p>When you book an inspection on PropertyNG, the fee is held in escrow. If the agent cancels, you get a full refund.</p>",
      Date.now(),
    )
    .run();
});

describe("POST /v1/assistant/messages", () => {
  it("turns “2 bed flat in Wuse under 3m” into the search's filter and answers with live cards and the search link", async () => {
    const res = await ask("2 bed flat in Wuse under 3m", { browserId: browser() });
    expect(res.status).toBe(200);
    expect(res.json.intent).toBe("search");
    expect(res.json.filters).toEqual({
      state: "federal-capital-territory",
      locality: "wuse",
      minBedrooms: 2,
      maxBedrooms: 2,
      typeIds: [8, 9, 11, 12, 13],
      maxPriceKobo: 3_000_000_00,
    });
    expect(res.json.listings.length).toBeLessThanOrEqual(6);
    expect(res.json.listings.map((l: { id: string }) => l.id)).toContain(wuseListing);
    // No purpose said: rent and sale both, and the link opens the one with matches.
    expect(res.json.reply).toMatch(
      /I found 1 to rent: 2 bedroom flats and apartments in Wuse up to ₦3,000,000\. I looked at rent and sale both/,
    );
    expect(res.json.searchUrl).toBe(
      "/properties/rent?state=federal-capital-territory&locality=wuse&types=8%2C9%2C11%2C12%2C13&max=3000000&beds=2&maxBeds=2",
    );
    expect(res.json.chips.map((c: { key: string }) => c.key)).toEqual(["place", "type", "beds", "price"]);
    expect(res.json.conversationId).toBeTruthy();
  });

  it("keeps the search's freshness rules: a listing not confirmed for 30 days is not shown", async () => {
    const fct = await env.DB.prepare("SELECT id FROM states WHERE slug = 'federal-capital-territory'").first<{
      id: number;
    }>();
    const owner = await makeUser({ accountType: "brokerage", subAccountType: "broker" });
    const stale = await seedListing(owner.id, fct!.id, "active", {
      bedrooms: 2,
      priceKobo: 1_000_000_00,
      confirmedAt: Date.now() - 40 * 86_400_000,
    });
    const res = await ask("2 bedroom in Abuja under 3m", { browserId: browser() });
    expect(res.status).toBe(200);
    expect(res.json.listings.map((l: { id: string }) => l.id)).not.toContain(stale);
  });

  it("when nothing matches, says which filter to relax and offers to save the search or post a request", async () => {
    const res = await ask("6 bedroom flat in Wuse under 3m", { browserId: browser() });
    expect(res.status).toBe(200);
    expect(res.json.listings).toEqual([]);
    expect(res.json.reply).toMatch(/Without the number of bedrooms there/);
    const kinds = res.json.actions.map((a: { kind: string }) => a.kind);
    expect(kinds).toEqual(["relax", "save_search", "property_request"]);
    expect(res.json.actions[0].href).not.toContain("beds=");
    // The request form opens with what was understood: area, kind and budget.
    const request = new URL(res.json.actions[2].href, "https://x.ng");
    expect(request.pathname).toBe("/properties/request-property");
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      intent: "rent",
      state: "federal-capital-territory",
      locality: "wuse",
      beds: "6",
      budget: "3000000",
    });
  });

  it("answers a question by quoting the help page, with its link", async () => {
    const res = await ask("how does the inspection fee refund work", { browserId: browser() });
    expect(res.status).toBe(200);
    expect(res.json.intent).toBe("help");
    expect(res.json.sources[0]).toMatchObject({
      url: "/help",
      title: "Help & safety › How does the inspection fee refund work?",
    });
    expect(res.json.sources[0].quote).toContain("held in escrow");
    expect(res.json.reply).toContain("If the agent cancels, you get a full refund.");
  });

  it("keeps the help index in step with content writes (triggers: same transaction)", async () => {
    const key = `faq-${uniq()}`;
    await env.DB.prepare(
      "INSERT INTO website_content (key, title, content, updated_at) VALUES (?, 'Zebra crossings', '<p>Quagga stripes policy.</p>', ?)",
    )
      .bind(key, Date.now())
      .run();
    expect((await ask("quagga stripes", { browserId: browser() })).json.sources?.[0]?.quote).toContain(
      "Quagga stripes",
    );
    await env.DB.prepare("DELETE FROM website_content WHERE key = ?").bind(key).run();
    const after = await ask("quagga stripes", { browserId: browser() });
    expect(after.json.sources).toBeUndefined();
  });

  it("never invents an answer: an unknown question is logged unanswered and handed over", async () => {
    const res = await ask("what is the airspeed velocity of a swallow", { browserId: browser() });
    expect(res.status).toBe(200);
    expect(res.json.sources).toBeUndefined();
    expect(res.json.actions.map((a: { href: string }) => a.href)).toContain("/contact");
    const row = await db()
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.conversationId, res.json.conversationId))
      .all();
    expect(row.find((m) => m.role === "user")!.answered).toBe(0);
  });

  it("hands over to a person when asked", async () => {
    const res = await ask("I want to talk to a human", { browserId: browser() });
    expect(res.json.intent).toBe("handover");
    expect(res.json.actions[0]).toMatchObject({ kind: "contact", href: "/contact" });
  });

  it("refuses an anonymous visitor without a browser id, and text over 500 characters, naming the field", async () => {
    const none = await ask("flat in Yaba");
    expect(none.status).toBe(400);
    expect(none.json.errors[0].field).toBe("x-browser-id");
    const long = await ask("a".repeat(501), { browserId: browser() });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.json)).toContain("text");
  });

  it("a conversation is its browser's (or account's): another cannot read or continue it", async () => {
    const mine = browser();
    const first = await ask("hello", { browserId: mine });
    const id = first.json.conversationId as string;
    const second = await ask("self contain in Wuse", { browserId: mine, conversationId: id });
    expect(second.json.conversationId).toBe(id);
    const history = await call("GET", `/v1/assistant/conversations/${id}`, { headers: { "x-browser-id": mine } });
    expect(history.status).toBe(200);
    expect(history.json.messages.map((m: { role: string }) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    expect(history.json.messages[3].searchUrl).toMatch(/^\/properties\/rent\?/);
    expect(
      (await call("GET", `/v1/assistant/conversations/${id}`, { headers: { "x-browser-id": browser() } })).status,
    ).toBe(404);
    expect((await ask("hi", { browserId: browser(), conversationId: id })).status).toBe(404);
    // A signed-in user's conversation is theirs by account, whatever the browser.
    const user = await makeUser();
    const { token } = await signIn(user);
    const own = await ask("flat in Wuse", { token });
    expect((await call("GET", `/v1/assistant/conversations/${own.json.conversationId}`, { token })).status).toBe(200);
    expect(
      (
        await call("GET", `/v1/assistant/conversations/${own.json.conversationId}`, {
          headers: { "x-browser-id": browser() },
        })
      ).status,
    ).toBe(404);
  });

  it("rate-limits a browser: of 25 parallel messages exactly 20 are answered", async () => {
    const b = browser();
    const results = await Promise.all(Array.from({ length: 25 }, () => ask("hello", { browserId: b })));
    expect(results.filter((r) => r.status === 200).length).toBe(20);
    expect(results.filter((r) => r.status === 429).length).toBe(5);
  });

  it("stores no personal data beyond the id and escapes nothing into HTML (the reply is text)", async () => {
    const b = browser();
    const res = await ask("<img src=x onerror=alert(1)> flat in Wuse", { browserId: b });
    expect(res.status).toBe(200);
    const conv = await db()
      .select()
      .from(assistantConversations)
      .where(eq(assistantConversations.id, res.json.conversationId))
      .get();
    expect(conv).toMatchObject({ visitorId: b, userId: null });
    expect(Object.keys(conv!).sort()).toEqual([
      "createdAt",
      "handedOver",
      "id",
      "messageCount",
      "search",
      "updatedAt",
      "userId",
      "visitorId",
    ]);
  });
});

describe("admin chatbot analytics", () => {
  it("shows the conversation: totals, intents, localities, unanswered, lists of messages, conversations and users", async () => {
    const b = browser();
    const c = await ask("2 bed flat in Wuse under 3m", { browserId: b });
    await ask("what is the airspeed velocity of a swallow", { browserId: b, conversationId: c.json.conversationId });
    const admin = await makeUser({
      accountType: "staff",
      adminAccess: true,
      permissions: ["CAN_VIEW_DASHBOARD_REPORTS"],
    });
    const { token } = await signIn(admin);
    const a = await call("GET", "/admin/api/chatbot/analytics?days=7", { token });
    expect(a.status).toBe(200);
    expect(a.json.totals.messages).toBeGreaterThanOrEqual(2);
    expect(a.json.topIntents.map((i: { intent: string }) => i.intent)).toContain("search");
    expect(a.json.topLocalities.map((l: { locality: string }) => l.locality)).toContain("Wuse");
    expect(a.json.unanswered.map((u: { text: string }) => u.text)).toContain(
      "what is the airspeed velocity of a swallow",
    );
    const convs = await call("GET", "/admin/api/chatbot/conversations?search=airspeed", { token });
    expect(convs.json.data.map((r: { id: string }) => r.id)).toContain(c.json.conversationId);
    expect(convs.json.perPage).toBe(20);
    const one = await call("GET", `/admin/api/chatbot/conversations/${c.json.conversationId}`, { token });
    expect(one.json.messages).toHaveLength(4);
    const msgs = await call("GET", "/admin/api/chatbot/messages", { token });
    expect(msgs.json.perPage).toBe(50);
    const users = await call("GET", "/admin/api/chatbot/users", { token });
    expect(users.json.perPage).toBe(20);
    expect(users.json.data.length).toBeGreaterThan(0);
  });

  it("prunes conversations idle past the privacy setting's days", async () => {
    const res = await ask("hello", { browserId: browser() });
    const id = res.json.conversationId as string;
    await env.DB.prepare("UPDATE assistant_conversations SET updated_at = ? WHERE id = ?")
      .bind(Date.now() - 100 * 86_400_000, id)
      .run();
    await env.DB.prepare("UPDATE assistant_messages SET created_at = ? WHERE conversation_id = ?")
      .bind(Date.now() - 100 * 86_400_000, id)
      .run();
    await pruneAssistantLogs({ db: db(), env, now: Date.now() }, 90);
    expect(
      await db().select().from(assistantConversations).where(eq(assistantConversations.id, id)).get(),
    ).toBeUndefined();
    expect(await db().select().from(assistantMessages).where(eq(assistantMessages.conversationId, id)).all()).toEqual(
      [],
    );
  });
});
