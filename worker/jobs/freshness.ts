import { and, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import { properties, users } from "../db/schema";
import { LISTING_RULES } from "../contracts/listings";
import type { ServiceCtx } from "../lib/context";
import { sendEmail, templates } from "../services/platform";
import { chunk } from "../services/listings";
import { notifyFreshness } from "../services/notifications/events";

/**
 * Cron: one email per lister whose active listings have gone `reminderAfterMs` without a confirmation and
 * were not reminded since. The guarded UPDATE claims each listing before any mail goes out, so two runs
 * never remind about the same listing twice; confirming (which moves confirmed_at past reminder_sent_at)
 * makes a listing due again 25 days later.
 */
const notRemindedSinceConfirmed = or(
  isNull(properties.reminderSentAt),
  lt(properties.reminderSentAt, properties.confirmedAt),
);

export async function sendFreshnessReminders(ctx: ServiceCtx, batchSize = 300) {
  const due = await ctx.db
    .select({ id: properties.id, ownerId: properties.ownerId })
    .from(properties)
    .where(
      and(
        eq(properties.status, "active"),
        lte(properties.confirmedAt, ctx.now - LISTING_RULES.reminderAfterMs),
        notRemindedSinceConfirmed,
      ),
    )
    .limit(batchSize)
    .all();
  if (!due.length) return 0;
  const claims = chunk(
    due.map((d) => d.id),
    90,
  ).map((ids) =>
    ctx.db
      .update(properties)
      .set({ reminderSentAt: ctx.now })
      .where(and(inArray(properties.id, ids), eq(properties.status, "active"), notRemindedSinceConfirmed))
      .returning({ id: properties.id, ownerId: properties.ownerId, title: properties.title }),
  );
  const claimed = (await ctx.db.batch(claims as [(typeof claims)[number]])).flat();
  for (const ids of chunk(
    claimed.map((c) => c.id),
    90,
  ))
    await notifyFreshness(ctx, ids);
  const byOwner = new Map<string, string[]>();
  for (const c of claimed) byOwner.set(c.ownerId, [...(byOwner.get(c.ownerId) ?? []), c.title]);
  const ownerIds = [...byOwner.keys()];
  const owners = (
    await Promise.all(
      chunk(ownerIds, 90).map((ids) =>
        ctx.db
          .select({ id: users.id, email: users.email, firstName: users.firstName })
          .from(users)
          .where(inArray(users.id, ids))
          .all(),
      ),
    )
  ).flat();
  const url = `${ctx.env.APP_URL}/dashboard/property/my-listing`;
  let sent = 0;
  for (const owner of owners) {
    const titles = byOwner.get(owner.id) ?? [];
    try {
      await sendEmail(ctx, "listing_freshness_reminder", {
        to: owner.email,
        ...templates.listingsNeedConfirmation(owner.firstName, titles, url),
      });
      sent++;
    } catch (e) {
      // One bad address must not stop the others; the outbox keeps the failure.
      console.error("freshness reminder failed", owner.id, e);
    }
  }
  return sent;
}
