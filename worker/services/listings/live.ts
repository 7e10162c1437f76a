import { z } from "zod";
import { first, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";

/**
 * The rule between a listing's life and its bookings, kept in SQL on both sides so neither is decided by a
 * read followed by a write:
 * - a booking row is written only `WHERE LISTING_LIVE` (the listing is still active in that statement), so a
 *   booking never lands on a listing deactivated or deleted a moment earlier;
 * - a listing is deleted only `WHERE NO_LIVE_BOOKINGS`, so nobody's paid stay or inspection loses its listing.
 * Deactivating stays allowed: it stops new bookings while the booked ones go ahead.
 */
export const LISTING_LIVE = "EXISTS (SELECT 1 FROM properties WHERE id = ? AND status = 'active')";

/** Inspections and stays whose money is held or whose date is still to come. */
export const NO_LIVE_BOOKINGS = `NOT EXISTS (SELECT 1 FROM inspection_bookings WHERE property_id = properties.id AND status IN ('awaiting_payment', 'pending', 'proposed', 'confirmed', 'disputed'))
  AND NOT EXISTS (SELECT 1 FROM stay_bookings WHERE property_id = properties.id AND status IN ('pending_payment', 'awaiting_host', 'confirmed', 'checked_in'))`;

/**
 * A booking batch whose row was not written (the listing went down) fails on its timeline row's foreign key:
 * the whole batch rolls back and this tells the caller why.
 */
export const isListingGone = (e: unknown) =>
  /FOREIGN KEY constraint failed/.test(
    String((e as Error)?.message ?? e) + String((e as { cause?: Error })?.cause?.message ?? ""),
  );

/** After a guarded money write declined: was it the listing (not the wallet)? Only picks the message. */
export async function listingGone(ctx: ServiceCtx, id: string) {
  const row = await first(q(ctx, "SELECT status FROM properties WHERE id = ?", id), z.object({ status: z.string() }));
  return row?.status !== "active";
}
