import { z } from "zod";
import { all, pageOfRows, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { lagosAt, lagosIso } from "../../contracts/lagos-time";
import { fullName } from "../../contracts/names";

export type BookingFilter = { status?: string; from?: string; to?: string; page: number; perPage: number };

/** The Lagos-day window [from 00:00, to+1 00:00) as epoch ms bounds, for an indexed range test. */
function window(f: BookingFilter) {
  const lo = f.from ? lagosAt(f.from, "00:00") : null;
  const hi = f.to ? lagosAt(f.to, "00:00") + 86_400_000 : null;
  return { lo, hi };
}

function where(f: BookingFilter, column: string) {
  const parts: string[] = [];
  const args: unknown[] = [];
  const { lo, hi } = window(f);
  const add = (cond: string, arg: unknown) => {
    parts.push(cond);
    args.push(arg);
  };
  if (f.status) add("b.status = ?", f.status);
  if (lo !== null) add(`b.${column} >= ?`, lo);
  if (hi !== null) add(`b.${column} < ?`, hi);
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", args };
}

/** A booking's id and status, its listing and its two people, as bookingPage reads them (s: the one who booked, a: the other). */
const SIDE_COLUMNS = {
  id: z.string(),
  status: z.string(),
  pid: z.string(),
  slug: z.string(),
  title: z.string(),
  sid: z.string(),
  sf: z.string().nullable(),
  sl: z.string().nullable(),
  aid: z.string(),
  af: z.string().nullable(),
  al: z.string().nullable(),
};
type SideRow = z.infer<z.ZodObject<typeof SIDE_COLUMNS>>;
type Sides<R extends string> = { property: { id: string; slug: string; title: string } } & Record<
  R,
  { id: string; name: string }
>;

/**
 * A product's reader of one page of its bookings (b) for staff, newest `date` first, with the status and date
 * filters: the product's own columns (`Row`, by their names), and beside them its listing and its two people by
 * role, the one who booked first in `sides` and the other (their user columns are `<role>_id`). Each row answers
 * its id and status, what `answer` makes of the product's columns, then the listing and the people.
 */
const bookingPage =
  <const B extends string, const O extends string, S extends z.ZodRawShape, T>(
    o: { table: string; date: string; sides: [B, O]; Row: S },
    answer: (r: z.infer<z.ZodObject<S>>) => T,
  ) =>
  async (ctx: ServiceCtx, f: BookingFilter) => {
    const w = where(f, o.date);
    const [booker, other] = o.sides;
    const columns = Object.keys(o.Row).map((c) => `b.${c}`);
    const rows = await all(
      q(
        ctx,
        `SELECT b.id, b.status, ${columns.join(", ")}, p.id AS pid, p.slug, p.title,
            s.id AS sid, s.first_name AS sf, s.last_name AS sl, a.id AS aid, a.first_name AS af, a.last_name AS al
     FROM ${o.table} b JOIN properties p ON p.id = b.property_id JOIN users s ON s.id = b.${booker}_id JOIN users a ON a.id = b.${other}_id
     ${w.sql} ORDER BY b.${o.date} DESC, b.id LIMIT ? OFFSET ?`,
        ...w.args,
        f.perPage + 1,
        (f.page - 1) * f.perPage,
      ),
      z.object({ ...SIDE_COLUMNS, ...o.Row }),
    );
    return pageOfRows(rows, f, (row) => {
      const r = row as SideRow & z.infer<z.ZodObject<S>>;
      const sides = {
        property: { id: r.pid, slug: r.slug, title: r.title },
        [booker]: { id: r.sid, name: fullName(r.sf, r.sl) },
        [other]: { id: r.aid, name: fullName(r.af, r.al) },
      };
      return { id: r.id, status: r.status, ...answer(r), ...(sides as Sides<B | O>) };
    });
  };

/** Staff with CAN_ADD_LISTING (SPEC §6 "bookings"): inspections by appointment, newest first; status and date filters. */
export const adminInspections = bookingPage(
  {
    table: "inspection_bookings",
    date: "slot_start",
    sides: ["seeker", "agent"],
    Row: { slot_start: z.number(), fee_kobo: z.number(), report_reason: z.string().nullable() },
  },
  (r) => ({ appointmentDate: lagosIso(r.slot_start), feeKobo: r.fee_kobo, reportReason: r.report_reason }),
);

/** The same for short stays, by check-in. */
export const adminStays = bookingPage(
  {
    table: "stay_bookings",
    date: "check_in_at",
    sides: ["guest", "host"],
    Row: {
      check_in: z.string(),
      check_out: z.string(),
      nights: z.number(),
      guests: z.number(),
      total_kobo: z.number(),
      deposit_status: z.string(),
    },
  },
  (r) => ({
    checkIn: r.check_in,
    checkOut: r.check_out,
    nights: r.nights,
    guests: r.guests,
    totalKobo: r.total_kobo,
    depositStatus: r.deposit_status,
  }),
);
