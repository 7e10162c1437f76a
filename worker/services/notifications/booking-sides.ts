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
export async function tellBookingSides<R extends string>(
  ctx: ServiceCtx,
  o: {
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
  },
) {
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
