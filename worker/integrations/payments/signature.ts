const enc = new TextEncoder();

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** Paystack's `x-paystack-signature`: HMAC-SHA512 of the raw request body with the secret key, hex. */
export async function signWebhook(secret: string, rawBody: string) {
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-512" }, false, [
    "sign",
  ]);
  return hex(await crypto.subtle.sign("HMAC", key, enc.encode(rawBody)));
}

/** Constant-time check of a webhook signature; false when the secret or the header is missing. */
export async function verifyWebhookSignature(
  secret: string | undefined,
  rawBody: string,
  signature: string | null | undefined,
) {
  if (!secret || !signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const key = await crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-512" }, false, [
    "verify",
  ]);
  const bytes = Uint8Array.from(signature.match(/../g)!.map((h) => parseInt(h, 16)));
  return crypto.subtle.verify("HMAC", key, bytes, enc.encode(rawBody));
}
