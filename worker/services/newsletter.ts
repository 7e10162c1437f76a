import { emailCaptures, newsletterSubscribers } from "../db/schema";
import { newId } from "../lib/crypto";
import type { ServiceCtx } from "../lib/context";
import { assertUnderLimit, hit } from "./rate-limit";

/** Subscribing twice is not an error: the email is on the list either way. */
export async function subscribe(ctx: ServiceCtx, email: string, source = "footer") {
  await ctx.db.insert(newsletterSubscribers).values({ id: newId(), email, source, createdAt: ctx.now }).onConflictDoNothing().run();
}

export async function recordEmailCapture(ctx: ServiceCtx, email: string, source: string) {
  const key = `capture-ip:${ctx.ip ?? "unknown"}`;
  await assertUnderLimit(ctx, key, 60, 60 * 60_000);
  await hit(ctx, key, 60 * 60_000);
  await ctx.db.insert(emailCaptures).values({ email, source, createdAt: ctx.now }).run();
}
