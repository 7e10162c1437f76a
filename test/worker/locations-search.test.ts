import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { BASE, call, db } from "./helpers";
import { localities, states } from "../../worker/db/schema";
import { locationFtsQuery, locationSearchSql } from "../../worker/services/locations/search";

/** A word no other test's place starts with: letters only, so it is one FTS token. */
const word = () =>
  `q${crypto
    .randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 8)}`;
let nextId = 500_000 + Math.floor(Math.random() * 100_000);

async function world() {
  const w = word();
  const stateId = ++nextId;
  const otherState = ++nextId;
  await db()
    .insert(states)
    .values([
      { id: stateId, name: `${w}os`, slug: `${w}os`, capital: "Capital", lat: 6.5, lng: 3.4 },
      { id: otherState, name: `Other ${w}`, slug: `other-${w}`, capital: "Capital", lat: 9, lng: 7 },
    ])
    .run();
  const names = [
    `${w}ki`,
    `${w}ki Phase 1`,
    `${w}os Island`,
    `Old ${w}ki Road`,
    ...Array.from({ length: 9 }, (_, i) => `${w}zone ${i}`),
  ];
  const ids = names.map(() => ++nextId);
  await db()
    .insert(localities)
    .values(
      names.map((name, i) => ({
        id: ids[i]!,
        stateId,
        name,
        slug: name.toLowerCase().replace(/\s+/g, "-"),
        lat: 6.45,
        lng: 3.5,
      })),
    )
    .run();
  // An area of the other state whose state name contains the word: the first word matches names only.
  await db()
    .insert(localities)
    .values({ id: ++nextId, stateId: otherState, name: "Plain Town", slug: "plain-town", lat: 9, lng: 7 })
    .run();
  return { w, stateId, ids };
}

const search = (q: string) => call("GET", `/v1/locations/search?q=${encodeURIComponent(q)}`);

describe("GET /v1/locations/search", () => {
  it("offers localities whose name starts with the words, names that start with them first", async () => {
    const { w, stateId } = await world();
    const res = await search(`${w}k`);
    expect(res.status).toBe(200);
    const labels = res.json.data.map((m: { label: string }) => m.label);
    expect(labels).toEqual([`${w}ki, ${w}os`, `${w}ki Phase 1, ${w}os`, `Old ${w}ki Road, ${w}os`]);
    expect(res.json.data[0]).toMatchObject({
      kind: "locality",
      name: `${w}ki`,
      slug: `${w}ki`,
      stateId,
      stateName: `${w}os`,
      stateSlug: `${w}os`,
    });
    expect(res.headers.get("cache-control")).toContain("public");
  });

  it("offers a state as '<name> (state)' before its areas, and never an area only for its state's name", async () => {
    const { w, stateId } = await world();
    const res = await search(`${w}o`);
    expect(res.status).toBe(200);
    expect(res.json.data[0]).toMatchObject({
      kind: "state",
      id: stateId,
      name: `${w}os`,
      slug: `${w}os`,
      label: `${w}os (state)`,
    });
    expect(res.json.data[1]).toMatchObject({ kind: "locality", label: `${w}os Island, ${w}os` });
    // "Plain Town" lies in "Other <w>": the first word is matched against place names only.
    expect(res.json.data.map((m: { name: string }) => m.name)).not.toContain("Plain Town");
  });

  it("matches later words anywhere in the name or the state, case- and punctuation-blind", async () => {
    const { w } = await world();
    expect((await search(`${w}KI phase`)).json.data.map((m: { name: string }) => m.name)).toEqual([`${w}ki Phase 1`]);
    expect((await search(`${w}ki, ${w}os`)).json.data.map((m: { name: string }) => m.name)).toEqual([
      `${w}ki`,
      `${w}ki Phase 1`,
      `Old ${w}ki Road`,
    ]);
    expect((await search(`phase ${w}`)).json.data.map((m: { name: string }) => m.name)).toContain(`${w}ki Phase 1`);
  });

  it("answers by slug and at most 8", async () => {
    const { w } = await world();
    expect((await search(`${w}ki-phase-1`)).json.data.map((m: { slug: string }) => m.slug)).toEqual([`${w}ki-phase-1`]);
    const many = await search(`${w}zone`);
    expect(many.status).toBe(200);
    expect(many.json.data).toHaveLength(8);
  });

  it("refuses a missing, empty, long or letterless q with a 400 naming q, and FTS syntax is only text", async () => {
    for (const path of [
      "/v1/locations/search",
      "/v1/locations/search?q=",
      "/v1/locations/search?q=%20%20",
      `/v1/locations/search?q=${"a".repeat(61)}`,
      "/v1/locations/search?q=*%22()",
    ]) {
      const res = await call("GET", path);
      expect(res.status, path).toBe(400);
      expect(res.json.status).toBe(400);
      expect(JSON.stringify(res.json)).toContain("q");
    }
    for (const q of ['lek"ki', "lekki*", "NEAR(lekki)", "name:lekki", "lekki OR", "-lekki"])
      expect((await search(q)).status, q).toBe(200);
  });

  it("is served by the full-text index, never a scan of localities or states", async () => {
    const match = locationFtsQuery("lekki ph")!;
    expect(match).toBe('{name aliases} : "lekki"* AND {name aliases state_name} : "ph"*');
    const plan = await db().all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${locationSearchSql(match)}`);
    const details = plan.map((p) => p.detail).join("\n");
    expect(details).toMatch(/VIRTUAL TABLE INDEX/);
    expect(details).not.toMatch(/SCAN (localities|states|l|s)\b/);
    expect(details).toMatch(/localities|l\b.*PRIMARY KEY|INTEGER PRIMARY KEY/);
  });

  it("answers 30 searches at once, each the same", async () => {
    const { w } = await world();
    const answers = await Promise.all(Array.from({ length: 30 }, () => search(`${w}ki`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.json))).size).toBe(1);
  });

  it("follows renames and deletions (triggers)", async () => {
    const { w, ids } = await world();
    await env.DB.prepare("UPDATE localities SET name = ? WHERE id = ?").bind(`${w}renamed`, ids[0]!).run();
    expect((await search(`${w}renamed`)).json.data.map((m: { id: number }) => m.id)).toEqual([ids[0]]);
    await env.DB.prepare("DELETE FROM localities WHERE id = ?").bind(ids[0]!).run();
    expect((await search(`${w}renamed`)).json.data).toEqual([]);
  });
});

describe("map tiles", () => {
  it("GET /v1/locations/map names the configured tile URL; the worker serves its plain tile, cached", async () => {
    const cfg = await call("GET", "/v1/locations/map");
    expect(cfg.status).toBe(200);
    expect(cfg.json.tileUrl).toBe("/map-tiles/{z}/{x}/{y}.png");
    const { exports } = await import("cloudflare:workers");
    const tile = await exports.default.fetch(new Request(`${BASE}/map-tiles/12/2087/1983.png`));
    expect(tile.status).toBe(200);
    expect(tile.headers.get("content-type")).toBe("image/png");
    expect(tile.headers.get("cache-control")).toContain("max-age");
    const bytes = new Uint8Array(await tile.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    expect((await exports.default.fetch(new Request(`${BASE}/map-tiles/x/1/2.png`))).status).toBe(404);
  });
});
