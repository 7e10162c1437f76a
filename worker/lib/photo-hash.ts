/**
 * The duplicate-photo fingerprint of stored bytes, computed by the photo-hash worker
 * (workers/photo-hash, worker/lib/image-hash.ts) over the PHOTO_HASH service binding: its picture decoders (WebP
 * in WebAssembly, JPEG, PNG) stay out of this bundle. The bytes go by RPC (structured clone);
 * the answer is the 16-hex-character dHash, or null when the picture cannot be decoded or is blank.
 *
 * A failed call is not swallowed: an original without its fingerprint would slip past the duplicate check, so the
 * upload fails (5xx, retried by the uploader) rather than being stored unchecked.
 */
const HASH = /^[0-9a-f]{16}$/;

export async function photoHash(env: Pick<Env, "PHOTO_HASH">, bytes: Uint8Array): Promise<string | null> {
  const hash = await env.PHOTO_HASH.hash(bytes);
  if (hash !== null && !(typeof hash === "string" && HASH.test(hash)))
    throw new Error("The photo-hash worker answered something that is not a photo hash.");
  return hash;
}
