import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { properties, savedSearches, users } from "../../db/schema";
import { ALERT_MAX_LISTINGS } from "../../contracts/discovery";
import { searchFilter } from "../../contracts/listings";
import { formatNaira, formatPrice } from "../../contracts/naira";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { html } from "../../lib/html";
import { searchWhere } from "../listings/search-where";
import { placeFilter, placeTree, type PlaceFilter } from "../listings/search-places";
import { publiclyListed } from "../listings/shared";
import { ftsQuery } from "../listings/fts";
import { emailSender } from "../../integrations/email";
import { layout, redactForOutbox, storedHeaders } from "../platform/email";
import { notifySafely } from "../notifications";
import { q } from "../../db/sql";
import { unsubscribeToken } from "./saved-searches";

type Row = typeof savedSearches.$inferSelect;
const BATCH = 50;
const DAY = 24 * 3600_000;

/** A price drop as the mail and the in-app notification tell it: its link, its title and both prices. */
const priceDropColumns = {
  slug: properties.slug,
  title: properties.title,
  priceKobo: properties.priceKobo,
  pricePeriod: properties.pricePeriod,
  previousPriceKobo: properties.previousPriceKobo,
};

/** "₦2,500,000/year (was ₦3,000,000)", or without the bracket when the earlier price is not known. */
const priceNowAndWas = (l: { priceKobo: number; pricePeriod: string; previousPriceKobo: number | null }) =>
  `${formatPrice(l.priceKobo, l.pricePeriod)}${l.previousPriceKobo ? ` (was ${formatNaira(l.previousPriceKobo)})` : ""}`;

/**
 * Daily cron: each saved search with alerts on mails its listings that went live since it was saved and were never
 * mailed for it, and the matching listings whose price dropped since it was saved (once per listing and price). The
 * sent rows (UNIQUE per search and listing, or search, listing and price) and the outbox row go in one batch, the
 * outbox row only if this batch claimed at least one, so a repeated or concurrent run never mails a listing twice.
 * Then the adapter sends it and the user gets an in-app notification.
 */
export async function runSavedSearchAlerts(ctx: ServiceCtx) {
  let after = "";
  let mailed = 0;
  for (;;) {
    const page = await ctx.db
      .select({ s: savedSearches, email: users.email, firstName: users.firstName })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(and(eq(savedSearches.alerts, true), gt(savedSearches.id, after), eq(users.status, "active")))
      .orderBy(savedSearches.id)
      .limit(BATCH)
      .all();
    for (const row of page) {
      try {
        if (await alertOne(ctx, row.s, row.email, row.firstName)) mailed++;
      } catch (e) {
        console.error("saved search alert failed", row.s.id, e);
      }
    }
    if (page.length < BATCH) break;
    after = page.at(-1)!.s.id;
  }
  return { mailed };
}

