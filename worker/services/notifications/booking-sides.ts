import type { ServiceCtx } from "../../lib/context";
import { layout, sendEmail } from "../platform/email";
import { notifySafely } from "./index";

/** One side of a booking to tell about a change: who, where to write, and the words meant for that side. */
export type BookingSide = { userId: string; email: string; name: string; message: string; dedupeKey: string | null };

/**
 * Tells each side of a booking (an inspection, a short stay) about a change: in the bell, then by an email that
 * links to the booking and ends on the product's warning against paying outside PropertyNG.
 */
export async function tellBookingSides(
  ctx: ServiceCtx,
  o: {
    sides: BookingSide[];
    property: { id: string; slug: string; title: string };
    link: string;
    template: string;
    subject: string;
    heading: string;
    warning: string;
  },
) {
  await notifySafely(
    ctx,
    o.sides.map((s) => ({
      userId: s.userId,
      type: "inspection_booking" as const,
      message: s.message,
      property: o.property,
      link: o.link,
      dedupeKey: s.dedupeKey,
    })),
  );
  const origin = ctx.env.APP_URL ?? "";
  for (const s of o.sides) {
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
