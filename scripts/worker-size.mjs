// The worker bundle's size as Cloudflare counts it (issue 23 item 5): `wrangler deploy --dry-run --env production`
// (minified, with the Wasm WebP decoder of the photo hash), whose "Total Upload: … / gzip: …" line this reads.
// Fails above LIMIT_KIB: a ratchet at today's figure, so nothing grows the worker unnoticed. The target is
// TARGET_KIB; lower LIMIT_KIB to it once the bundle is there (README: "Test speed and worker size").
import { spawnSync } from "node:child_process";

export const TARGET_KIB = 600;
export const LIMIT_KIB = 626;

const run = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--env", "production", "--outdir", "dist/worker"], { encoding: "utf8" });
const out = `${run.stdout}${run.stderr}`;
const m = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(out);
if (run.status !== 0 || !m) {
  console.error(out);
  console.error("✖ the dry run did not report the bundle size");
  process.exit(1);
}
const [raw, gzip] = [Number(m[1]), Number(m[2])];
const note = gzip <= TARGET_KIB ? `within the ${TARGET_KIB} KiB target` : `${(gzip - TARGET_KIB).toFixed(1)} KiB above the ${TARGET_KIB} KiB target`;
console.log(`Worker bundle: ${raw.toFixed(1)} KiB, ${gzip.toFixed(1)} KiB gzip (limit ${LIMIT_KIB} KiB; ${note}).`);
if (gzip > LIMIT_KIB) {
  console.error(`✖ the worker bundle grew past ${LIMIT_KIB} KiB gzip: find what entered it (wrangler … --metafile) before raising the limit.`);
  process.exit(1);
}
