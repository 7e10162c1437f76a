import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, freshIp, makeUser, seedListing, uniq } from "./helpers";
import { createDb } from "../../worker/db/client";
import { parseAssistant } from "../../worker/contracts/assistant-parse";
import { refreshAreaGuide } from "../../worker/services/price-guides";

/** The assistant's price questions, answered from the area price guides (their aggregates) with the median, N and links. */
const ask = (text: string) =>
  call("POST", "/v1/assistant/messages", {
    body: { text },
    headers: { "x-browser-id": `test-browser-${uniq()}${uniq()}` },
    ip: freshIp(),
  });

let lagos: number, yaba: number, akoka: number;
beforeAll(async () => {
  await env.DB.prepare(
    "INSERT OR IGNORE INTO states (id, name, slug, capital, lat, lng) VALUES (25, 'Lagos', 'lagos', 'Ikeja', 6.52, 3.37)",
  ).run();
  lagos = (await env.DB.prepare("SELECT id FROM states WHERE slug = 'lagos'").first<{ id: number }>())!.id;
  await env.DB.prepare(
    "INSERT OR IGNORE INTO localities (id, state_id, name, slug, lat, lng, kind) VALUES (991001, ?, 'Yaba', 'yaba', 6.51, 3.38, 'area')",
  )
    .bind(lagos)
    .run();
  yaba = (await env.DB.prepare("SELECT id FROM localities WHERE slug = 'yaba' AND state_id = ?")
    .bind(lagos)
    .first<{ id: number }>())!.id;
  await env.DB.prepare(
    "INSERT OR IGNORE INTO localities (id, state_id, name, slug, lat, lng, kind, parent_id) VALUES (991002, ?, 'Akoka', 'akoka', 6.52, 3.39, 'neighbourhood', ?)",
  )
    .bind(lagos, yaba)
    .run();
  akoka = 991002;
  const owner = await makeUser({ accountType: "agent" });
  const flat = (naira: number, over: Record<string, unknown> = {}) =>
    seedListing(owner.id, lagos, "active", { localityId: yaba, bedrooms: 2, priceKobo: naira * 100, ...over });
  // 2-bedroom flats to rent: ₦1.2m, ₦1.5m, ₦1.8m a year (one in Akoka, inside Yaba): median ₦1.5m over 3.
  await Promise.all([flat(1_200_000), flat(1_500_000), flat(1_800_000, { localityId: akoka })]);
  // A 2-bedroom flat for sale: ₦45m.
  await flat(45_000_000, { listingType: "sale", pricePeriod: "outright" });
  await refreshAreaGuide({ db: createDb(env.DB), env, now: Date.now() }, { id: yaba, state_id: lagos });
});

describe("price questions", () => {
  it("the parser tells a price question from a search", () => {
    expect(parseAssistant("how much is a 2 bedroom in Yaba?").intent).toBe("price");
    expect(parseAssistant("average rent in Yaba").intent).toBe("price");
    expect(parseAssistant("what does a 3 bedroom flat cost in Surulere").intent).toBe("price");
    // A budget, or no question, is a search.
    expect(parseAssistant("how much is a 2 bedroom in Yaba under 1.5m").intent).toBe("search");
    expect(parseAssistant("2 bedroom flat in Yaba").intent).toBe("search");
    expect(parseAssistant("low cost flat in Yaba").intent).toBe("search");
    // A place without an area is not a guide's question.
    expect(parseAssistant("how much is a 2 bedroom in Lagos").intent).toBe("search");
  });

  it("“how much is a 2 bedroom in Yaba?” answers the medians with their counts and links to the search and the guide", async () => {
    const res = await ask("how much is a 2 bedroom in Yaba?");
    expect(res.status).toBe(200);
    expect(res.json.intent).toBe("price");
    expect(res.json.reply).toMatch(/^In Yaba, Lagos \(as of \d\d\/\d\d\/\d{4}\): /);
    expect(res.json.reply).toContain("2-bedroom flats to rent is ₦1,500,000 a year, over 3 live listings");
    expect(res.json.reply).toContain("2-bedroom flats for sale is ₦45,000,000, over 1 live listing");
    const hrefs = res.json.actions.map((a: { href: string }) => a.href);
    expect(hrefs).toContain("/properties/rent?state=lagos&locality=yaba&category=2&beds=2&maxBeds=2");
    expect(hrefs).toContain("/prices/lagos/yaba");
  });

  it("a neighbourhood is answered from its area's guide; a size with no listings says so and links the guide", async () => {
    const rent = await ask("average rent for a 2 bedroom flat in Akoka");
    expect(rent.json.intent).toBe("price");
    expect(rent.json.reply).toContain("In Yaba, Lagos");
    expect(rent.json.reply).not.toContain("for sale");
    const none = await ask("how much is a 4 bedroom in Yaba?");
    expect(none.json.intent).toBe("price");
    expect(none.json.reply).toMatch(/not enough live listings/);
    expect(none.json.actions.map((a: { href: string }) => a.href)).toContain("/prices/lagos/yaba");
  });
});
