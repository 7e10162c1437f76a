import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, freshIp, makeUser, seedListing, signIn, uniq } from "./helpers";

/**
 * The assistant holds a conversation: each message refines the conversation's search (add, replace, move, relax,
 * start afresh), the reply says what changed, the search shows as chips a visitor can remove, refusals of unfair
 * filters keep the rest of the search, and two messages sent at once never both refine the same search.
 */
const browser = () => `test-browser-${uniq()}${uniq()}`;
type Reply = {
  conversationId: string;
  intent: string;
  reply: string;
  turn?: string;
  filters?: Record<string, unknown>;
  chips?: { key: string; label: string }[];
  listings?: { id: string }[];
  total?: number;
  actions?: { kind: string; label: string; href: string }[];
};
function chat(browserId: string) {
  let conversationId: string | undefined;
  const send = async (path: string, body: Record<string, unknown>) => {
    const res = await call("POST", path, { body, headers: { "x-browser-id": browserId }, ip: freshIp() });
    if (res.status === 200) conversationId = (res.json as Reply).conversationId;
    return res as { status: number; json: Reply };
  };
  return {
    say: (text: string) => send("/v1/assistant/messages", { text, ...(conversationId ? { conversationId } : {}) }),
    remove: (filter: string) => send(`/v1/assistant/conversations/${conversationId}/remove`, { filter }),
    id: () => conversationId!,
  };
}
const ids = (r: Reply) => (r.listings ?? []).map((l) => l.id).sort();

const L: Record<string, string> = {};
beforeAll(async () => {
  await env.DB.prepare(
    "INSERT OR IGNORE INTO states (id, name, slug, capital, lat, lng) VALUES (25, 'Lagos', 'lagos', 'Ikeja', 6.6, 3.35)",
  ).run();
  const lagos = (await env.DB.prepare("SELECT id FROM states WHERE slug = 'lagos'").first<{ id: number }>())!.id;
  const place = async (id: number, name: string, slug: string) => {
    await env.DB.prepare(
      "INSERT OR IGNORE INTO localities (id, state_id, name, slug, lat, lng) VALUES (?, ?, ?, ?, 6.5, 3.37)",
    )
      .bind(id, lagos, name, slug)
      .run();
    return (await env.DB.prepare("SELECT id FROM localities WHERE slug = ? AND state_id = ?")
      .bind(slug, lagos)
      .first<{ id: number }>())!.id;
  };
  const yaba = await place(990101, "Yaba", "yaba");
  const surulere = await place(990102, "Surulere", "surulere");
  const owner = await makeUser({ accountType: "agent" });
  const flat = (localityId: number, bedrooms: number, naira: number, title: string) =>
    seedListing(owner.id, lagos, "active", { localityId, bedrooms, priceKobo: naira * 100, title });
  L.yabaCheap = await flat(yaba, 2, 1_200_000, "2 bed Yaba cheap");
  L.yabaDear = await flat(yaba, 2, 2_500_000, "2 bed Yaba dear");
  L.yabaThree = await flat(yaba, 3, 1_300_000, "3 bed Yaba");
  L.suruParking = await flat(surulere, 2, 1_000_000, "2 bed Surulere parking");
  L.suruPlain = await flat(surulere, 2, 1_400_000, "2 bed Surulere no parking");
  L.suruParkingDear = await flat(surulere, 2, 3_000_000, "2 bed Surulere parking dear");
  L.yabaDuplex = await seedListing(owner.id, lagos, "active", {
    localityId: yaba,
    bedrooms: 2,
    priceKobo: 900_000_00,
    title: "2 bed terraced duplex Yaba",
    categoryId: 1,
    typeId: 3,
  });
  for (const id of [L.suruParking!, L.suruParkingDear!])
    await env.DB.prepare("INSERT INTO property_amenities (property_id, amenity_id) VALUES (?, 6)").bind(id).run();
});

