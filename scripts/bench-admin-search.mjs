// The back office's searches at scale, for `npm run bench:admin`: the users (names, emails at real domains, phone
// numbers) and log rows (API log, activity log) it seeds, and the searches it times (users, listings, both logs, as
// measureRounds shapes) with D1's rows_read of the whole request. Shapes are staff's real ones: an exact email, part of one, a surname, a name,
// phone digits, a no-match, a broad domain and two letters; a rare and a common route, rare and common statuses.
import { rowsRead, timedFetch } from "./bench-rounds.mjs";

const FIRST = [
  "Adaeze",
  "Chinedu",
  "Tunde",
  "Ngozi",
  "Emeka",
  "Funmilayo",
  "Ibrahim",
  "Zainab",
  "Kunle",
  "Amaka",
  "Segun",
  "Halima",
  "Obinna",
  "Yetunde",
  "Musa",
  "Chioma",
  "Babajide",
  "Aisha",
  "Ifeanyi",
  "Bukola",
];
const LAST = [
  "Okafor",
  "Adeyemi",
  "Bello",
  "Eze",
  "Balogun",
  "Okonkwo",
  "Abubakar",
  "Ogunleye",
  "Nwosu",
  "Adebayo",
  "Ibrahim",
  "Olawale",
  "Chukwu",
  "Danjuma",
  "Afolabi",
  "Obi",
  "Lawal",
  "Onyeka",
  "Salami",
  "Umeh",
];
const DOMAINS = [
  "gmail.com",
  "gmail.com",
  "gmail.com",
  "yahoo.com",
  "gmail.com",
  "outlook.com",
  "yahoo.com",
  "gmail.com",
  "hotmail.com",
  "icloud.com",
];
const ROUTES = [
  "/v1/properties/rent/search",
  "/v1/properties/property",
  "/v1/locations/search",
  "/v1/secure/me",
  "/v1/content/articles",
  "/v1/properties/sale/search",
  "/v1/messaging/conversations",
  "/v1/secure/wallet",
  "/v1/banners",
  "/v1/properties/featured",
];
const ACTIONS = [
  "admin.login",
  "admin.user_update",
  "listing.approve",
  "article.update",
  "banner.approve",
  "admin.user_deactivate",
];
const json = (xs) => `json('${JSON.stringify(xs)}')`;
const pick = (xs, expr) => `json_extract(${json(xs)}, '$[' || ((${expr}) % ${xs.length}) || ']')`;

/** `n` rows numbered from `start` (a recursive CTE), in chunks the sqlite3 shell loads quickly. */
const range = (start, end) =>
  `WITH RECURSIVE s(i) AS (SELECT ${start} UNION ALL SELECT i + 1 FROM s WHERE i < ${end - 1})`;

/**
 * The users `bench-user-0…` (first·last·i at a common domain, a phone number each) over the last year: built in chunks
 * the sqlite3 shell loads quickly, then inserted newest first, so users_fts (keyed newest first, migrations/0075) is
 * written in key order. FTS5 writes its pending rows out at every key lower than the last: inserted in any other
 * order, a million users take several times as long to load.
 */
export function usersSql(users, now, types) {
  const lines = [
    `CREATE TEMP TABLE bench_users (id TEXT, first_name TEXT, last_name TEXT, email TEXT, username TEXT, phone TEXT, account_type TEXT, created_at INTEGER);`,
  ];
  for (let start = 0; start < users; start += 50_000) {
    const end = Math.min(users, start + 50_000);
    lines.push(`INSERT INTO bench_users
    ${range(start, end)} SELECT 'bench-user-' || i, ${pick(FIRST, "i")}, ${pick(LAST, "i / 20")},
      lower(${pick(FIRST, "i")} || '.' || ${pick(LAST, "i / 20")} || i || '@' || ${pick(DOMAINS, "i / 7")}),
      'bench_user_' || i, '+23480' || printf('%08d', (i * 7919) % 100000000), json_extract(${types}, '$[' || (i % 8) || ']'),
      ${now} - (i % 365) * 86400000 - (i * 7919) % 86400000 FROM s;`);
  }
  lines.push(`INSERT INTO users (id, first_name, last_name, email, username, phone, password_hash, account_type, created_at, updated_at)
    SELECT id, first_name, last_name, email, username, phone, 'x', account_type, created_at, ${now} FROM bench_users ORDER BY created_at DESC, id DESC;`);
  lines.push("DROP TABLE bench_users;");
  return lines;
}

/**
 * `logs` API-log rows over the last 30 days (ten routes, 2% 4xx, 0.3% 5xx, and 500 rows of a rare admin route) and a
 * tenth as many activity rows (six actions by 20 staff).
 */
