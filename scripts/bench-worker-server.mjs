/* global fetch */
// The worker as bench:html serves it: the same wrangler config, build and local state as
// `wrangler dev`, started through wrangler's own API (unstable_startWorker), so two addresses answer:
//   proxy  wrangler dev's local proxy (a Durable Object in a second workerd that forwards every request, logs it
//          through Node and injects the live-reload script), what `npm start` and the journeys use;
//   direct the inner Miniflare's entry socket (workerd running the user worker behind Miniflare's entry worker
//          and the assets router, as on Cloudflare's edge, which has no such proxy).
// Writes {"proxy": url, "direct": url} to <urls file> once both answer, and stays up until SIGINT/SIGTERM.
//
//   node scripts/bench-worker-server.mjs <port> <persist dir> <urls file>
import { writeFileSync } from "node:fs";
import path from "node:path";
import { unstable_startWorker } from "wrangler";

const [port, persist, urlsFile] = [
  Number(process.argv[2] ?? 8791),
  process.argv[3] ?? ".wrangler/state",
  process.argv[4] ?? "bench-worker.json",
];
// The API worker's PHOTO_HASH binding reaches the photo-hash worker through a dev registry of this run's own (not
// the machine-wide one, where other servers register the same names), as two `wrangler dev` processes would.
const registry = path.resolve(persist, "dev-registry");
// As `wrangler dev` runs it: its inspector on (wrangler's inspector proxy attaches to the worker to relay its console),
// on a free port here; no live reload, no file watching.
const dev = { persist, inspector: { hostname: "127.0.0.1", port: 0 }, liveReload: false, watch: false, registry };
const photoHash = await unstable_startWorker({
  config: "workers/photo-hash/wrangler.toml",
  dev: { ...dev, server: { hostname: "127.0.0.1", port: 0 } },
});
const worker = await unstable_startWorker({
  config: "wrangler.toml",
  dev: { ...dev, server: { hostname: "127.0.0.1", port } },
});
await worker.ready;
const proxy = await worker.url;
// The proxy answers before the user worker runs (it queues requests until then): one request through it waits
// for the runtime, whose Miniflare instance is then there.
await (await fetch(`${proxy.origin}/map-tiles/1/1/1.png`)).arrayBuffer();
const mf = worker.raw.runtimes.map((r) => r.mf).find(Boolean);
if (!mf) throw new Error("bench-worker-server: wrangler's local runtime has no Miniflare instance");
const direct = await mf.ready;
// The worker runtime's own inspector (scripts/bench-html-profile.mjs samples the worker's JavaScript through it).
const inspector = await mf.getInspectorURL().catch(() => null);
writeFileSync(
  urlsFile,
  JSON.stringify({ proxy: proxy.origin, direct: direct.origin, inspector: inspector?.href ?? null }),
);
const stop = () => Promise.allSettled([worker.dispose(), photoHash.dispose()]).finally(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
