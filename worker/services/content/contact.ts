import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { contactMessages } from "../../db/schema";
import { CONTACT_LIMIT, CONTACT_MESSAGES, CONTACT_TOPIC_LABELS, type contactInput } from "../../contracts/contact";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { activityStatement } from "../platform/activity";
import { layout, sendEmail } from "../platform/email";
import { consumeLimit, ipKey } from "../platform/rate-limit";
import { getWebsiteInfoSettings } from "../settings";
import { readPage } from "../platform/paging";

type ContactInput = z.output<typeof contactInput>;

/**
 * A message from /contact: kept in the back office's inbox and mailed to the site's contact address (admin
 * Settings › Website information), with Reply-To the sender. The IP's budget is spent first, on the write
 * (a burst of parallel posts cannot walk through it). A filled-in spam trap is answered like a success and
 * stores nothing, so a bot learns nothing.
 */
export async function sendContactMessage(ctx: ServiceCtx, input: ContactInput) {
  await consumeLimit(ctx, ipKey(ctx, "contact"), CONTACT_LIMIT.limit, CONTACT_LIMIT.windowMs);
  if (input.website) return { stored: false };
  const row = {
    id: newId(),
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    topic: input.topic,
    message: input.message,
    status: "new" as const,
    createdAt: ctx.now,
  };
  await ctx.db.insert(contactMessages).values(row).run();
  const { contactEmail } = await getWebsiteInfoSettings(ctx);
  if (contactEmail) {
    const topic = CONTACT_TOPIC_LABELS[input.topic];
    const lines = [
      `From: ${input.name} <${input.email}>${row.phone ? `, ${row.phone}` : ""}`,
      `About: ${topic}`,
      input.message,
    ];
    const mail = sendEmail(ctx, "contact_message", {
      to: contactEmail,
      subject: `Contact form: ${topic} from ${input.name}`,
      text: lines.join("\n\n"),
      html: layout("New message from the contact form", lines),
      headers: { "Reply-To": input.email },
    }).catch((e: unknown) => console.error("contact email:", e));
    if (ctx.defer) ctx.defer(mail);
    else await mail;
  }
  return { stored: true };
}

const shape = (r: typeof contactMessages.$inferSelect) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  topic: r.topic,
  message: r.message,
  status: r.status === "handled" ? ("handled" as const) : ("new" as const),
  handledAt: r.handledAt,
  createdAt: r.createdAt,
});

/** The inbox, newest first (optionally only new or handled ones); reads one row past the page to say hasMore. */
export async function listContactMessages(
  ctx: ServiceCtx,
  q: { page: number; perPage: number; status?: "new" | "handled" },
) {
  return readPage(
    ctx.db
      .select()
      .from(contactMessages)
      .where(q.status ? eq(contactMessages.status, q.status) : undefined)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
    q,
    shape,
  );
}

/**
 * Marks a message handled. The activity row is written in the same batch, only when this batch's update changed the
 * row (changes() = 1): a second click changes nothing and logs nothing.
 */
export async function markContactMessageHandled(ctx: ServiceCtx, id: string) {
  const actorId = ctx.actor?.id ?? null;
  const details = JSON.stringify({ before: { status: "new" }, after: { status: "handled" } });
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(contactMessages)
      .set({ status: "handled", handledBy: actorId, handledAt: ctx.now })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.status, "new")))
      .returning(),
    activityStatement(
      ctx,
      "contact.handled",
      { type: "contact_message", id: sql`${contactMessages.id}` },
      details,
      actorId,
      { from: sql`${contactMessages}`, where: sql`${contactMessages.id} = ${id} AND changes() = 1` },
    ),
  ]);
  const row = updated[0] ?? (await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id)).get());
  if (!row) throw new ApiError(404, CONTACT_MESSAGES.notFound);
  return shape(row);
}
