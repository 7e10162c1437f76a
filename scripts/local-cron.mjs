/* global fetch, setTimeout, clearTimeout */
// The cron triggers of wrangler.toml [triggers] on their schedule, against a local server: `wrangler dev` runs a
// scheduled handler only when asked (/cdn-cgi/handler/scheduled?cron=…), so `npm start` asks at each minute a
// trigger matches, as Cloudflare would (in UTC). The jobs themselves decide what is due (broadcasts, reminders).
import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./lib.mjs";

/** The top-level crons of wrangler.toml (the local worker's; [env.production.triggers] repeats them). */
export function localCrons() {
  const toml = readFileSync(path.join(root, "wrangler.toml"), "utf8");
  const m = /^\[triggers\]\s*$[\s\S]*?^crons = \[(.*)\]$/m.exec(toml);
  return m ? [...m[1].matchAll(/"([^"]+)"/g)].map((c) => c[1]) : [];
}

/** One field of a cron expression: `*`, `*\/n`, `a`, `a-b`, `a-b/n`, and lists of them. */
function fieldMatches(field, value, min) {
  return field.split(",").some((part) => {
    const [range, step = "1"] = part.split("/");
    const [lo, hi] =
      range === "*"
        ? [min, Infinity]
        : range.includes("-")
          ? range.split("-").map(Number)
          : [Number(range), step === "1" ? Number(range) : Infinity];
    return value >= lo && value <= hi && (value - lo) % Number(step) === 0;
  });
}

/** Whether a five-field cron expression (minute hour day-of-month month day-of-week) fires at `date` (UTC). */
export function cronMatches(cron, date) {
  const [minute, hour, dom, month, dow] = cron.trim().split(/\s+/);
  return (
    fieldMatches(minute, date.getUTCMinutes(), 0) &&
    fieldMatches(hour, date.getUTCHours(), 0) &&
    fieldMatches(dom, date.getUTCDate(), 1) &&
    fieldMatches(month, date.getUTCMonth() + 1, 1) &&
    fieldMatches(dow, date.getUTCDay(), 0)
  );
}

/** Fires each matching cron at the start of every minute until the returned function is called. */
export function runLocalCrons(origin, crons = localCrons()) {
  let timer;
  const tick = () => {
    const now = new Date();
    for (const cron of crons.filter((c) => cronMatches(c, now))) {
      fetch(`${origin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}`)
        .then((res) => res.arrayBuffer())
        .catch((err) => console.error(`local cron ${cron}: ${err.message}`));
    }
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
  };
  timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
  return () => clearTimeout(timer);
}
