import { sql } from "drizzle-orm";
import { z } from "zod";
import type { SearchFilter } from "../../contracts/listings";
import { sqlGet } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";

/**
 * Whether any lister of the filter's kind (verified, when it asks for verified listers) holds a listing of the type that
 * the lister counts (`owner_listing_counts`, kept by the listings' triggers) say is live: when none does, nothing can
 * match and the page need not walk the place to find that out. Listers of a kind are read along users_sitemap_idx until
 * one holds such a listing. Null when the filter names no lister.
 */
export async function listersHold(
  ctx: ServiceCtx,
  listingType: string | undefined,
  f: SearchFilter,
): Promise<boolean | null> {
  if (!f.listedBy && !f.verifiedOnly) return null;
  const kind = f.listedBy === "broker" ? "brokerage" : f.listedBy;
  const row = await sqlGet(
    ctx.db,
    sql`select exists (select 1 from users u join owner_listing_counts o on o.owner_id = u.id and o.listing_type = ${listingType ?? "*"} and o.n > 0
      where ${kind ? sql`u.account_type = ${kind}` : sql`1`}${f.verifiedOnly ? sql` and u.kyc_verified = 1` : sql``}) as held`,
    z.object({ held: z.number() }),
  );
  return !!row?.held;
}
