/**
 * Signed upload links: an HMAC over the media id, the variant (or another private use such as a KYC document)
 * and the expiry, under a key derived from the JWT secret. Listing uploads and every other private upload
 * (profile pictures, banners, articles, chat, evidence, KYC) sign and check their links here.
 */

import { LISTING_MESSAGES } from "../../contracts/listings";
import { ApiError } from "../../lib/errors";
import { derivedHmacKey, parseBase64Url, toBase64Url } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";

/** The copies of a listing photo an upload link can name (/v1/media/upload/{id}/{variant}). */
export const VARIANTS = ["original", "thumb", "w320", "w960", "w1280"] as const;
export type Variant = (typeof VARIANTS)[number];

/** A PUT to a signed upload link beside its path: the link's exp and sig, the announced length and the bytes. */
export type SignedUpload = {
  exp: number;
  sig: string;
  contentLength: number | null;
  body: ReadableStream<Uint8Array> | null;
};

const enc = new TextEncoder();

/** A key of its own for upload links, derived from the JWT secret so one secret serves both. */
async function uploadKey(env: Env) {
  return derivedHmacKey(env, "propertyng:media-upload:v1", ["sign", "verify"]);
}

const signedMessage = (id: string, variant: string, exp: number) => enc.encode(`${id}\n${variant}\n${exp}`);

/** `variant` also scopes other private uploads (e.g. "kyc:document"), so one link never fits another use. */
export async function signUpload(env: Env, id: string, variant: Variant | `kyc:${string}`, exp: number) {
  const sig = await crypto.subtle.sign("HMAC", await uploadKey(env), signedMessage(id, variant, exp));
  return toBase64Url(new Uint8Array(sig));
}

/** 403 for a forged or expired link. HMAC verify compares in constant time. */
export async function verifyUpload(
  ctx: ServiceCtx,
  id: string,
  variant: Variant | `kyc:${string}`,
  exp: number,
  sig: string,
) {
  const bytes = parseBase64Url(sig, 100);
  const ok =
    bytes !== null &&
    (await crypto.subtle.verify("HMAC", await uploadKey(ctx.env), bytes, signedMessage(id, variant, exp)));
  if (!ok) throw new ApiError(403, LISTING_MESSAGES.uploadForged);
  if (exp < ctx.now) throw new ApiError(403, LISTING_MESSAGES.uploadExpired);
}

/**
 * Signed links for other uploads (profile pictures): the message names its purpose and has a different
 * shape from listing links, so a signature made for one can never be replayed on the other.
 */
export async function signPurpose(env: Env, message: string) {
  const sig = await crypto.subtle.sign("HMAC", await uploadKey(env), enc.encode(message));
  return toBase64Url(new Uint8Array(sig));
}

export async function verifyPurpose(ctx: ServiceCtx, message: string, exp: number, sig: string) {
  const bytes = parseBase64Url(sig, 100);
  const ok =
    bytes !== null && (await crypto.subtle.verify("HMAC", await uploadKey(ctx.env), bytes, enc.encode(message)));
  if (!ok) throw new ApiError(403, LISTING_MESSAGES.uploadForged);
  if (exp < ctx.now) throw new ApiError(403, LISTING_MESSAGES.uploadExpired);
}
