import { and, desc, eq, gt, sql } from "drizzle-orm";
import { properties, savedSearches, savedSearchSent, users } from "../../db/schema";
import type { AuthUser } from "../../contracts/auth";
import {
  ALERT_MAX_LISTINGS,
  DISCOVERY_MESSAGES,
  SAVED_SEARCH_LIMIT,
  savedSearchInput,
  type SavedSearch,
} from "../../contracts/discovery";
import { searchFilter } from "../../contracts/listings";
import { formatPrice } from "../../contracts/naira";
import { ApiError } from "../../lib/errors";
import { newId, toBase64Url } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { html } from "../../lib/html";
import type { z } from "zod";
import type { Sort } from "../listings/search";
import { searchWhere } from "../listings/search-where";
import { placeFilter, placeTree, type PlaceFilter } from "../listings/search-places";
import { ftsQuery } from "../listings/fts";
import { emailSender } from "../../integrations/email";
import { layout, redactForOutbox, storedHeaders } from "../platform/email";
import { notifySafely } from "../notifications";
import { q } from "../../db/sql";

type Row = typeof savedSearches.$inferSelect;

function toSavedSearch(r: Row): SavedSearch {
  return {
    id: r.id,
    name: r.name,
    listingType: (r.listingType as SavedSearch["listingType"]) ?? null,
    filter: JSON.parse(r.filter) as Record<string, unknown>,
    sortBy: (r.sortBy as Sort | null) ?? null,
    alerts: r.alerts,
    lastAlertAt: r.lastAlertAt,
    createdAt: r.createdAt,
  };
}

const notFound = () => new ApiError(404, DISCOVERY_MESSAGES.savedSearchNotFound);

/** At most SAVED_SEARCH_LIMIT per user: the INSERT ... SELECT counts and inserts in one statement. */
export async function createSavedSearch(ctx: ServiceCtx, user: AuthUser, input: z.infer<typeof savedSearchInput>) {
  const id = newId();
  const inserted = await ctx.db.run(sql`
    insert into saved_searches (id, user_id, name, listing_type, filter, sort_by, alerts, since, created_at, updated_at)
    select ${id}, ${user.id}, ${input.name}, ${input.listingType ?? null}, ${JSON.stringify(input.filter)}, ${input.sortBy ?? null}, ${input.alerts ? 1 : 0}, ${ctx.now}, ${ctx.now}, ${ctx.now}
    where (select count(*) from saved_searches where user_id = ${user.id}) < ${SAVED_SEARCH_LIMIT}`);
  if (!inserted.meta.changes)
    throw new ApiError(422, DISCOVERY_MESSAGES.savedSearchLimit, [
      { field: "name", message: DISCOVERY_MESSAGES.savedSearchLimit },
    ]);
  const row = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, id)).get();
  return toSavedSearch(row!);
}

export async function listSavedSearches(ctx: ServiceCtx, user: AuthUser) {
  const rows = await ctx.db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, user.id))
    .orderBy(desc(savedSearches.createdAt))
    .limit(SAVED_SEARCH_LIMIT)
    .all();
  return { data: rows.map(toSavedSearch) };
}

export async function updateSavedSearch(
  ctx: ServiceCtx,
  user: AuthUser,
  id: string,
  input: { name?: string; alerts?: boolean },
) {
  const [row] = await ctx.db
    .update(savedSearches)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.alerts !== undefined ? { alerts: input.alerts } : {}),
      updatedAt: ctx.now,
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, user.id)))
    .returning();
  if (!row) throw notFound();
  return toSavedSearch(row);
}

export async function deleteSavedSearch(ctx: ServiceCtx, user: AuthUser, id: string) {
  const gone = await ctx.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, user.id)))
    .returning({ id: savedSearches.id });
  if (!gone.length) throw notFound();
  return { message: "Saved search deleted." };
}

// ---- One-click unsubscribe: an HMAC of the saved search id, so the link needs no sign-in and no stored token ----

async function hmac(secret: string, text: string) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return toBase64Url(
    new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`saved-search-unsubscribe:${text}`))),
  );
}

export const unsubscribeToken = (ctx: ServiceCtx, id: string) => hmac(ctx.env.JWT_SECRET, id);

async function checkUnsubscribeToken(ctx: ServiceCtx, id: string, token: string) {
  const expected = await unsubscribeToken(ctx, id);
  const a = new TextEncoder().encode(expected);
  const b = new TextEncoder().encode(token);
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) diff |= a[i]! ^ b[i]!;
  if (diff)
    throw new ApiError(400, DISCOVERY_MESSAGES.badUnsubscribe, [
      { field: "token", message: DISCOVERY_MESSAGES.badUnsubscribe },
    ]);
}

