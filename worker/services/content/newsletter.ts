import { emailCaptures, newsletterSubscribers } from "../../db/schema";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { IP_LIMITS } from "../../contracts/constants";
import { consumeLimit, ipKey } from "../platform/rate-limit";

/** Subscribing twice is not an error: the email is on the list either way. */
export async function subscribe(ctx: ServiceCtx, email: string, source = "footer") {
  await consumeLimit(ctx, ipKey(ctx, "newsletter"), IP_LIMITS.newsletter.limit, IP_LIMITS.newsletter.windowMs);
  await ctx.db
    .insert(newsletterSubscribers)
    .values({ id: newId(), email, source, createdAt: ctx.now })
    .onConflictDoNothing()
    .run();
}

export async function recordEmailCapture(ctx: ServiceCtx, email: string, source: string) {
  await consumeLimit(ctx, ipKey(ctx, "capture"), IP_LIMITS.emailCapture.limit, IP_LIMITS.emailCapture.windowMs);
  await ctx.db.insert(emailCaptures).values({ email, source, createdAt: ctx.now }).run();
}
