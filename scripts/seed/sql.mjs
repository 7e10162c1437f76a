import { pbkdf2Sync, randomBytes } from "node:crypto";

export const q = (v) =>
  v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : typeof v === "boolean" ? (v ? "1" : "0") : `'${String(v).replace(/'/g, "''")}'`;

/** INSERT OR IGNORE: running the seed again changes nothing that is already there. */
export function insert(table, rows) {
  if (!rows.length) return [];
  const cols = Object.keys(rows[0]);
  const out = [];
  for (let i = 0; i < rows.length; i += 50) {
    const chunk = rows.slice(i, i + 50).map((r) => `(${cols.map((c) => q(r[c])).join(", ")})`);
    out.push(`INSERT OR IGNORE INTO ${table} (${cols.join(", ")}) VALUES\n${chunk.join(",\n")};`);
  }
  return out;
}

/** Same format as worker/lib/crypto.ts hashPassword. */
export function hashPassword(password, iterations = 100000) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, iterations, 32, "sha256");
  return `pbkdf2-sha256$${iterations}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export const slugify = (s) => s.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
