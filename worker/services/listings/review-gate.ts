import { and, eq, sql } from "drizzle-orm";
import { properties } from "../../db/schema";
import type { ServiceCtx } from "../../lib/context";

/**
 * Trust before money moves: a new or unverified lister's first listings wait for a moderator
 * before going live. A lister publishes at once when verified (KYC), or once `TRUSTED_AFTER` of their
 * listings have been live; otherwise the listing is `pending_review`, out of search, until staff approve it
 * (POST /admin/api/listings/{id}/approve). One guarded UPDATE at the end of the write's batch decides, on the
 * rows as they are then (never on an earlier read).
 */
export const TRUSTED_AFTER = 3;

export const holdForReviewUnlessTrusted = (ctx: ServiceCtx, propertyId: string, writeId: string) =>
  ctx.db
    .update(properties)
    .set({ status: "pending_review" })
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.writeId, writeId),
        eq(properties.status, "active"),
        sql`not exists (select 1 from users u where u.id = ${properties.ownerId} and u.kyc_verified = 1)`,
        sql`(select count(*) from properties o where o.owner_id = ${properties.ownerId} and o.id <> ${propertyId} and o.status in ('active', 'deactivated')) < ${TRUSTED_AFTER}`,
      ),
    );
