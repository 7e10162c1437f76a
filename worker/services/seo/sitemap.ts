import { z } from "zod";
import { first, allResults, q } from "../../db/sql";
import { PROFESSIONAL_TYPES } from "../../contracts/reviews";
import { LISTING_RULES } from "../../contracts/listing-rules";
import type { ServiceCtx } from "../../lib/context";
import { html } from "../../lib/html";
import { guidePath } from "../../contracts/price-guide-rules";

/**
 * The sitemaps: an index at /sitemap.xml naming child sitemaps of at most 50,000 URLs each
 * (the protocol's limit). Every child is a keyset page: `id > after ORDER BY id LIMIT n` on an index that
 * starts with the public filter, so a child reads its own rows and no more, whatever the table's size. The
 * index finds each child's first key by stepping through the same index (`LIMIT 1 OFFSET n-1`, ids only);
 * it is cached a day at the edge.
 */
export const SITEMAP_PAGE_SIZE = 50_000;
export const SITEMAP_KINDS = ["static", "listings", "projects", "agents", "articles", "locations"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

type Entry = { path: string; lastmod?: number };
const TYPES = PROFESSIONAL_TYPES.map((t) => `'${t}'`).join(", ");

/** The public rows of each kind, keyed by `id` (what the child pages walk). Indexes in migrations/0034. */
const SOURCES: Record<
  "listings" | "projects" | "agents" | "articles",
  { from: (now: number) => [string, unknown[]]; select: string; entry: (r: Record<string, unknown>) => Entry }
> = {
  listings: {
    from: (now) => [
      "FROM properties WHERE status = 'active' AND confirmed_at > ? AND flagged_duplicate = 0",
      [now - LISTING_RULES.freshnessMs],
    ],
    select: "id, slug, updated_at",
    entry: (r) => ({
      path: `/properties/property/${encodeURIComponent(String(r.slug))}`,
      lastmod: Number(r.updated_at),
    }),
  },
  projects: {
    from: () => ["FROM projects WHERE listed = 1 AND deleted_at IS NULL", []],
    select: "id, updated_at",
    entry: (r) => ({ path: `/properties/project/${encodeURIComponent(String(r.id))}`, lastmod: Number(r.updated_at) }),
  },
  agents: {
    from: () => [
      `FROM users WHERE account_type IN (${TYPES}) AND status = 'active' AND deleted_at IS NULL AND admin_access = 0`,
      [],
    ],
    select: "id, updated_at",
    entry: (r) => ({
      path: `/professionals/agents/${encodeURIComponent(String(r.id))}`,
      lastmod: Number(r.updated_at),
    }),
  },
  articles: {
    from: (now) => ["FROM articles WHERE published_at IS NOT NULL AND published_at <= ?", [now]],
    select: "id, slug, updated_at",
    entry: (r) => ({ path: `/articles/${encodeURIComponent(String(r.slug))}`, lastmod: Number(r.updated_at) }),
  },
};

const STATIC_PATHS = [
  "/",
  "/properties",
  "/properties/sale",
  "/properties/rent",
  "/properties/stay",
  "/professionals/agents",
  "/sell",
  "/news",
  "/articles",
  "/about",
  "/contact",
  "/help",
  "/privacy",
  "/terms",
  "/sell/guides/selling",
  "/sell/guides/letting",
  "/sell/guides/short-lets",
  "/prices",
];

/** A child sitemap: its kind, and the key its rows start after ("" = the first). */
export type ChildRef = { kind: SitemapKind; after: string };

/** The children of the index: for the keyed kinds, one per `pageSize` rows, each starting after the last key of the one before. */
export async function sitemapChildren(ctx: ServiceCtx, pageSize = SITEMAP_PAGE_SIZE): Promise<ChildRef[]> {
  const out: ChildRef[] = [
    { kind: "static", after: "" },
    { kind: "locations", after: "" },
  ];
  for (const kind of ["listings", "projects", "agents", "articles"] as const) {
    const [from, params] = SOURCES[kind].from(ctx.now);
    let after = "";
    // At least one child per kind (an empty sitemap is valid); then one more each time a full page lies beyond.
    for (;;) {
      out.push({ kind, after });
      const last = await first(
        q(ctx, `SELECT id ${from} AND id > ? ORDER BY id LIMIT 1 OFFSET ?`, ...params, after, pageSize - 1),
        z.object({ id: z.string() }),
      );
      if (!last) break;
      const beyond = await first(
        q(ctx, `SELECT id ${from} AND id > ? ORDER BY id LIMIT 1`, ...params, last.id),
        z.object({ id: z.string() }),
      );
      if (!beyond) break;
      after = last.id;
    }
  }
  return out;
}

/** The URLs of one child sitemap. */
export async function sitemapEntries(ctx: ServiceCtx, ref: ChildRef, pageSize = SITEMAP_PAGE_SIZE): Promise<Entry[]> {
  if (ref.kind === "static") return STATIC_PATHS.map((path) => ({ path }));
  if (ref.kind === "locations") {
    const states = await allResults(q(ctx, "SELECT slug FROM states ORDER BY slug"), z.object({ slug: z.string() }));
    const localities = await allResults(
      q(
        ctx,
        "SELECT s.slug AS state, l.slug AS locality FROM localities l JOIN states s ON s.id = l.state_id ORDER BY l.id LIMIT ?",
        pageSize,
      ),
      z.object({ state: z.string(), locality: z.string() }),
    );
    const st = states.results.flatMap((s) =>
      ["sale", "rent", "stay"].map((t) => ({ path: `/properties/${t}?state=${encodeURIComponent(s.slug)}` })),
    );
    const loc = localities.results.flatMap((l) =>
      ["sale", "rent"].map((t) => ({
        path: `/properties/${t}?state=${encodeURIComponent(l.state)}&locality=${encodeURIComponent(l.locality)}`,
      })),
    );
    // The area price guides with at least one live listing (price_guide_areas: one row per area, refreshed daily).
    const guides = await allResults(
      q(
        ctx,
        `SELECT s.slug AS state, l.slug AS locality, g.refreshed_at FROM price_guide_areas g
         JOIN localities l ON l.id = g.locality_id AND l.kind = 'area' JOIN states s ON s.id = g.state_id
         WHERE g.listings > 0 ORDER BY g.locality_id LIMIT ?`,
        pageSize,
      ),
      z.object({ state: z.string(), locality: z.string(), refreshed_at: z.number() }),
    );
    const priced = guides.results.map((g) => ({ path: guidePath(g.state, g.locality), lastmod: g.refreshed_at }));
    return [...st, ...priced, ...loc].slice(0, pageSize);
  }
  const source = SOURCES[ref.kind];
  const [from, params] = source.from(ctx.now);
  const rows = await allResults(
    q(ctx, `SELECT ${source.select} ${from} AND id > ? ORDER BY id LIMIT ?`, ...params, ref.after, pageSize),
    z.record(z.string(), z.unknown()),
  );
  return rows.results.map(source.entry);
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const childPath = (ref: ChildRef) =>
  `/sitemaps/${ref.kind}.xml${ref.after ? `?after=${encodeURIComponent(ref.after)}` : ""}`;

export function sitemapIndexXml(origin: string, children: ChildRef[]) {
  const items = children.map((c) => html`<sitemap><loc>${origin + childPath(c)}</loc></sitemap>`);
  return html`<?xml version="1.0" encoding="UTF-8"?>
    <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex> `.toString();
}

export function urlSetXml(origin: string, entries: Entry[]) {
  const items = entries.map(
    (e) => html`<url><loc>${origin + e.path}</loc>${e.lastmod ? html`<lastmod>${day(e.lastmod)}</lastmod>` : ""}</url>`,
  );
  return html`<?xml version="1.0" encoding="UTF-8"?>
    <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</urlset> `.toString();
}

export function robotsTxt(origin: string) {
  return [
    "User-agent: *",
    "Allow: /",
    // Accounts, the back office, the API and payment callbacks are no one's search result.
    "Disallow: /dashboard",
    "Disallow: /v1/",
    "Disallow: /admin/",
    "Disallow: /booking/",
    "Disallow: /project-booking/",
    "Disallow: /amnesia/",
    "Disallow: /test-onboarding",
    "Disallow: /offline",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
