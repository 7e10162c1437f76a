import { AUTH } from "../contracts/constants";

const enc = new TextEncoder();

export const newId = () => crypto.randomUUID();

export function toBase64Url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A JSON value as an opaque, URL-safe token: a list's cursor. Its text is ASCII (numbers, ids, letters). */
export const jsonToken = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
/** A token back to its JSON value, for the caller to check; throws on text that is not one. */
export const fromJsonToken = (token: string): unknown => JSON.parse(atob(token.replace(/-/g, "+").replace(/_/g, "/")));

function fromBase64Url(s: string): Uint8Array {
  const b = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(b, (c) => c.charCodeAt(0));
}

/** base64url text back to bytes; null for anything else, or for text longer than maxChars. */
export function parseBase64Url(s: string, maxChars: number): Uint8Array | null {
  if (!new RegExp(`^[A-Za-z0-9_-]{1,${maxChars}}$`).test(s)) return null;
  try {
    return fromBase64Url(s);
  } catch {
    return null;
  }
}

/** JWT_SECRET, refused when unset or too short: every signing key of the worker comes from it. */
export function jwtSecret(env: Env) {
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) throw new Error("JWT_SECRET must be set (32+ characters)");
  return env.JWT_SECRET;
}

/**
 * An HMAC-SHA-256 key of its own for one use (`label`, e.g. "propertyng:room-ticket:v1"), derived from
 * JWT_SECRET so one secret serves every use and a signature made for one use never passes for another.
 */
export async function derivedHmacKey(env: Env, label: string, usages: ("sign" | "verify")[]) {
  const master = await crypto.subtle.importKey(
    "raw",
    enc.encode(jwtSecret(env)),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const derived = await crypto.subtle.sign("HMAC", master, enc.encode(label));
  return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, usages);
}

export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function sha256Hex(input: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", enc.encode(input));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", enc.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/**
 * Stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>` so the cost can be raised later and old
 * hashes still verify. Workers cap PBKDF2 at 100,000 iterations.
 */
export async function hashPassword(password: string, iterations: number = AUTH.passwordIterations): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await pbkdf2(password, salt, iterations);
  return `pbkdf2-sha256$${iterations}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iter, saltB64, hashB64] = stored.split("$");
  if (scheme !== "pbkdf2-sha256" || !iter || !saltB64 || !hashB64) return false;
  const expected = fromBase64Url(hashB64);
  const actual = await pbkdf2(password, fromBase64Url(saltB64), Number(iter));
  if (actual.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= actual[i]! ^ expected[i]!;
  return diff === 0;
}

/** A hash to compare against when the user does not exist, so timing does not reveal accounts. */
export const DUMMY_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
