/**
 * The photo-hash worker: the duplicate-photo fingerprint of an uploaded original, computed
 * from its bytes. It holds the picture decoders — libwebp's decoder compiled to WebAssembly, jpeg-js, the PNG
 * reader — which are ~60 KiB of the gzip upload, more than a tenth of the whole API worker. The API worker calls
 * it over a service binding (env.PHOTO_HASH, worker/lib/photo-hash.ts) when an original is stored, so the
 * decoders are neither uploaded with nor compiled at every cold start of the worker that serves pages and the API.
 * It has no routes, no bindings and no state: bytes in, hash (or null) out. See worker/lib/image-hash.ts.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { imageHash } from "../../worker/lib/image-hash";

export default class PhotoHash extends WorkerEntrypoint {
  /** The picture's dHash (16 hex characters), or null when it cannot be decoded or says nothing (blank). */
  async hash(bytes: Uint8Array): Promise<string | null> {
    return imageHash(bytes);
  }

  /** Not reachable from the internet (workers_dev and routes off): only the service binding calls it. */
  override async fetch(): Promise<Response> {
    return Response.json({ status: 404, message: "Not found." }, { status: 404 });
  }
}
