import { addDays, lagosDay } from "./core";

/**
 * The little of iCalendar (RFC 5545) short stays need, without a library (ical.js would be 79 KB
 * of the worker): writing all-day busy events, and reading another site's calendar for its busy days.
 */

/** TEXT values: backslash, semicolon, comma and newlines escaped. */
export const icsText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");

/** Content lines longer than 75 octets are folded (CRLF + one space), never inside a UTF-8 sequence. */
function fold(line: string) {
  const enc = new TextEncoder();
  if (enc.encode(line).length <= 75) return line;
  const out: string[] = [];
  let cur = "";
  let size = 0;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    if (size + n > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = "";
      size = 0;
    }
    cur += ch;
    size += n;
  }
  out.push(cur);
  return out.join("\r\n ");
}

const compact = (day: string) => day.replace(/-/g, "");
const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A calendar of all-day events [start, end) (end exclusive, as DTEND;VALUE=DATE is). */
export function writeCalendar(o: {
  name: string;
  now: number;
  events: { uid: string; start: string; end: string; summary: string }[];
}) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//PropertyNG//stays//EN",
    "METHOD:PUBLISH",
    `NAME:${icsText(o.name)}`,
    `X-WR-CALNAME:${icsText(o.name)}`,
  ];
  for (const e of o.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${icsText(e.uid)}`,
      "SEQUENCE:0",
      `DTSTAMP:${stamp(o.now)}`,
      `DTSTART;VALUE=DATE:${compact(e.start)}`,
      `DTEND;VALUE=DATE:${compact(e.end)}`,
      "X-MICROSOFT-CDO-ALLDAYEVENT:TRUE",
      `SUMMARY:${icsText(e.summary)}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}

type When = { day: string; isDate: boolean; ms: number | null };

/** A DATE or DATE-TIME value as a Lagos day: UTC (`Z`) times converted; floating or TZID times read as Lagos's own. */
function when(value: string, params: string): When | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, z] = m;
  const day = `${y}-${mo}-${d}`;
  if (h === undefined || /VALUE=DATE(;|$)/i.test(params)) return { day, isDate: true, ms: null };
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const ms = z ? utc : utc - 3600_000; // Lagos is UTC+1 all year
  return { day: lagosDay(ms), isDate: false, ms };
}

/** DURATION (P1D, P2W, PT3H…) added to a start. */
function plus(start: When, duration: string): When | null {
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(duration.trim());
  if (!m) return null;
  const [, w, d, h, mi, s] = m.map((x) => Number(x ?? 0));
  if (start.isDate) return { day: addDays(start.day, w! * 7 + d!), isDate: true, ms: null };
  const ms = start.ms! + (((w! * 7 + d!) * 24 + h!) * 60 + mi!) * 60_000 + s! * 1000;
  return { day: lagosDay(ms), isDate: false, ms };
}

/** Each event of an .ics text: its start and end (end exclusive) as Lagos days, and whether it blocks time. Throws on a text that is not a calendar. */
export function readEvents(text: string) {
  const lines = text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  if (!lines.some((l) => /^BEGIN:VCALENDAR$/i.test(l.trim()))) throw new Error("This is not an iCalendar file.");
  const events: { start: When; end: When | null; busy: boolean }[] = [];
  let cur: Record<string, { params: string; value: string }> | null = null;
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (/^BEGIN:VEVENT$/i.test(line)) {
      cur = {};
      continue;
    }
    if (/^END:VEVENT$/i.test(line)) {
      if (cur?.DTSTART) {
        const start = when(cur.DTSTART.value, cur.DTSTART.params);
        if (start) {
          const end = cur.DTEND
            ? when(cur.DTEND.value, cur.DTEND.params)
            : cur.DURATION
              ? plus(start, cur.DURATION.value)
              : null;
          const busy =
            (cur.TRANSP?.value ?? "").toUpperCase() !== "TRANSPARENT" &&
            (cur.STATUS?.value ?? "").toUpperCase() !== "CANCELLED";
          events.push({ start, end, busy });
        }
      }
      cur = null;
      continue;
    }
    if (!cur) continue;
    const colon = line.indexOf(":");
    if (colon < 1) continue;
    const head = line.slice(0, colon);
    const semi = head.indexOf(";");
    const name = (semi === -1 ? head : head.slice(0, semi)).toUpperCase();
    cur[name] ??= { params: semi === -1 ? "" : head.slice(semi + 1), value: line.slice(colon + 1) };
  }
  return events;
}