export async function unsubscribe(ctx: ServiceCtx, id: string, token: string) {
  await checkUnsubscribeToken(ctx, id, token);
  await ctx.db.update(savedSearches).set({ alerts: false, updatedAt: ctx.now }).where(eq(savedSearches.id, id)).run();
  return { message: DISCOVERY_MESSAGES.unsubscribed };
}

/** What an unsubscribe link points at (its token checked): the search's name and whether alerts are on; null once deleted. */
export async function unsubscribeTarget(ctx: ServiceCtx, id: string, token: string) {
  await checkUnsubscribeToken(ctx, id, token);
  return (
    (await ctx.db
      .select({ name: savedSearches.name, alerts: savedSearches.alerts })
      .from(savedSearches)
      .where(eq(savedSearches.id, id))
      .get()) ?? null
  );
}

// ---- The daily alert ----

const BATCH = 50;

/**
 * Daily cron: each saved search with alerts on mails its listings that went live since it was saved and
 * were never mailed for it. The sent rows (UNIQUE per search and listing) and the outbox row go in one
 * batch, the outbox row only if this batch claimed at least one listing, so a repeated or concurrent run
 * never mails a listing twice. Then the adapter sends it and the user gets an in-app notification.
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
  // A saved search for an area or a region alerts on its neighbourhoods' new listings too, as its search shows them.
  const place = await placeTree(ctx, s.listingType ?? parsed.data.listingType, parsed.data);
  const filter: PlaceFilter = place ? placeFilter(parsed.data, place) : parsed.data;
  const keyword = ftsQuery(filter.query);
  const candidates = await ctx.db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        searchWhere(ctx.now, s.listingType ?? undefined, filter),
        gt(properties.createdAt, s.since),
        keyword
          ? sql`${properties.id} in (select property_id from listings_fts where listings_fts match ${keyword})`
          : undefined,
        sql`not exists (select 1 from saved_search_sent x where x.saved_search_id = ${s.id} and x.listing_id = ${properties.id})`,
      ),
    )
    .orderBy(desc(properties.createdAt))
    .limit(ALERT_MAX_LISTINGS)
    .all();
  if (!candidates.length) return false;

  const outboxId = newId();
  const token = await unsubscribeToken(ctx, s.id);
  const base = ctx.env.APP_URL.replace(/\/$/, "");
  const unsubscribeUrl = `${base}/v1/saved-searches/${s.id}/unsubscribe?token=${encodeURIComponent(token)}`;
  const ids = candidates.map((c) => c.id);
  const CLAIMED = "EXISTS (SELECT 1 FROM saved_search_sent WHERE outbox_id = ?)";
  const claimed = await ctx.env.DB.batch([
    q(
      ctx,
      `INSERT INTO saved_search_sent (saved_search_id, listing_id, outbox_id, sent_at)
      SELECT ?, value, ?, ? FROM json_each(?) WHERE true ON CONFLICT (saved_search_id, listing_id) DO NOTHING`,
      s.id,
      outboxId,
      ctx.now,
      JSON.stringify(ids),
    ),
    q(
      ctx,
      `INSERT INTO email_outbox (id, to_address, subject, text, html, template, status, created_at)
      SELECT ?, ?, '', '', NULL, 'savedSearchAlert', 'queued', ? WHERE ${CLAIMED}`,
      outboxId,
      to,
      ctx.now,
      outboxId,
    ),
    q(ctx, `UPDATE saved_searches SET last_alert_at = ? WHERE id = ? AND ${CLAIMED}`, ctx.now, s.id, outboxId),
  ]);
  if (!claimed[1]?.meta.changes) return false;

  const listings = await ctx.db
    .select({
      id: properties.id,
      slug: properties.slug,
      title: properties.title,
      priceKobo: properties.priceKobo,
      pricePeriod: properties.pricePeriod,
    })
    .from(savedSearchSent)
    .innerJoin(properties, eq(properties.id, savedSearchSent.listingId))
    .where(eq(savedSearchSent.outboxId, outboxId))
    .orderBy(desc(properties.createdAt))
    .all();
  const lines = listings.map(
    (l) => `${l.title} — ${formatPrice(l.priceKobo, l.pricePeriod)}: ${base}/properties/property/${l.slug}`,
  );
  const n = listings.length;
  const subject = `${n} new listing${n === 1 ? "" : "s"} for "${s.name}"`;
  const text = `Hello ${firstName},\n\n${n === 1 ? "A new listing matches" : `${n} new listings match`} your saved search "${s.name}":\n${lines.map((l) => `- ${l}`).join("\n")}\n\nSee all results: ${base}/dashboard/property/saved-searches\nStop these emails with one click: ${unsubscribeUrl}`;
  const body = layout(
    subject,
    [`Hello ${firstName},`, `New listings for your saved search "${s.name}":`, ...lines],
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
    message: `${n} new listing${n === 1 ? "" : "s"} for your saved search "${s.name}".`,
    link: "/dashboard/property/saved-searches",
    dedupeKey: `saved-search:${s.id}`,
  });
  return true;
}
