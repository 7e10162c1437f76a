import ICAL from "ical.js";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { q } from "../wallet/ledger";
import { STAY_MESSAGES as M } from "../../contracts/stays";
import { HOUR, addDays, daysBetween, lagosDay } from "./core";

/**
 * iCal export of a listing's busy nights (bookings held or confirmed, and blocked nights), for the other
 * sites the host lists on. The URL's token is the only key: compared in constant time, never logged.
 */
export async function exportCalendar(ctx: ServiceCtx, propertyId: string, token: string) {
  const s = await q(ctx, "SELECT s.ical_token, p.title FROM stay_settings s JOIN properties p ON p.id = s.property_id WHERE s.property_id = ?", propertyId).first<{ ical_token: string; title: string }>();
  const enc = new TextEncoder();
  const same = (a: string, b: string) => {
    const x = enc.encode(a);
    const y = enc.encode(b);
    let diff = x.length ^ y.length;
    for (let i = 0; i < x.length; i++) diff |= x[i]! ^ (y[i % y.length] ?? 0);
    return diff === 0;
  };
  if (!s || !same(token, s.ical_token)) throw new ApiError(404, M.badToken);
  const { results } = await q(ctx,
    `SELECT n.night, n.source, n.booking_id FROM stay_nights n LEFT JOIN stay_bookings b ON b.id = n.booking_id
     WHERE n.property_id = ? AND n.source IN ('booking', 'blocked') AND n.night >= ? AND NOT (b.status IS 'pending_payment' AND b.hold_expires_at < ?)
     ORDER BY n.night LIMIT 1000`,
    propertyId, addDays(lagosDay(ctx.now), -30), ctx.now,
  ).all<{ night: string; source: string; booking_id: string | null }>();
  // Consecutive nights of one booking (or of blocks) become one all-day event.
  const ranges: { start: string; end: string; key: string }[] = [];
  for (const r of results) {
    const key = r.booking_id ?? "blocked";
    const last = ranges[ranges.length - 1];
    if (last && last.key === key && last.end === r.night) last.end = addDays(r.night, 1);
    else ranges.push({ start: r.night, end: addDays(r.night, 1), key });
  }
  // One iCal library (ical.js) both writes this file and reads the calendars hosts import (busyRanges).
  const cal = new ICAL.Component(["vcalendar", [], []]);
  cal.addPropertyWithValue("version", "2.0");
  cal.addPropertyWithValue("prodid", "-//PropertyNG//stays//EN");
  cal.addPropertyWithValue("method", "PUBLISH");
  // NAME (RFC 7986) and X-WR-CALNAME are not in ical.js's design set, so it writes them as given: escape
  // them as TEXT here (SUMMARY, which it knows, it escapes itself).
  const name = `PropertyNG: ${s.title}`.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");
  cal.addPropertyWithValue("name", name);
  cal.addPropertyWithValue("x-wr-calname", name);
  const stamp = ICAL.Time.fromJSDate(new Date(ctx.now), true);
  for (const r of ranges) {
    const ev = new ICAL.Component("vevent");
    ev.addPropertyWithValue("uid", `${r.key === "blocked" ? `blocked-${r.start}` : r.key}@propertyng`);
    ev.addPropertyWithValue("sequence", 0);
    ev.addPropertyWithValue("dtstamp", stamp);
    // All-day events: DTSTART;VALUE=DATE, DTEND the day after the last night (exclusive).
    ev.addPropertyWithValue("dtstart", ICAL.Time.fromDateString(r.start));
    ev.addPropertyWithValue("dtend", ICAL.Time.fromDateString(r.end));
    ev.addPropertyWithValue("x-microsoft-cdo-alldayevent", "TRUE");
    ev.addPropertyWithValue("summary", r.key === "blocked" ? "Not available" : "Reserved (PropertyNG)");
    cal.addSubcomponent(ev);
  }
  return cal.toString();
}

/** The busy nights [start, end) an .ics text names, from today up to a year ahead. */
export function busyRanges(text: string, today: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  const horizon = addDays(today, 366);
  const out: { start: string; end: string }[] = [];
  for (const v of root.getAllSubcomponents("vevent")) {
    const e = new ICAL.Event(v);
    if (!e.startDate || String(v.getFirstPropertyValue("transp") ?? "").toUpperCase() === "TRANSPARENT") continue;
    if (String(v.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") continue;
    const day = (t: ICAL.Time) => (t.isDate ? `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}` : lagosDay(t.toJSDate().getTime()));
    let start = day(e.startDate);
    let end = e.endDate ? day(e.endDate) : addDays(start, 1);
    // A timed event ending after midnight still takes the night it started in.
    if (!e.endDate?.isDate && end === start) end = addDays(start, 1);
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
    await q(ctx, "UPDATE stay_settings SET import_error = ?, updated_at = ? WHERE property_id = ?", String((e as Error).message ?? e).slice(0, 200), ctx.now, propertyId).run();
    return false;
  }
  await ctx.env.DB.batch([
    q(ctx, "DELETE FROM stay_nights WHERE property_id = ? AND source = 'import'", propertyId),
    ...ranges.map((r) =>
      q(ctx,
        `WITH RECURSIVE n(d) AS (SELECT ? UNION ALL SELECT date(d, '+1 day') FROM n WHERE date(d, '+1 day') < ?)
         INSERT OR IGNORE INTO stay_nights (property_id, night, source, booking_id, created_at) SELECT ?, d, 'import', NULL, ? FROM n`,
        r.start, r.end, propertyId, ctx.now),
    ),
    q(ctx, "UPDATE stay_settings SET imported_at = ?, import_error = NULL, updated_at = ? WHERE property_id = ?", ctx.now, ctx.now, propertyId),
  ]);
  return true;
}

/** Cron: refresh imported calendars not read for an hour (a few per run). */
export async function syncImports(ctx: ServiceCtx) {
  const { results } = await q(ctx, "SELECT property_id, import_url FROM stay_settings WHERE import_url IS NOT NULL AND COALESCE(imported_at, 0) < ? ORDER BY COALESCE(imported_at, 0) LIMIT 10", ctx.now - HOUR).all<{ property_id: string; import_url: string }>();
  for (const r of results) await syncImport(ctx, r.property_id, r.import_url);
}