describe("a conversation with the assistant", () => {
  it("narrows the cards turn by turn in Pidgin: 2 bedroom flat for Yaba → e no pass 1.5m → Surulere → with parking", async () => {
    const c = chat(browser());
    const one = await c.say("abeg I dey find 2 bedroom flat for Yaba");
    expect(one.status).toBe(200);
    expect(one.json.turn).toBe("fresh");
    // Exactly 2 bedrooms, flats only (the terraced duplex and the 3 bedroom are not flats of 2 bedrooms).
    expect(ids(one.json)).toEqual([L.yabaCheap, L.yabaDear].sort());

    const two = await c.say("e no pass 1.5m");
    expect(two.json.turn).toBe("refine");
    expect(two.json.reply).toMatch(/^Understood: budget up to ₦1,500,000\./);
    expect(ids(two.json)).toEqual([L.yabaCheap]);

    const three = await c.say("wetin dey for Surulere?");
    expect(three.json.reply).toMatch(/^Understood: now in Surulere\./);
    expect(three.json.filters).toMatchObject({
      locality: "surulere",
      minBedrooms: 2,
      maxBedrooms: 2,
      maxPriceKobo: 1_500_000_00,
    });
    expect(ids(three.json)).toEqual([L.suruParking, L.suruPlain].sort());

    const four = await c.say("abeg show me the ones wey get parking");
    expect(ids(four.json)).toEqual([L.suruParking]);
    expect(four.json.chips).toEqual([
      { key: "place", label: "Surulere" },
      { key: "type", label: "Flats and apartments" },
      { key: "beds", label: "2 beds" },
      { key: "price", label: "Up to ₦1,500,000" },
      { key: "amenities:6", label: expect.any(String) },
    ]);

    // Removing a chip continues the conversation from the search without it.
    const five = await c.remove("price");
    expect(five.status).toBe(200);
    expect(five.json.turn).toBe("remove");
    expect(five.json.filters?.maxPriceKobo).toBeUndefined();
    expect(ids(five.json)).toEqual([L.suruParking, L.suruParkingDear].sort());
    const six = await c.say("without parking");
    expect(ids(six.json)).toEqual([L.suruParking, L.suruPlain, L.suruParkingDear].sort());
  });

  it("reads kinds as families and counts as meant: “duplex” is any duplex, “2 bedroom” exactly two, “bigger” more", async () => {
    const c = chat(browser());
    const duplex = await c.say("duplex in Yaba");
    expect(ids(duplex.json)).toEqual([L.yabaDuplex]);
    const flats = await c.say("2 bedroom flat in Yaba");
    expect(ids(flats.json)).not.toContain(L.yabaThree);
    const bigger = await c.say("bigger");
    expect(bigger.json.filters).toMatchObject({ minBedrooms: 3 });
    expect(bigger.json.filters?.maxBedrooms).toBeUndefined();
    expect(ids(bigger.json)).toEqual([L.yabaThree]);
  });

  it("starts afresh when asked for something else, and keeps the search through a question", async () => {
    const c = chat(browser());
    await c.say("2 bedroom flat in Yaba under 1.5m");
    const q = await c.say("how does escrow work?");
    expect(q.json.turn).toBe("none");
    const moved = await c.say("what about Surulere");
    expect(moved.json.filters).toMatchObject({ locality: "surulere", maxPriceKobo: 1_500_000_00, minBedrooms: 2 });
    const fresh = await c.say("now show me land in Abuja");
    expect(fresh.json.turn).toBe("fresh");
    expect(fresh.json.reply).toMatch(/^New search\./);
    expect(fresh.json.filters).toEqual({ state: "federal-capital-territory", categoryId: 3, listingType: "sale" });
  });

  it("refuses to filter by tribe, religion, marital status or gender, politely, with the rule, and keeps the rest", async () => {
    const c = chat(browser());
    const r = await c.say("2 bedroom flat in Yaba, Yoruba landlord only");
    expect(r.status).toBe(200);
    expect(r.json.intent).toBe("refused");
    expect(r.json.reply).toMatch(/can't search by tribe, ethnicity, religion, marital status or gender/);
    expect(r.json.reply).toMatch(/PropertyNG lists homes for everyone/);
    expect(ids(r.json)).toEqual([L.yabaCheap, L.yabaDear].sort());
    for (const text of ["muslim area only", "married couples only", "ladies only", "no Igbo tenants"]) {
      const x = await chat(browser()).say(text);
      expect(x.json.intent, text).toBe("refused");
      expect(x.json.listings ?? [], text).toEqual([]);
    }
  });

  it("of 10 messages sent at once to one conversation, each answered one refines the search once; the rest are told to send again", async () => {
    const c = chat(browser());
    await c.say("2 bedroom flat in Yaba");
    const id = c.id();
    const b = (await env.DB.prepare("SELECT visitor_id FROM assistant_conversations WHERE id = ?").bind(id).first<{
      visitor_id: string;
    }>())!.visitor_id;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call("POST", "/v1/assistant/messages", {
          body: { conversationId: id, text: `under ${i + 1}m` },
          headers: { "x-browser-id": b },
          ip: freshIp(),
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const conv = (await env.DB.prepare("SELECT message_count, search FROM assistant_conversations WHERE id = ?")
      .bind(id)
      .first<{ message_count: number; search: string }>())!;
    expect(conv.message_count).toBe(2 + 2 * ok.length);
    const lines = await env.DB.prepare("SELECT count(*) AS n FROM assistant_messages WHERE conversation_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(lines!.n).toBe(conv.message_count);
    // The stored search is one of the answered messages' searches.
    const stored = JSON.parse(conv.search).filter.maxPriceKobo;
    expect(ok.map((r) => (r.json as Reply).filters?.maxPriceKobo)).toContain(stored);
  });

  it("names the problem when a chip to remove is malformed or the conversation is not the visitor's", async () => {
    const c = chat(browser());
    await c.say("2 bedroom flat in Yaba");
    const bad = await c.remove("price; drop table");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toMatch(/filter: name the chip to remove/);
    const other = await call("POST", `/v1/assistant/conversations/${c.id()}/remove`, {
      body: { filter: "price" },
      headers: { "x-browser-id": browser() },
      ip: freshIp(),
    });
    expect(other.status).toBe(404);
  });

  it("shows staff how conversations go: turns, refinements, new searches, refusals, dead ends and the constraints removed", async () => {
    const c = chat(browser());
    await c.say("2 bedroom flat in Yaba under 1.5m");
    await c.say("forget the budget");
    await c.remove("beds");
    await c.say("Hausa landlords only");
    const dead = chat(browser());
    await dead.say("9 bedroom penthouse in Yaba");
    const admin = await makeUser({
      accountType: "staff",
      adminAccess: true,
      permissions: ["CAN_VIEW_DASHBOARD_REPORTS"],
    });
    const { token } = await signIn(admin);
    const a = await call("GET", "/admin/api/chatbot/analytics?days=7", { token });
    expect(a.status).toBe(200);
    const figures = a.json.conversation;
    expect(figures.turnsPerConversation).toBeGreaterThan(0);
    expect(figures.refinements).toBeGreaterThanOrEqual(2);
    expect(figures.searches).toBeGreaterThanOrEqual(2);
    expect(figures.refusals).toBeGreaterThanOrEqual(1);
    expect(figures.deadEnds).toBeGreaterThanOrEqual(1);
    const removed = a.json.topRemoved.map((r: { constraint: string }) => r.constraint);
    expect(removed).toEqual(expect.arrayContaining(["price", "beds"]));
  });

  it("when nothing matches in the area, offers the nearest areas that have matches", async () => {
    const r = await chat(browser()).say("3 bedroom flat in Surulere");
    expect(r.json.total).toBe(0);
    expect(r.json.reply).toMatch(/None in Surulere; 1 in Yaba\./);
    expect(r.json.actions?.[0]).toMatchObject({ kind: "relax", label: "See them in Yaba" });
  });
});
