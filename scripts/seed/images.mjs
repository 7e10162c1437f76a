import { Buffer } from "node:buffer";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { hashString } from "./random.mjs";

/**
 * Puts the seed pictures into the local R2 bucket that `wrangler dev` serves (binding MEDIA, bucket
 * marketplace-media), under the same persistence root wrangler uses (`<root>/v3/r2`). Wrangler's own
 * Miniflare writes them, so the storage format always matches the wrangler in node_modules.
 * Pictures already there are skipped, so a second run only lists the bucket. Drawn pictures are also kept
 * in `.wrangler/seed/pictures-<hash of the drawing code>/`, so a fresh state (every e2e run) only copies them.
 */
const BUCKET = "marketplace-media";

// Runs inside workerd: POST /put takes many objects in one request ([u32 index length][JSON index][bytes…]),
// GET /list returns every key under a prefix with its size.
const SCRIPT = `export default {
  async fetch(req, env) {
    const url = new URL(req.url);
    if (url.pathname === "/list") {
      const out = [];
      let cursor;
      do {
        const page = await env.MEDIA.list({ prefix: url.searchParams.get("prefix") ?? "", cursor, limit: 1000 });
        for (const o of page.objects) out.push([o.key, o.size]);
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return Response.json(out);
    }
    if (url.pathname === "/copy") {
      for (const [from, to] of await req.json()) {
        if (await env.MEDIA.head(to)) continue;
        const obj = await env.MEDIA.get(from);
        if (obj) await env.MEDIA.put(to, await obj.arrayBuffer(), { httpMetadata: obj.httpMetadata });
      }
      return new Response(null, { status: 204 });
    }
    const buf = new Uint8Array(await req.arrayBuffer());
    const n = new DataView(buf.buffer).getUint32(0);
    let o = 4 + n;
    const index = JSON.parse(new TextDecoder().decode(buf.subarray(4, o)));
    // One at a time: the bucket is a single Durable Object, so parallel puts only queue up and cost more.
    for (const [key, size] of index) await env.MEDIA.put(key, buf.slice(o, (o += size)), { httpMetadata: { contentType: key.endsWith(".webp") ? "image/webp" : "image/png" } });
    return new Response(null, { status: 204 });
  },
};`;

function loadMiniflare(root) {
  const require = createRequire(path.join(root, "node_modules", "wrangler", "package.json"));
  return require("miniflare");
}

function packBatch(objects) {
  const index = Buffer.from(JSON.stringify(objects.map(([key, bytes]) => [key, bytes.length])));
  const head = Buffer.alloc(4);
  head.writeUInt32BE(index.length);
  return Buffer.concat([head, index, ...objects.map(([, bytes]) => bytes)]);
}

const DRAWING_CODE = [
  "canvas.mjs",
  "scene-parts.mjs",
  "scenes-indoor.mjs",
  "scenes-outdoor.mjs",
  "pictures.mjs",
  "random.mjs",
];

function cacheDir(root) {
  const code = DRAWING_CODE.map((f) => readFileSync(new URL(`./${f}`, import.meta.url), "utf8")).join("\n");
  const dir = path.join(root, ".wrangler", "seed", `pictures-${hashString(code).toString(36)}`);
  if (!existsSync(dir)) {
    // Pictures drawn by older drawing code are useless now.
    const parent = path.dirname(dir);
    if (existsSync(parent))
      for (const d of readdirSync(parent))
        if (d.startsWith("pictures-")) rmSync(path.join(parent, d), { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  return dir;
}

/** Draws the missing pictures (or reads them from the cache) on worker threads while the main thread streams them into R2. */
export async function storePictures(pictures, { root, persistTo, copies = [] }) {
  const { Miniflare, convertV4MiniflareOptions } = loadMiniflare(root);
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: SCRIPT,
      r2Buckets: { MEDIA: BUCKET },
      resourcePersistencePath: path.join(persistTo, "v3"),
    }),
  );
  try {
    const existing = new Map(await (await mf.dispatchFetch("http://seed/list?prefix=listings/")).json());
    const sizes = new Map();
    const missing = [];
    for (const p of pictures) {
      if (
        existing.has(p.originalKey) &&
        existing.has(p.thumbKey) &&
        existing.has(p.smallKey) &&
        existing.has(p.largeKey)
      )
        sizes.set(p.id, existing.get(p.originalKey));
      else missing.push(p);
    }
    const drawn = missing.length ? await renderAndPut(mf, missing, sizes, cacheDir(root)) : 0;
    // Copies of stored pictures under other keys (the seeded banner ads), each written once.
    if (copies.length) {
      const res = await mf.dispatchFetch("http://seed/copy", { method: "POST", body: JSON.stringify(copies) });
      if (res.status !== 204)
        throw new Error(`Copying seed pictures in R2 failed (${res.status}): ${await res.text()}`);
    }
    return { sizes, stored: missing.length, drawn };
  } finally {
    await mf.dispose();
  }
}

async function renderAndPut(mf, missing, sizes, cache) {
  // Batches go one after another: the local bucket writes one object at a time anyway.
  let queue = Promise.resolve();
  let pending = [];
  const flush = () => {
    if (!pending.length) return;
    const body = packBatch(pending);
    pending = [];
    queue = queue.then(async () => {
      const res = await mf.dispatchFetch("http://seed/put", { method: "POST", body });
      if (res.status !== 204)
        throw new Error(`Storing seed pictures in R2 failed (${res.status}): ${await res.text()}`);
    });
  };
  const add = (p, original, thumb, small, large) => {
    sizes.set(p.id, original.length);
    pending.push([p.originalKey, original], [p.thumbKey, thumb], [p.smallKey, small], [p.largeKey, large]);
    if (pending.length >= 40) flush();
  };
  const toDraw = [];
  for (const p of missing) {
    const file = path.join(cache, `${p.id}-${hashString(JSON.stringify(p.spec)).toString(36)}`);
    if (existsSync(`${file}.md.webp`) && existsSync(`${file}.w960.webp`))
      add(
        p,
        readFileSync(`${file}.webp`),
        readFileSync(`${file}.md.webp`),
        readFileSync(`${file}.w320.webp`),
        readFileSync(`${file}.w960.webp`),
      );
    else toDraw.push({ ...p, file });
  }
  const threads = Math.max(1, Math.min(4, availableParallelism(), Math.ceil(toDraw.length / 20)));
  await Promise.all(
    Array.from({ length: toDraw.length ? threads : 0 }, (_, t) => {
      const worker = new Worker(new URL("./image-worker.mjs", import.meta.url), {
        workerData: { pictures: toDraw.filter((_, i) => i % threads === t) },
      });
      return new Promise((resolve, reject) => {
        worker.on("message", (batch) =>
          batch.forEach((p) =>
            add(p, Buffer.from(p.original), Buffer.from(p.thumb), Buffer.from(p.small), Buffer.from(p.large)),
          ),
        );
        worker.on("error", reject);
        worker.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`Picture worker exited with ${code}`))));
      });
    }),
  );
  flush();
  await queue;
  return toDraw.length;
}
