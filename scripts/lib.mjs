// Small functions shared by the npm scripts: run local binaries on the project's Node 22.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { Buffer } from "node:buffer";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const binDir = path.join(root, "node_modules", ".bin");
/** The newest modification time of a file, or of any file below a folder. */
function newest(file) {
  const s = statSync(file);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((f) => newest(path.join(file, f))));
}

/** Whether every output exists and is newer than every source (files or folders, relative to the root). */
export const newerThan = (outputs, sources) =>
  outputs.every((f) => existsSync(f)) &&
  Math.min(...outputs.map((f) => statSync(f).mtimeMs)) > Math.max(...sources.map((p) => newest(path.join(root, p))));

export const env = {
  ...process.env,
  PATH: `${binDir}${path.delimiter}${process.env.PATH}`,
  WRANGLER_SEND_METRICS: "false",
};

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, env, stdio: "inherit", ...opts });
  if (res.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(" ")} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
  return res;
}

/** The workers `wrangler dev` runs: the API worker, then the photo-hash worker its PHOTO_HASH binding calls. */
export const DEV_CONFIGS = ["wrangler.toml", "workers/photo-hash/wrangler.toml"];

/**
 * Long-running servers. `wrangler dev` bundles React's development build unless NODE_ENV says otherwise
 * (wrangler defines process.env.NODE_ENV as "development" for dev, "production" for deploy), and that build measures
 * 115–390 ms to first byte with it against 21–27 ms with the production build. So every server the scripts start — `npm start`,
 * the journeys, the benchmarks — serves the production build a deploy serves; `npm run dev` keeps the
 * development build (and its warnings), and an explicit NODE_ENV wins.
 */
export function start(cmd, args, opts = {}) {
  const base = opts.env ?? env;
  const wranglerDev = cmd === "wrangler" && args[0] === "dev";
  // Every dev server runs the photo-hash worker beside the API worker (one wrangler process, the API worker first:
  // it gets the port and the flags), so the PHOTO_HASH service binding answers as it does deployed.
  if (wranglerDev && !args.some((a) => a === "-c" || a === "--config"))
    args = ["dev", ...DEV_CONFIGS.flatMap((c) => ["-c", c]), ...args.slice(1)];
  return spawn(cmd, args, { cwd: root, stdio: "inherit", ...opts, env: wranglerDev ? devServerEnv(base) : base });
}

/**
 * The environment of every local server the scripts start: the React build above (NODE_ENV), and wrangler 4's local
 * tracing off. With X_LOCAL_OBSERVABILITY on (wrangler's default) every request's trace events go
 * to a collector worker in the worker's own workerd thread, which writes them to SQLite for the local explorer:
 * 0.4–0.6 ms of that thread per request, a third to a half of a cached page's. `X_LOCAL_OBSERVABILITY=true npm start`
 * turns it back on (an explicit value wins).
 */
export function devServerEnv(base = env) {
  const nodeEnv = process.env.NODE_ENV || (process.env.npm_lifecycle_event === "dev" ? "development" : "production");
  return { ...base, NODE_ENV: nodeEnv, X_LOCAL_OBSERVABILITY: base.X_LOCAL_OBSERVABILITY || "false" };
}

/**
 * The server of `npm start`, `npm run dev`, the journeys and the benchmarks (scripts/dev-server.mjs): both workers in
 * one `wrangler dev` on `--port`, in devServerEnv.
 */
export function startDevServer(args, opts = {}) {
  return spawn("node", ["scripts/dev-server.mjs", ...args], {
    cwd: root,
    stdio: "inherit",
    ...opts,
    env: devServerEnv(opts.env ?? env),
  });
}

/**
 * .dev.vars holds local secrets; made once with random secrets so a fresh clone just runs. The local
 * sandbox social sign-in is an explicit flag written here (older .dev.vars files get it added), never
 * inferred from APP_URL; older files also get the sandbox PAYSTACK_SECRET_KEY its webhooks are signed with.
 */
/** A fresh VAPID key pair for Web Push (P-256; the public key raw and uncompressed, both base64url). */
export function vapidKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const pub = publicKey.export({ format: "jwk" });
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x, "base64url"), Buffer.from(pub.y, "base64url")]);
  return { publicKey: raw.toString("base64url"), privateKey: privateKey.export({ format: "jwk" }).d };
}

export function ensureDevVars() {
  const file = path.join(root, ".dev.vars");
  if (!existsSync(file)) {
    const example = readFileSync(path.join(root, ".dev.vars.example"), "utf8");
    writeFileSync(
      file,
      example
        .replace(/^JWT_SECRET=.*$/m, `JWT_SECRET=${randomBytes(32).toString("hex")}`)
        .replace(/^PAYSTACK_SECRET_KEY=.*$/m, `PAYSTACK_SECRET_KEY=sk_test_${randomBytes(20).toString("hex")}`),
    );
    console.log("Created .dev.vars with a fresh JWT_SECRET and sandbox PAYSTACK_SECRET_KEY");
  }
  let current = readFileSync(file, "utf8");
  if (!/^OAUTH_SANDBOX=/m.test(current)) {
    writeFileSync(
      file,
      `${current.replace(/\n?$/, "\n")}# Local development only: the sandbox social sign-in page.\nOAUTH_SANDBOX=on\n`,
    );
    console.log("Added OAUTH_SANDBOX=on to .dev.vars (local sandbox social sign-in)");
  }
  current = readFileSync(file, "utf8");
  if (!/^PAYSTACK_SECRET_KEY=.+$/m.test(current)) {
    writeFileSync(
      file,
      `${current.replace(/^PAYSTACK_SECRET_KEY=\s*$/m, "").trimEnd()}\nPAYSTACK_SECRET_KEY=sk_test_${randomBytes(20).toString("hex")}\n`,
    );
    console.log("Added a sandbox PAYSTACK_SECRET_KEY to .dev.vars");
  }
  // Web Push works locally too: a browser that allows notifications gets broadcasts pushed (Chromium delivers
  // them through its push service). Keys of this machine only; production's are `wrangler secret put`.
  current = readFileSync(file, "utf8");
  if (!/^VAPID_PUBLIC_KEY=.+$/m.test(current) || !/^VAPID_PRIVATE_KEY=.+$/m.test(current)) {
    const keys = vapidKeyPair();
    const rest = current.replace(/^VAPID_(PUBLIC|PRIVATE)_KEY=.*\n?/gm, "").trimEnd();
    writeFileSync(file, `${rest}\nVAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY=${keys.privateKey}\n`);
    console.log("Added a fresh VAPID key pair to .dev.vars (Web Push)");
  }
}
