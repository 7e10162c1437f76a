// The workers' size as Cloudflare counts it: `wrangler deploy --dry-run --env production` of each
// worker a deploy ships (minified, as `npm run deploy` uploads them), whose "Total Upload: … / gzip: …" line this
// reads. The API worker (pages, API, rooms) must stay within LIMIT_KIB: a ratchet at today's figure, so nothing
// grows it unnoticed; the goal is TARGET_KIB. The photo-hash worker (workers/photo-hash: the picture
// decoders the API worker calls over its PHOTO_HASH binding) is printed beside it, under its own ratchet.
// (docs/performance.md.)
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

export const TARGET_KIB = 600;
export const LIMIT_KIB = 645;
export const PHOTO_HASH_LIMIT_KIB = 67;
/** Local-only adapters the production bundle leaves out (wrangler.toml `__LOCAL_ADAPTERS__`). */
const LOCAL_ONLY = ["worker/integrations/payments/sandbox.ts"];
/** Text only local-only code holds, for adapters whose module the bundle shares (`isSandboxCode` stays). */
const LOCAL_ONLY_TEXT = ["<title>Sandbox sign-in"];

function size(config, outdir) {
  const run = spawnSync(
    "npx",
    ["wrangler", "deploy", "--dry-run", "--env", "production", "-c", config, "--outdir", outdir],
    { encoding: "utf8" },
  );
  const out = `${run.stdout}${run.stderr}`;
  const m = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(out);
  if (run.status !== 0 || !m) {
    console.error(out);
    console.error(`✖ the dry run of ${config} did not report the bundle size`);
    process.exit(1);
  }
  return [Number(m[1]), Number(m[2])];
}

const [raw, gzip] = size("wrangler.toml", "dist/worker");
const [hashRaw, hashGzip] = size("workers/photo-hash/wrangler.toml", "dist/photo-hash-worker");
const note =
  gzip <= TARGET_KIB
    ? `within the ${TARGET_KIB} KiB target`
    : `${(gzip - TARGET_KIB).toFixed(1)} KiB above the ${TARGET_KIB} KiB target`;
console.log(`Worker bundle: ${raw.toFixed(1)} KiB, ${gzip.toFixed(1)} KiB gzip (limit ${LIMIT_KIB} KiB; ${note}).`);
console.log(
  `Photo-hash worker (picture decoders, PHOTO_HASH binding): ${hashRaw.toFixed(1)} KiB, ${hashGzip.toFixed(1)} KiB gzip (limit ${PHOTO_HASH_LIMIT_KIB} KiB).`,
);
let failed = false;
if (gzip > LIMIT_KIB) {
  console.error(
    `✖ the worker bundle grew past ${LIMIT_KIB} KiB gzip: find what entered it (wrangler … --metafile) before raising the limit.`,
  );
  failed = true;
}
if (hashGzip > PHOTO_HASH_LIMIT_KIB) {
  console.error(
    `✖ the photo-hash worker grew past ${PHOTO_HASH_LIMIT_KIB} KiB gzip: it should hold the picture decoders and nothing else.`,
  );
  failed = true;
}
// The bundle's source map names every module in it.
const sources = JSON.parse(readFileSync("dist/worker/index.js.map", "utf8")).sources;
for (const file of LOCAL_ONLY.filter((f) => sources.some((s) => s.endsWith(f)))) {
  console.error(`✖ the production bundle carries ${file}, a local-only adapter: keep it behind __LOCAL_ADAPTERS__.`);
  failed = true;
}
const bundle = readFileSync("dist/worker/index.js", "utf8");
for (const text of LOCAL_ONLY_TEXT.filter((t) => bundle.includes(t))) {
  console.error(`✖ the production bundle carries local-only code ("${text}"): keep it behind __LOCAL_ADAPTERS__.`);
  failed = true;
}
if (failed) process.exit(1);