async function alertOne(ctx: ServiceCtx, s: Row, to: string, firstName: string) {
  const parsed = searchFilter.safeParse(JSON.parse(s.filter));
  if (!parsed.success) return false;
  // A saved search for an area or a region alerts on its neighbourhoods' listings too, as its search shows them.
  const place = await placeTree(ctx, s.listingType ?? parsed.data.listingType, parsed.data);
  const filter: PlaceFilter = place ? placeFilter(parsed.data, place) : parsed.data;
  const keyword = ftsQuery(filter.query);
  const matches = and(
    searchWhere(ctx.now, s.listingType ?? undefined, filter),
    keyword
      ? sql`${properties.id} in (select property_id from listings_fts where listings_fts match ${keyword})`
      : undefined,
  );
  const [fresh, dropped] = await Promise.all([
    ctx.db
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          matches,
          gt(properties.createdAt, s.since),
          sql`not exists (select 1 from saved_search_sent x where x.saved_search_id = ${s.id} and x.listing_id = ${properties.id})`,
        ),
      )
      .orderBy(desc(properties.createdAt))
      .limit(ALERT_MAX_LISTINGS)
      .all(),
    // Drops are few: the partial index on price_reduced_at finds them, the search's filter checks each.
    ctx.db
      .select({ id: properties.id, price: properties.priceKobo })
      .from(properties)
      .where(
        and(
          matches,
          gt(properties.priceReducedAt, s.since),
          sql`not exists (select 1 from saved_search_price_drops x where x.saved_search_id = ${s.id} and x.listing_id = ${properties.id} and x.price_kobo = ${properties.priceKobo})`,
        ),
      )
      .orderBy(desc(properties.priceReducedAt))
      .limit(ALERT_MAX_LISTINGS)
      .all(),
  ]);
  const freshIds = new Set(fresh.map((c) => c.id));
  const drops = dropped.filter((d) => !freshIds.has(d.id));
  if (!fresh.length && !drops.length) return false;

  const outboxId = newId();
  const token = await unsubscribeToken(ctx, s.id);
  const base = ctx.env.APP_URL.replace(/\/$/, "");
  const unsubscribeUrl = `${base}/v1/saved-searches/${s.id}/unsubscribe?token=${encodeURIComponent(token)}`;
  const CLAIMED =
    "(EXISTS (SELECT 1 FROM saved_search_sent WHERE outbox_id = ?) OR EXISTS (SELECT 1 FROM saved_search_price_drops WHERE outbox_id = ?))";
  const claimed = await ctx.env.DB.batch([
    q(
      ctx,
      `INSERT INTO saved_search_sent (saved_search_id, listing_id, outbox_id, sent_at)
      SELECT ?, value, ?, ? FROM json_each(?) WHERE true ON CONFLICT (saved_search_id, listing_id) DO NOTHING`,
      s.id,
      outboxId,
      ctx.now,
      JSON.stringify(fresh.map((c) => c.id)),
    ),
    q(
      ctx,
      `INSERT INTO saved_search_price_drops (saved_search_id, listing_id, price_kobo, outbox_id, sent_at)
      SELECT ?, json_extract(value, '$[0]'), json_extract(value, '$[1]'), ?, ? FROM json_each(?) WHERE true
      ON CONFLICT (saved_search_id, listing_id, price_kobo) DO NOTHING`,
      s.id,
      outboxId,
      ctx.now,
      JSON.stringify(drops.map((d) => [d.id, d.price])),
    ),
    q(
      ctx,
      `INSERT INTO email_outbox (id, to_address, subject, text, html, template, status, created_at)
      SELECT ?, ?, '', '', NULL, 'savedSearchAlert', 'queued', ? WHERE ${CLAIMED}`,
      outboxId,
      to,
      ctx.now,
      outboxId,
      outboxId,
    ),
    q(
      ctx,
      `UPDATE saved_searches SET last_alert_at = ? WHERE id = ? AND ${CLAIMED}`,
      ctx.now,
      s.id,
      outboxId,
      outboxId,
    ),
  ]);
  if (!claimed[2]?.meta.changes) return false;

  const [newRows, dropRows] = await Promise.all([
    ctx.db
      .select({
        slug: properties.slug,
        title: properties.title,
        priceKobo: properties.priceKobo,
        pricePeriod: properties.pricePeriod,
      })
      .from(properties)
      .where(inArray(properties.id, sql`(select listing_id from saved_search_sent where outbox_id = ${outboxId})`))
      .orderBy(desc(properties.createdAt))
      .all(),
    ctx.db
      .select(priceDropColumns)
      .from(properties)
      .where(
        inArray(properties.id, sql`(select listing_id from saved_search_price_drops where outbox_id = ${outboxId})`),
      )
      .orderBy(desc(properties.priceReducedAt))
      .all(),
  ]);
  const link = (slug: string) => `${base}/properties/property/${slug}`;
  const newLines = newRows.map((l) => `${l.title} — ${formatPrice(l.priceKobo, l.pricePeriod)}: ${link(l.slug)}`);
  const dropLines = dropRows.map((l) => `${l.title} — now ${priceNowAndWas(l)}: ${link(l.slug)}`);
  const n = newLines.length;
  const d = dropLines.length;
  const what = [n ? `${n} new listing${n === 1 ? "" : "s"}` : "", d ? `${d} price drop${d === 1 ? "" : "s"}` : ""]
    .filter(Boolean)
    .join(" and ");
  const subject = `${what} for "${s.name}"`;
  const sections = [
    ...(n ? [`New listings for your saved search "${s.name}":`, ...newLines] : []),
    ...(d ? [`Price reduced on listings that match "${s.name}":`, ...dropLines] : []),
  ];
  const text = `Hello ${firstName},\n\n${sections.map((l) => (l.endsWith(":") ? `${l}\n` : `- ${l}\n`)).join("")}\nSee all results: ${base}/dashboard/property/saved-searches\nStop these emails with one click: ${unsubscribeUrl}`;
  const body = layout(
    subject,
    [`Hello ${firstName},`, ...sections],
    { label: "See my saved searches", url: `${base}/dashboard/property/saved-searches` },
    html`<p style="font-size:12px;text-align:center"><a href="${unsubscribeUrl}">Unsubscribe from this search</a></p>`,
  );
  // RFC 2369 / RFC 8058: mail clients show their own "Unsubscribe" and POST the link in one click.
  const headers = { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  const sender = emailSender(ctx.env);
  const result = await sender.send({
    to,
    subject,
    text,
    html: body,
    headers,
    from: ctx.env.EMAIL_FROM,
    template: "savedSearchAlert",
  });
  await q(
    ctx,
    "UPDATE email_outbox SET subject = ?, text = ?, html = ?, headers = ?, status = ?, sent_at = ?, error = ? WHERE id = ?",
    subject,
    redactForOutbox("savedSearchAlert", text),
    redactForOutbox("savedSearchAlert", body),
    storedHeaders("savedSearchAlert", headers),
    result.ok ? (sender.name === "local" ? "logged" : "sent") : "failed",
    result.ok ? Date.now() : null,
    result.ok ? null : result.error,
    outboxId,
  ).run();
  await notifySafely(ctx, {
    userId: s.userId,
    type: "none",
    message: `${what[0]!.toUpperCase()}${what.slice(1)} for your saved search "${s.name}".`,
    link: "/dashboard/property/saved-searches",
    dedupeKey: `saved-search:${s.id}`,
  });
  return true;
}

