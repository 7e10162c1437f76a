import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, makeUser, uniq } from "./helpers";
import { searchPlace } from "./search-fixtures";
import { measuredSearch, type Sort } from "../../worker/services/listings/search";
import { searchQueries } from "../../worker/services/listings/search-queries";
import { createDb } from "../../worker/db/client";
import {
  BROAD_KEYWORD_LISTINGS,
  foldedPlan,
  ftsTerms,
  keywordPlan,
  keywordPlanSql,
  wordMemo,
} from "../../worker/services/listings/fts";
import { termDocs } from "../../worker/services/listings/estimates";

/**
 * Keywords at scale (thousands of listings hold a word), through HTTP and searchQueries: the broad-keyword plan, the
 * words a prefix covers spelled out, the plan read by the page statement itself, and the word-count memo. The
 * listings go to the state of search-fixtures.ts's place.
 */
const DAY = 86_400_000;
const fixture = searchPlace();

beforeAll(fixture.seed);

describe("keywords at scale", () => {
  it("a word in thousands of listings lists its newest matches first, with an estimated total; a rare word ranks all of its matches", async () => {
    const broad = `quokka${uniq()}`;
    const rare = `wombat${uniq()}`;
    const owner = (await makeUser({ accountType: "agent" })).id;
    const now = Date.now();
    const bulk = (n: number, title: string, description: string) =>
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?5)
         INSERT INTO properties (id, slug, owner_id, title, description, listing_type, category_id, type_id, price_kobo, price_period, address, state_id, confirmed_at, created_at, updated_at)
         SELECT ?1 || i, ?1 || i, ?2, ?6, ?7, 'rent', 2, 8, 100000 + i, 'per_year', 'Street', ?3, ?4, ?4 - i, ?4 FROM n`,
      )
        .bind(`kw-${uniq()}-`, owner, fixture.stateId, now, n, title, description)
        .run();
    // The oldest listing has the word in its title: the best match of all, but not among the newest 1,001.
    await bulk(1, `${broad} ${rare} villa`, "A villa");
    await bulk(5_100, "Flat", `A flat with a ${broad} garden`);
    await bulk(2, "Flat", `A flat near a ${rare} park`);
    const first = (q: string) => call("POST", "/v1/properties/search?perPage=3", { body: { query: q } });
    const broadPage = await first(broad);
    expect(broadPage.json.data).toHaveLength(3);
    expect(broadPage.json.data.map((c: { title: string }) => c.title)).not.toContain(`${broad} ${rare} villa`);
    // Newest first: the three newest flats with the word.
    expect(broadPage.json.data.map((c: { title: string }) => c.title)).toEqual(["Flat", "Flat", "Flat"]);
    expect(broadPage.json).toMatchObject({ totalIsLowerBound: false, totalIsEstimate: true });
    expect(broadPage.json.total).toBeGreaterThan(1000);
    const rarePage = await first(rare);
    expect(rarePage.json.data[0].title).toBe(`${broad} ${rare} villa`);
    expect(rarePage.json).toMatchObject({ total: 3, totalIsLowerBound: false });
    // The same word found by a prefix ("quokka" finds every quokka…): broad too.
    expect((await first(broad.slice(0, -2))).json.data.map((c: { title: string }) => c.title)).not.toContain(
      `${broad} ${rare} villa`,
    );
  });
});

/**
 * The keyword corpus of the spelled-out and one-round-trip tests: `base` in 5,100 listings (broad); base + "ish" and
 * base + "ery" in a few (the prefix base covers three words); `rare` in 5, one of them also with base in its title;
 * some sale listings. Returns `bulk` to add more (n listings of one title and description, newest first).
 */
async function keywordCorpus(prefix: string, base: string, rare: string) {
  const owner = (await makeUser({ accountType: "agent" })).id;
  const now = Date.now();
  const bulk = (n: number, title: string, description: string, listingType = "rent") =>
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?5)
       INSERT INTO properties (id, slug, owner_id, title, description, listing_type, category_id, type_id, price_kobo, price_period, address, state_id, confirmed_at, created_at, updated_at, premium_listing)
       SELECT ?1 || i, ?1 || i, ?2, ?6, ?7, ?8, 2, 8, 100000 + (i * 7919) % 1000, 'per_year', 'Street', ?3, ?4, ?4 - i * 1000, ?4, i % 9 = 0 FROM n`,
    )
      .bind(`${prefix}-${uniq()}-`, owner, fixture.stateId, now, n, title, description, listingType)
      .run();
  await bulk(5_100, "Flat", `A flat with a ${base} garden`);
  await bulk(3, `${base}ish cottage`, "A cottage");
  await bulk(2, "Duplex", `A duplex by the ${base}ery`, "sale");
  await bulk(4, `${rare} terrace`, `Near ${rare} park`);
  await bulk(1, `${rare} ${base} villa`, "A villa");
  return { now, bulk };
}

/** The page as the prefix query gave it (no plan): the broad decision from the vocabulary's sums (termDocs). */
async function prefixQueryPage(
  c: Parameters<typeof termDocs>[0],
  perPage: number,
  query: string,
  sort: Sort | undefined,
  page: number,
  type?: string,
) {
  const docs = await termDocs(c, ftsTerms(query));
  const newestFirst = Math.min(...docs) > BROAD_KEYWORD_LISTINGS && (sort ?? "relevance") === "relevance";
  const { find } = searchQueries(c, type, { query }, sort, { page, perPage }, undefined, { newestFirst });
  return ((await find.all()) as { id: string }[]).map((r) => r.id);
}

describe("keywords spelled out", () => {
  it("the words a prefix covers, named in the query, give the same pages, totals and broad decision as the prefix query", async () => {
    const base = `kudu${uniq()}`;
    const rare = `oryx${uniq()}`;
    await keywordCorpus("kws", base, rare);
    const c = { db: createDb(env.DB), env, now: Date.now() };
    const perPage = 4;
    const prefixPage = (query: string, sort: Sort | undefined, page: number, type?: string) =>
      prefixQueryPage(c, perPage, query, sort, page, type);
    async function spelledPage(query: string, sort: Sort | undefined, page: number, type?: string) {
      const fts = await keywordPlan(c, ftsTerms(query), c.now);
      const { find } = searchQueries(c, type, { query }, sort, { page, perPage }, undefined, {
        newestFirst: fts.broad && (sort ?? "relevance") === "relevance",
        fts,
      });
      return ((await find.all()) as { id: string }[]).map((r) => r.id);
    }
    const queries = [
      base,
      base.slice(0, -3),
      rare,
      rare.slice(0, -1),
      `${rare} ${base}`,
      `${base} ${rare}`,
      `${base}ish`,
      "cot",
      "villa",
      `${rare} ìkoyi`,
      `${base}zzz`,
      "x",
    ];
    for (const query of queries) {
      const terms = ftsTerms(query);
      const plan = await keywordPlan(c, terms, c.now);
      // The same counts as the vocabulary's sums, hence the same broad decision and estimate.
      expect(plan.docs, query).toEqual(await termDocs(c, terms));
      for (const sort of [undefined, "price_asc", "latest"] as const)
        for (const page of [1, 2, 3])
          expect(await spelledPage(query, sort, page), `${query} ${sort} ${page}`).toEqual(
            await prefixPage(query, sort, page),
          );
      expect(await spelledPage(query, undefined, 1, "sale"), `${query} sale`).toEqual(
        await prefixPage(query, undefined, 1, "sale"),
      );
    }
    // The prefix base covers three words: spelled out (ORed) for rowid order, left a prefix for rank order.
    const covered = await keywordPlan(c, [base.slice(0, -3)], c.now);
    expect(covered.newest.split(" OR ")).toHaveLength(3);
    expect(covered.ranked).toBe(`"${base.slice(0, -3)}"*`);
    expect(covered.broad).toBe(true);
    expect((await keywordPlan(c, [rare.slice(0, -1)], c.now)).ranked).toBe(`"${rare}"`);
    // A word the index does not hold: nothing can match, no page query at all.
    const none = await keywordPlan(c, [`${base}zzz`], c.now);
    expect(none.none).toBe(true);
    const empty = await measuredSearch(c, null, undefined, { query: `${rare} ${base}zzz` }, undefined, {
      page: 1,
      perPage: 12,
    });
    expect(empty.page).toMatchObject({ data: [], total: 0, hasMore: false });
    // One statement reads the plan and the page (keywordPlanSql): no cards, nothing past the words' skip.
    expect(empty.rowsRead.statements.filter((s) => s.startsWith("search:"))).toHaveLength(1);
    expect(empty.rowsRead.statements.some((s) => s.startsWith("cards:"))).toBe(false);
    // Through HTTP: the broad word lists its newest first with an estimate; the narrow one ranks (title first).
    const broadRes = await call("POST", "/v1/properties/search?perPage=3", { body: { query: base } });
    expect(broadRes.json).toMatchObject({ totalIsEstimate: true });
    const rareRes = await call("POST", "/v1/properties/search?perPage=3", { body: { query: rare } });
    expect(rareRes.json).toMatchObject({ total: 5, totalIsLowerBound: false });
    expect(rareRes.json.data[0].title).toMatch(new RegExp(rare));
  });
});

describe("keywords in one round trip", () => {
  it("the page statement that reads the plan itself gives the prefix query's pages, counts and broad decision, and the search one statement before the cards", async () => {
    const base = `gnu${uniq()}`;
    const rare = `eland${uniq()}`;
    const { now, bulk } = await keywordCorpus("kwf", base, rare);
    await bulk(1, "Old flat", `An old ${rare} flat`);
    await env.DB.prepare("UPDATE properties SET confirmed_at = ?1 WHERE title = 'Old flat' AND description LIKE ?2")
      .bind(now - 40 * DAY, `%${rare}%`)
      .run();
    const c = { db: createDb(env.DB), env, now: Date.now() };
    const perPage = 4;
    const prefixPage = (query: string, sort: Sort | undefined, page: number, type?: string) =>
      prefixQueryPage(c, perPage, query, sort, page, type);
    async function foldedPage(query: string, sort: Sort | undefined, page: number, type?: string) {
      const terms = ftsTerms(query);
      const { find } = searchQueries(c, type, { query }, sort, { page, perPage }, undefined, {
        folded: keywordPlanSql(terms, c.now),
      });
      const rows = (await find.all()) as { id: string; kw?: Record<string, unknown> }[];
      return { ids: rows.map((r) => r.id), plan: rows[0]?.kw ? foldedPlan(rows[0].kw, terms, c.now) : null };
    }
    const queries = [
      base,
      base.slice(0, -3),
      rare,
      rare.slice(0, -1),
      `${rare} ${base}`,
      `${base} ${rare}`,
      `${base}ish`,
      "cot",
      "villa",
      `${rare} ìkoyi`,
      `${base}zzz`,
      "x",
    ];
    for (const query of queries) {
      const terms = ftsTerms(query);
      const plan = await keywordPlan(c, terms, c.now);
      for (const sort of [undefined, "price_asc", "latest"] as const)
        for (const page of [1, 2, 3]) {
          const folded = await foldedPage(query, sort, page);
          expect(folded.ids, `${query} ${sort} ${page}`).toEqual(await prefixPage(query, sort, page));
          // The plan the page carries is keywordPlan's.
          if (folded.plan) expect(folded.plan, `${query} plan`).toEqual(plan);
        }
      expect((await foldedPage(query, undefined, 1, "sale")).ids, `${query} sale`).toEqual(
        await prefixPage(query, undefined, 1, "sale"),
      );
    }
    // Through the search: the same page and total as with the plan read first; one statement before the cards.
    const p = { page: 1, perPage: 3 };
    for (const query of [base, rare, `${rare} ${base}`]) {
      const one = await measuredSearch(c, null, undefined, { query }, undefined, p);
      const two = await measuredSearch(c, null, undefined, { query }, undefined, p, { unfolded: true });
      expect(one.page, query).toEqual(two.page);
      expect(
        one.rowsRead.statements.filter((s) => s.startsWith("search:")),
        query,
      ).toHaveLength(1);
      expect(
        two.rowsRead.statements.filter((s) => s.startsWith("search:")),
        query,
      ).toHaveLength(1);
      // The plan statement (a "total" by its vocabulary tables) is gone; the estimate's live counts are read in both.
      const totals = (r: typeof one) => r.rowsRead.statements.filter((st) => st.startsWith("total:")).length;
      expect(totals(two), query).toBe(totals(one) + 1);
      // Without a type or a place the estimate's scope is every listing: its live counts are read once, not twice.
      expect(totals(one), query).toBe(1);
    }
    // With a filter beyond type and place (no estimate): the count of the spelled-out words, as before.
    for (const query of [base, rare, base.slice(0, -3)]) {
      const filter = { query, minPriceKobo: 100_500 };
      const one = await measuredSearch(c, null, "rent", filter, undefined, p);
      expect(one.page, query).toEqual(
        (await measuredSearch(c, null, "rent", filter, undefined, p, { unfolded: true })).page,
      );
      expect(one.page.total, query).toBeGreaterThan(0);
    }
    // Past the end (no row carries the plan): answered with the plan read first, the same as before.
    const past = { page: 3, perPage: 3 };
    expect((await measuredSearch(c, null, undefined, { query: rare }, "price_asc", past)).page).toEqual(
      (await measuredSearch(c, null, undefined, { query: rare }, "price_asc", past, { unfolded: true })).page,
    );
  });
});

describe("the word-count memo", () => {
  it("a word in more listings than the memo's threshold is counted once per 10 minutes, then counted again; a word under it every time", async () => {
    const word = `dikdik${uniq()}`;
    const small = `impala${uniq()}`;
    const owner = (await makeUser({ accountType: "agent" })).id;
    const now = Date.now();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 150)
       INSERT INTO properties (id, slug, owner_id, title, description, listing_type, category_id, type_id, price_kobo, price_period, address, state_id, confirmed_at, created_at, updated_at)
       SELECT ?1 || i, ?1 || i, ?2, 'Flat', 'A flat by the ' || ?5 || iif(i <= 10, ' ' || ?6, ''), 'rent', 2, 8, 100000 + i, 'per_year', 'Street', ?3, ?4, ?4 - i, ?4 FROM n`,
    )
      .bind(`memo-${uniq()}-`, owner, fixture.stateId, now, word, small)
      .run();
    const saved = { ...wordMemo };
    wordMemo.min = 100; // 150 listings hold `word`, 10 hold `small`
    try {
      const c = { db: createDb(env.DB), env, now };
      const sums = (terms: string[], at: number) => keywordPlanSql(terms, at).match(/listings_fts_terms/g)?.length ?? 0;
      expect(sums([word, small], now)).toBe(2);
      const first = await measuredSearch(c, null, undefined, { query: `${word} ${small}` }, undefined, {
        page: 1,
        perPage: 3,
      });
      expect(first.page.data).toHaveLength(3);
      // Counted once: kept with its count; the small word is not kept.
      expect(wordMemo.entries.get(word)).toMatchObject({ docs: 150, at: now });
      expect(wordMemo.entries.has(small)).toBe(false);
      expect(sums([word, small], now + 60_000)).toBe(1);
      const later = { ...c, now: now + 60_000 };
      const second = await measuredSearch(later, null, undefined, { query: `${word} ${small}` }, undefined, {
        page: 1,
        perPage: 3,
      });
      expect(second.page).toEqual(first.page);
      expect(second.rowsRead.search).toBeLessThan(first.rowsRead.search);
      // The plan read first (keywordPlan) takes the same count from the memo.
      expect((await keywordPlan(c, [word], now + 60_000)).docs).toEqual([150]);
      // After 10 minutes the word is counted again (and kept again from then).
      const after = now + wordMemo.ms + 1;
      expect(sums([word], after)).toBe(1);
      await measuredSearch({ ...c, now: after }, null, undefined, { query: word }, undefined, { page: 1, perPage: 3 });
      expect(wordMemo.entries.get(word)).toMatchObject({ docs: 150, at: after });
    } finally {
      wordMemo.min = saved.min;
      wordMemo.entries.delete(word);
    }
  });
});
