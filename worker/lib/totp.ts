/**
 * RFC 6238 TOTP (HMAC-SHA1, RFC 4226 truncation) on WebCrypto, with RFC 4648 base32 secrets and the
 * otpauth:// URI authenticator apps scan (the otpauth package would be 26 KB of the worker).
 * Tests and journeys still generate codes with otpauth, so the two are checked against each other.
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array) {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string) {
  const clean = text.toUpperCase().replace(/=+$/, "").replace(/\s/g, "");
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const i = ALPHABET.indexOf(ch);
    if (i === -1) throw new Error("totp: the secret is not base32");
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** A new random secret (20 bytes, as RFC 4226 recommends), base32. */
export const newTotpSecret = () => base32Encode(crypto.getRandomValues(new Uint8Array(20)));

/** The code of one time step. */
export async function totpAt(secretBase32: string, step: number, digits = 6) {
  const key = await crypto.subtle.importKey("raw", base32Decode(secretBase32), { name: "HMAC", hash: "SHA-1" }, false, [
    "sign",
  ]);
  const counter = new Uint8Array(8);
  new DataView(counter.buffer).setUint32(0, Math.floor(step / 2 ** 32));
  new DataView(counter.buffer).setUint32(4, step >>> 0);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, counter));
  const at = mac[mac.length - 1]! & 0x0f;
  const n = ((mac[at]! & 0x7f) << 24) | (mac[at + 1]! << 16) | (mac[at + 2]! << 8) | mac[at + 3]!;
  return String(n % 10 ** digits).padStart(digits, "0");
}

/** The time step (of `period` seconds) whose code is `code`, within `window` steps of now; null if none. Compared without early exit. */
export async function totpStep(
  secretBase32: string,
  code: string,
  now: number,
  o: { period: number; window: number; digits: number },
) {
  const current = Math.floor(now / 1000 / o.period);
  let found: number | null = null;
  for (let d = -o.window; d <= o.window; d++) {
    const expected = await totpAt(secretBase32, current + d, o.digits);
    let diff = expected.length ^ code.length;
    for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ (code.charCodeAt(i) || 0);
    if (diff === 0 && found === null) found = current + d;
  }
  return found;
}

/** The otpauth:// URI of a secret (Key Uri Format, as authenticator apps read it). */
export function totpUri(o: { issuer: string; label: string; secret: string; digits: number; period: number }) {
  const e = encodeURIComponent;
  return `otpauth://totp/${e(o.issuer)}:${e(o.label)}?issuer=${e(o.issuer)}&secret=${o.secret}&algorithm=SHA1&digits=${o.digits}&period=${o.period}`;
}
