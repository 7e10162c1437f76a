import { z } from "zod";
import { q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { layout, sendEmail } from "../platform/email";
import { notifySafely } from "./index";

/** The people of a booking by their role in it (seeker and agent, guest and host): who they are, where to write. */
export type BookingPeople<R extends string> = Record<R, { userId: string; email: string; name: string }>;

/**
 * Tells the sides of a booking (an inspection, a short stay) about a change, all but the one who made it (both
 * when nobody did: the clock, staff): in the bell, then by an email that links to the booking and ends on the
 * product's warning against paying outside PropertyNG. Each side gets the words meant for its role.
 */
type Telling<R extends string> = {
  people: BookingPeople<R>;
  actor: R | null;
  message: (role: R) => string;
  dedupeKey: (role: R) => string | null;
  property: { id: string; slug: string; title: string };
  link: string;
  template: string;
  subject: string;
  heading: string;
  warning: string;
};

async function tellBookingSides<R extends string>(ctx: ServiceCtx, o: Telling<R>) {
  const sides = (Object.keys(o.people) as R[])
    .filter((r) => r !== o.actor)
    .map((r) => ({ ...o.people[r], message: o.message(r), dedupeKey: o.dedupeKey(r) }));
  await notifySafely(
    ctx,
    sides.map((s) => ({
      userId: s.userId,
      type: "inspection_booking" as const,
      message: s.message,
      property: o.property,
      link: o.link,
      dedupeKey: s.dedupeKey,
    })),
  );
  const origin = ctx.env.APP_URL ?? "";
  for (const s of sides) {
    await sendEmail(ctx, o.template, {
      to: s.email,
      subject: o.subject,
      text: `Hello ${s.name},\n\n${s.message}\n\n${origin}${o.link}\n\n${o.warning}`,
      html: layout(o.heading, [`Hello ${s.name},`, s.message, o.warning], {
        label: "Open the booking",
        url: `${origin}${o.link}`,
      }),
    });
  }
}

const Sides = z.object({
  id: z.string(),
  property_id: z.string(),
  title: z.string(),
  slug: z.string(),
  p0_id: z.string(),
  p0_email: z.string(),
  p0_name: z.string(),
  p1_id: z.string(),
  p1_email: z.string(),
  p1_name: z.string(),
});

/**
 * Reads a booking (`table`, the columns the words need by `Row`) with its listing and its two people, whose user
 * columns are named by their roles (`seeker_id`, `agent_id`), then tells the sides what `words` says for it: the
 * words are the domain's, the listing, the link to the booking and the people are the same for every booking.
 * Runs after the change has committed and never throws: the change happened whatever becomes of the message.
 */
export async function tellAboutBooking<R extends string, S extends z.ZodRawShape>(
  ctx: ServiceCtx,
  booking: { table: string; roles: readonly [R, R]; Row: S },
  id: string,
  actor: R | null,
  words: (
    b: z.infer<z.ZodObject<S>> & { id: string; title: string; people: BookingPeople<R> },
  ) => Omit<Telling<R>, "people" | "actor" | "property" | "link">,
) {
  const [r0, r1] = booking.roles;
  const columns = Object.keys(booking.Row).map((c) => `b.${c}`);
  try {
    const stmt = q(
      ctx,
      `SELECT b.id, b.property_id, ${columns.join(", ")}, p.title, p.slug,
       b.${r0}_id AS p0_id, u0.email AS p0_email, u0.first_name AS p0_name, b.${r1}_id AS p1_id, u1.email AS p1_email, u1.first_name AS p1_name
       FROM ${booking.table} b JOIN properties p ON p.id = b.property_id JOIN users u0 ON u0.id = b.${r0}_id JOIN users u1 ON u1.id = b.${r1}_id
       WHERE b.id = ?`,
      id,
    );
    const raw = await stmt.first();
    if (!raw) return;
    const row = Sides.parse(raw);
    const people = {
      [r0]: { userId: row.p0_id, email: row.p0_email, name: row.p0_name },
      [r1]: { userId: row.p1_id, email: row.p1_email, name: row.p1_name },
    } as BookingPeople<R>;
    await tellBookingSides(ctx, {
      people,
      actor,
      property: { id: row.property_id, slug: row.slug, title: row.title },
      link: `/dashboard/bookings/${row.id}`,
      ...words({ ...z.object(booking.Row).parse(raw), id: row.id, title: row.title, people }),
    });
  } catch (e) {
    console.error(`${booking.table} notification failed`, e);
  }
}
