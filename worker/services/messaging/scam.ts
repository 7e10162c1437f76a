/**
 * Scam signal: a first message to an unverified lister that carries a phone number or an email address
 * (moving the deal off the platform is how advance-fee scams start). Flagged for staff, never blocked.
 */
const EMAIL =
  /[a-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[a-z0-9-]+(?:\s*(?:\.|\(dot\)|\[dot\])\s*[a-z0-9-]+)*\s*(?:\.|\(dot\)|\[dot\])\s*[a-z]{2,}/i;
// Nigerian mobile numbers (0803..., +234 803..., 234-803-...) and any other long run of digits.
const NG_PHONE = /(?:\+?234|0)[789][01]\d{8}/;
const LONG_DIGITS = /\d{10,}/;

export function contactDetailsIn(text: string): ("phone" | "email")[] {
  const found: ("phone" | "email")[] = [];
  const digits = text.replace(/[\s\-.()/]/g, "");
  if (NG_PHONE.test(digits) || LONG_DIGITS.test(digits)) found.push("phone");
  if (EMAIL.test(text)) found.push("email");
  return found;
}