export function logsSql(logs, now) {
  const lines = [];
  for (let start = 0; start < logs; start += 100_000) {
    const end = Math.min(logs, start + 100_000);
    lines.push(`INSERT INTO api_logs (id, request_id, method, path, status, duration_ms, user_id, ip, created_at)
    ${range(start, end)} SELECT 'bench-log-' || i, 'bench-req-' || i, 'GET',
      CASE WHEN i % 2000 = 0 THEN '/admin/api/rare-report' ELSE ${pick(ROUTES, "i * 31")} END,
      CASE WHEN i % 1000 < 3 THEN 500 WHEN i % 100 < 2 THEN 404 ELSE 200 END, 5 + i % 40, NULL, NULL,
      ${now} - CAST(i * ${(30 * 86_400_000) / Math.max(logs, 1)} AS INTEGER) FROM s;`);
  }
  const activity = Math.round(logs / 10);
  for (let start = 0; start < activity; start += 100_000) {
    const end = Math.min(activity, start + 100_000);
    lines.push(`INSERT INTO activity_logs (id, actor_id, action, target_type, target_id, details, ip, created_at)
    ${range(start, end)} SELECT 'bench-act-' || i, 'bench-user-' || (i % 20), ${pick(ACTIONS, "i * 7")}, 'user', 'bench-user-' || (i % 1000), NULL, NULL,
      ${now} - CAST(i * ${(365 * 86_400_000) / Math.max(activity, 1)} AS INTEGER) FROM s;`);
  }
  return lines;
}

/** The searches timed: [label, path]. User 4242 is "Tunde Ogunleye…" (FIRST[4242 % 20], LAST[(4242 / 20) % 20]). */
export function searchCases(users) {
  const i = Math.min(4242, users - 1);
  const first = FIRST[i % 20];
  const last = LAST[Math.floor(i / 20) % 20];
  const email = `${first}.${last}${i}@${DOMAINS[Math.floor(i / 7) % 10]}`.toLowerCase();
  const phone = String((i * 7919) % 100_000_000).padStart(8, "0");
  const u = (s, extra = "") => `/admin/api/users?search=${encodeURIComponent(s)}${extra}`;
  return [
    ["users: exact email", u(email)],
    ["users: part of an email", u(`${last}${i}`.toLowerCase())],
    ["users: phone digits", u(phone.slice(1))],
    ["users: surname (5% of users)", u(last)],
    ["users: first and last name", u(`${first} ${last}`)],
    ["users: no match", u("zzqxw")],
    ["users: name + account type + page 3", u(`${first} ${last}`, "&accountType=seeker&page=3")],
    ["users: broad (gmail.com, walked)", u("gmail.com")],
    ["users: two letters (walked)", u("ok")],
    ["listings: owner email", `/admin/api/listings?search=${encodeURIComponent("bench7@bench.ng")}`],
    ["listings: slug fragment", `/admin/api/listings?search=${encodeURIComponent("bench-4242")}`],
    ["listings: keyword", `/admin/api/listings?search=${encodeURIComponent("duplex lekki")}`],
    ["activity: by actor and action", "/admin/api/activity-logs?actorId=bench-user-3&action=admin.user_update"],
    ["activity: by action, page 5", "/admin/api/activity-logs?action=listing.approve&page=5"],
    ["api log: rare route", `/admin/api/api-logs?routePrefix=${encodeURIComponent("/admin/api/rare")}`],
    ["api log: common route (walked)", `/admin/api/api-logs?routePrefix=${encodeURIComponent("/v1/properties")}`],
    ["api log: 5xx", "/admin/api/api-logs?statusClass=5xx"],
    ["api log: 2xx (walked)", "/admin/api/api-logs?statusClass=2xx"],
    ["api log: errors first", "/admin/api/api-logs?errorsFirst=true"],
  ];
}

const get = (base, token, url, measure = false) =>
  timedFetch(base + url, {
    headers: {
      accept: "application/json",
      authorization: `Bearer ${token}`,
      ...(measure ? { "x-bench-rows": "1" } : {}),
    },
  });

/**
 * Each search as a measureRounds shape ({ name, run }), with `measure()`: D1's rows_read of the whole request and the
 * rows it shows.
 */
export function searchShapes(base, token, users) {
  return searchCases(users).map(([name, url]) => ({
    name,
    run: async () => (await get(base, token, url)).ms,
    measure: async () => {
      const r = await get(base, token, url, true);
      return { rows: rowsRead(r.res.headers.get("x-bench-rows-read")), shown: JSON.parse(r.text).data?.length ?? 0 };
    },
  }));
}
