import { z } from "zod";
import { first, all, q } from "../../db/sql";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { STAY_MESSAGES as M } from "../../contracts/stays";
import { HOUR, addDays, daysBetween, lagosDay } from "./core";
import { readEvents, writeCalendar } from "./ics";

/**
 * iCal export of a listing's busy nights (bookings held or confirmed, and blocked nights), for the other
 * sites the host lists on. The URL's token is the only key: compared in constant time, never logged.
 */
export async function exportCalendar(ctx: ServiceCtx, propertyId: string, token: string) {
  const s = await first(
    q(
      ctx,
      "SELECT s.ical_token, p.title FROM stay_settings s JOIN properties p ON p.id = s.property_id WHERE s.property_id = ?",
      propertyId,
    ),
    z.object({ ical_token: z.string(), title: z.string() }),
  );
  const enc = new TextEncoder();
  const same = (a: string, b: string) => {
    const x = enc.encode(a);
    const y = enc.encode(b);
    let diff = x.length ^ y.length;
    for (let i = 0; i < x.length; i++) diff |= x[i]! ^ (y[i % y.length] ?? 0);
    return diff === 0;
  };
  if (!s || !same(token, s.ical_token)) throw new ApiError(404, M.badToken);
  const results = await all(
    q(
      ctx,
      `SELECT n.night, n.source, n.booking_id FROM stay_nights n LEFT JOIN stay_bookings b ON b.id = n.booking_id
     WHERE n.property_id = ? AND n.source IN ('booking', 'blocked') AND n.night >= ? AND NOT (b.status IS 'pending_payment' AND b.hold_expires_at < ?)
     ORDER BY n.night LIMIT 1000`,
      propertyId,
      addDays(lagosDay(ctx.now), -30),
      ctx.now,
    ),
    z.object({ night: z.string(), source: z.string(), booking_id: z.string().nullable() }),
  );
  // Consecutive nights of one booking (or of blocks) become one all-day event.
  const ranges: { start: string; end: string; key: string }[] = [];
  for (const r of results) {
    const key = r.booking_id ?? "blocked";
    const last = ranges[ranges.length - 1];
    if (last && last.key === key && last.end === r.night) last.end = addDays(r.night, 1);
    else ranges.push({ start: r.night, end: addDays(r.night, 1), key });
  }
  return writeCalendar({
    name: `PropertyNG: ${s.title}`,
    now: ctx.now,
    events: ranges.map((r) => ({
      uid: `${r.key === "blocked" ? `blocked-${r.start}` : r.key}@propertyng`,
      start: r.start,
      end: r.end,
      summary: r.key === "blocked" ? "Not available" : "Reserved (PropertyNG)",
    })),
  });
}

/** The busy nights [start, end) an .ics text names, from today up to a year ahead. */
export function busyRanges(text: string, today: string) {
  const horizon = addDays(today, 366);
  const out: { start: string; end: string }[] = [];
  for (const e of readEvents(text)) {
    if (!e.busy) continue;
    let start = e.start.day;
    let end = e.end ? e.end.day : addDays(start, 1);
    // A timed event ending after midnight still takes the night it started in.
    if (!e.end?.isDate && end === start) end = addDays(start, 1);
    if (end <= today || start >= horizon) continue;
    if (start < today) start = today;
    if (end > horizon) end = horizon;
    if (daysBetween(start, end) >= 1) out.push({ start, end });
    if (out.length >= 200) break;
  }
  return out;
}

/**
 * Fetches a host's other calendar and makes its busy nights unavailable here: one batch replaces the
 * listing's imported nights. A night a booking or a block already holds is kept as it is (INSERT OR IGNORE),
 * so an import never cancels a booking. Returns false (and records why) when the calendar cannot be read.
 */
export async function syncImport(ctx: ServiceCtx, propertyId: string, url: string) {
  let ranges: { start: string; end: string }[];
  try {
    const res = await fetch(url, { headers: { accept: "text/calendar" }, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const text = await res.text();
    if (text.length > 2_000_000 || !text.includes("BEGIN:VCALENDAR")) throw new Error("not a calendar");
    ranges = busyRanges(text, lagosDay(ctx.now));
  } catch (e) {
    await q(
      ctx,
      "UPDATE stay_settings SET import_error = ?, updated_at = ? WHERE property_id = ?",
      String((e as Error).message ?? e).slice(0, 200),
      ctx.now,
      propertyId,
    ).run();
    return false;
  }
  await ctx.env.DB.batch([
    q(ctx, "DELETE FROM stay_nights WHERE property_id = ? AND source = 'import'", propertyId),
    ...ranges.map((r) =>
      q(
        ctx,
        `WITH RECURSIVE n(d) AS (SELECT ? UNION ALL SELECT date(d, '+1 day') FROM n WHERE date(d, '+1 day') < ?)
         INSERT OR IGNORE INTO stay_nights (property_id, night, source, booking_id, created_at) SELECT ?, d, 'import', NULL, ? FROM n`,
        r.start,
        r.end,
        propertyId,
        ctx.now,
      ),
    ),
    q(
      ctx,
      "UPDATE stay_settings SET imported_at = ?, import_error = NULL, updated_at = ? WHERE property_id = ?",
      ctx.now,
      ctx.now,
      propertyId,
    ),
  ]);
  return true;
}

/** Cron: refresh imported calendars not read for an hour (a few per run). */
export async function syncImports(ctx: ServiceCtx) {
  const results = await all(
    q(
      ctx,
      "SELECT property_id, import_url FROM stay_settings WHERE import_url IS NOT NULL AND COALESCE(imported_at, 0) < ? ORDER BY COALESCE(imported_at, 0) LIMIT 10",
      ctx.now - HOUR,
    ),
    z.object({ property_id: z.string(), import_url: z.string() }),
  );
  for (const r of results) await syncImport(ctx, r.property_id, r.import_url);
}
