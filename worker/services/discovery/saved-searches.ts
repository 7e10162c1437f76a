import { and, desc, eq, sql } from "drizzle-orm";
import { savedSearches } from "../../db/schema";
import type { AuthUser } from "../../contracts/auth";
import { DISCOVERY_MESSAGES, SAVED_SEARCH_LIMIT, savedSearchInput, type SavedSearch } from "../../contracts/discovery";
import { ApiError } from "../../lib/errors";
import { newId, toBase64Url } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import type { z } from "zod";
import type { Sort } from "../listings/search";

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