/** A UUID made in SQL (a notification's id, inserted by INSERT … SELECT for every user who saved a listing). */
const SQL_UUID = `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

/**
 * Daily cron: everyone who saved a listing hears of a drop in its price, once per listing and price (the
 * notification's dedupe key), as an in-app notification. The drops of the last two days are read (a missed run
 * catches up), live listings only, through the partial index on price_reduced_at; one INSERT … SELECT per listing
 * writes its savers' notifications, batched.
 */
export async function notifyPriceDrops(ctx: ServiceCtx) {
  const drops = await ctx.db
    .select({ id: properties.id, ...priceDropColumns })
    .from(properties)
    .where(and(gt(properties.priceReducedAt, ctx.now - 2 * DAY), publiclyListed(ctx.now)))
    .limit(5_000)
    .all();
  const statements = drops.map((l) => {
    const message = `Price reduced on a home you saved: ${l.title} is now ${priceNowAndWas(l)}.`;
    return q(
      ctx,
      `INSERT INTO notifications (id, user_id, type, message, property_id, property_slug, property_title, link, dedupe_key, created_at)
       SELECT ${SQL_UUID}, f.user_id, 'favorite', ?, ?, ?, ?, ?, ?, ? FROM favorites f JOIN users u ON u.id = f.user_id
       WHERE f.property_id = ? AND u.status = 'active'
       ON CONFLICT (user_id, dedupe_key) DO NOTHING`,
      message.slice(0, 500),
      l.id,
      l.slug,
      l.title,
      `/properties/property/${encodeURIComponent(l.slug)}`,
      `price-drop:${l.id}:${l.priceKobo}`,
      ctx.now,
      l.id,
    );
  });
  // One round trip per 50 listings, not one per listing.
  let told = 0;
  for (let i = 0; i < statements.length; i += 50)
    for (const r of await ctx.env.DB.batch(statements.slice(i, i + 50))) told += r.meta.changes ?? 0;
  return { listings: drops.length, told };
}
