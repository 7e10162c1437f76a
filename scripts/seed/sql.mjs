import { pbkdf2Sync, randomBytes } from "node:crypto";

export const q = (v) =>
  v === null || v === undefined
    ? "NULL"
    : typeof v === "number"
      ? String(v)
      : typeof v === "boolean"
        ? v
          ? "1"
          : "0"
        : `'${String(v).replace(/'/g, "''")}'`;

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

/**
 * Seed pictures gained a 960 copy: rows an earlier seed inserted (INSERT OR IGNORE keeps them) are told about it.
 * Only rows still without one, so running the seed again changes nothing.
 */
export function addLargeCopies(ids) {
  const out = [];
  for (let i = 0; i < ids.length; i += 200) {
    out.push(
      `UPDATE property_media SET sized_keys = json_set(coalesce(sized_keys, '{}'), '$."960"', replace(thumb_key, '/md.webp', '/w960.webp')) WHERE id IN (${ids
        .slice(i, i + 200)
        .map(q)
        .join(", ")}) AND json_extract(sized_keys, '$."960"') IS NULL;`,
    );
  }
  return out;
}

/** Same format as worker/lib/crypto.ts hashPassword. */
export function hashPassword(password, iterations = 100000) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, iterations, 32, "sha256");
  return `pbkdf2-sha256$${iterations}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export const slugify = (s) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
