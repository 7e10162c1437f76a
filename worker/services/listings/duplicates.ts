import { and, eq, inArray, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { duplicateFlags, properties, propertyMedia } from "../../db/schema";
import { LISTING_RULES } from "../../contracts/listings";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { chunk } from "./shared";

/**
 * Spotting the same photo on another lister's listing. Two 64-bit hashes within a few bits of each other
 * agree on at least one of their four 16-bit bands (pigeonhole), so candidates come from the indexed band
 * columns and only those are compared bit by bit. The later upload is the one flagged: the lister who
 * re-used an earlier picture, not the one who took it.
 */
export function hammingDistance(a: string, b: string) {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  while (x) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}

type Match = { mediaId: string; otherMediaId: string; otherPropertyId: string; distance: number };

export async function findDuplicates(ctx: ServiceCtx, propertyId: string): Promise<Match[]> {
  const mine = await ctx.db
    .select({
      id: propertyMedia.id,
      ownerId: propertyMedia.ownerId,
      phash: propertyMedia.phash,
      createdAt: propertyMedia.createdAt,
      b0: propertyMedia.phashB0,
      b1: propertyMedia.phashB1,
      b2: propertyMedia.phashB2,
      b3: propertyMedia.phashB3,
    })
    .from(propertyMedia)
    .where(and(eq(propertyMedia.propertyId, propertyId), isNotNull(propertyMedia.phash)))
    .all();
  if (!mine.length) return [];
  const ownerId = mine[0]!.ownerId;
  const latest = Math.max(...mine.map((m) => m.createdAt));
  const bandsOf = (rows: typeof mine, pick: (m: (typeof mine)[number]) => number | null) => [
    ...new Set(rows.map(pick).filter((v): v is number => v !== null)),
  ];
  // A candidate shares at least one of the four bands of one of these photos' hashes.
  const BANDS = [
    [propertyMedia.phashB0, "b0"],
    [propertyMedia.phashB1, "b1"],
    [propertyMedia.phashB2, "b2"],
    [propertyMedia.phashB3, "b3"],
  ] as const;
  // 4 bands × 20 photos stays under D1's 100 bound parameters per statement.
  const reads = chunk(mine, 20).map((rows) =>
    ctx.db
      .select({
        id: propertyMedia.id,
        propertyId: propertyMedia.propertyId,
        phash: propertyMedia.phash,
        createdAt: propertyMedia.createdAt,
      })
      .from(propertyMedia)
      .innerJoin(properties, eq(properties.id, propertyMedia.propertyId))
      .where(
        and(
          or(
            ...BANDS.map(([column, band]) =>
              inArray(
                column,
                bandsOf(rows, (m) => m[band]),
              ),
            ),
          ),
          ne(propertyMedia.ownerId, ownerId),
          ne(propertyMedia.propertyId, propertyId),
          ne(properties.status, "deleted"),
          lte(propertyMedia.createdAt, latest),
        ),
      )
      .limit(200),
  );
  const candidates = (await ctx.db.batch(reads as [(typeof reads)[number]])).flat();
  const best = new Map<string, Match>();
  for (const m of mine) {
    for (const c of candidates) {
      if (!c.phash || !c.propertyId || c.createdAt > m.createdAt) continue;
      const distance = hammingDistance(m.phash!, c.phash);
      if (distance > LISTING_RULES.duplicateHashDistance) continue;
      const prev = best.get(c.propertyId);
      if (!prev || distance < prev.distance)
        best.set(c.propertyId, { mediaId: m.id, otherMediaId: c.id, otherPropertyId: c.propertyId, distance });
    }
  }
  return [...best.values()];
}

/** Sets flagged_duplicate from the open flags: 1 while any is open, 0 once none remains. */
export const duplicateFlagStatement = (ctx: ServiceCtx, propertyId: string) =>
  ctx.db
    .update(properties)
    .set({
      flaggedDuplicate: sql`exists (select 1 from ${duplicateFlags} where ${duplicateFlags.propertyId} = ${propertyId} and ${duplicateFlags.status} = 'open')`,
    })
    .where(eq(properties.id, propertyId));

/** For moderation: after flags are dismissed or actioned, the listing shows as new again when none is open. */
export async function clearDuplicateFlag(ctx: ServiceCtx, propertyId: string) {
  await duplicateFlagStatement(ctx, propertyId).run();
}

/**
 * Records each matching listing once (the pair is unique: a dismissed pair stays dismissed) and hides the
 * listing from search and featured until an admin looks at it. Returns the number of matching listings.
 */
export async function detectDuplicates(ctx: ServiceCtx, propertyId: string) {
  const matches = await findDuplicates(ctx, propertyId);
  if (!matches.length) return 0;
  const rows = matches.map((m) => ({ id: newId(), propertyId, ...m, status: "open" as const, createdAt: ctx.now }));
  const stmts: BatchItem<"sqlite">[] = chunk(rows, 10).map((c) =>
    ctx.db.insert(duplicateFlags).values(c).onConflictDoNothing(),
  );
  stmts.push(duplicateFlagStatement(ctx, propertyId));
  await ctx.db.batch(stmts as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return matches.length;
}
