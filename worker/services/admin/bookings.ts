import { z } from "zod";
import { all, pageOfRows, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { lagosAt, lagosIso } from "../../contracts/lagos-time";

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

const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");

/** Staff with CAN_ADD_LISTING (SPEC §6 "bookings"): inspections by appointment, newest first; status and date filters. */
export async function adminInspections(ctx: ServiceCtx, f: BookingFilter) {
  const w = where(f, "slot_start");
  const results = await all(
    q(
      ctx,
      `SELECT b.id, b.status, b.slot_start, b.fee_kobo, b.report_reason, p.id AS pid, p.slug, p.title,
            s.id AS sid, s.first_name AS sf, s.last_name AS sl, a.id AS aid, a.first_name AS af, a.last_name AS al
     FROM inspection_bookings b JOIN properties p ON p.id = b.property_id JOIN users s ON s.id = b.seeker_id JOIN users a ON a.id = b.agent_id
     ${w.sql} ORDER BY b.slot_start DESC, b.id LIMIT ? OFFSET ?`,
      ...w.args,
      f.perPage + 1,
      (f.page - 1) * f.perPage,
    ),
    z.object({
      id: z.string(),
      status: z.string(),
      slot_start: z.number(),
      fee_kobo: z.number(),
      report_reason: z.string().nullable(),
      pid: z.string(),
      slug: z.string(),
      title: z.string(),
      sid: z.string(),
      sf: z.string().nullable(),
      sl: z.string().nullable(),
      aid: z.string(),
      af: z.string().nullable(),
      al: z.string().nullable(),
    }),
  );
  return pageOfRows(results, f, (r) => ({
    id: r.id,
    status: r.status,
    appointmentDate: lagosIso(r.slot_start),
    feeKobo: r.fee_kobo,
    reportReason: r.report_reason,
    property: { id: r.pid, slug: r.slug, title: r.title },
    seeker: { id: r.sid, name: name(r.sf, r.sl) },
    agent: { id: r.aid, name: name(r.af, r.al) },
  }));
}

/** The same for short stays, by check-in. */
export async function adminStays(ctx: ServiceCtx, f: BookingFilter) {
  const w = where(f, "check_in_at");
  const results = await all(
    q(
      ctx,
      `SELECT b.id, b.status, b.check_in, b.check_out, b.nights, b.guests, b.total_kobo, b.deposit_status, p.id AS pid, p.slug, p.title,
            g.id AS gid, g.first_name AS gf, g.last_name AS gl, h.id AS hid, h.first_name AS hf, h.last_name AS hl
     FROM stay_bookings b JOIN properties p ON p.id = b.property_id JOIN users g ON g.id = b.guest_id JOIN users h ON h.id = b.host_id
     ${w.sql} ORDER BY b.check_in_at DESC, b.id LIMIT ? OFFSET ?`,
      ...w.args,
      f.perPage + 1,
      (f.page - 1) * f.perPage,
    ),
    z.object({
      id: z.string(),
      status: z.string(),
      check_in: z.string(),
      check_out: z.string(),
      nights: z.number(),
      guests: z.number(),
      total_kobo: z.number(),
      deposit_status: z.string(),
      pid: z.string(),
      slug: z.string(),
      title: z.string(),
      gid: z.string(),
      gf: z.string().nullable(),
      gl: z.string().nullable(),
      hid: z.string(),
      hf: z.string().nullable(),
      hl: z.string().nullable(),
    }),
  );
  return pageOfRows(results, f, (r) => ({
    id: r.id,
    status: r.status,
    checkIn: r.check_in,
    checkOut: r.check_out,
    nights: r.nights,
    guests: r.guests,
    totalKobo: r.total_kobo,
    depositStatus: r.deposit_status,
    property: { id: r.pid, slug: r.slug, title: r.title },
    guest: { id: r.gid, name: name(r.gf, r.gl) },
    host: { id: r.hid, name: name(r.hf, r.hl) },
  }));
}
