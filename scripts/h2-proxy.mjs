// A local HTTPS server speaking HTTP/2 in front of `wrangler dev` (plain HTTP/1.1), for bench:pages' `--h2`. In
// production Cloudflare's edge serves the site over TLS with HTTP/2 (or 3): one connection carries every request of a
// page. `wrangler dev` speaks HTTP/1.1, where the browser opens a new connection (up to six) for each request made
// while the others are busy, and Lighthouse's simulation gives each its own TCP handshake and slow start on the
// throttled link. Fronted by this proxy, the browser sees what it would see at the edge: one TLS connection,
// multiplexed. The proxy passes requests and responses through unchanged (headers, status, the compressed bytes),
// with the Host the browser sent, so the worker builds its URLs for the proxy's origin.
//
// It also answers `FLOOR_PATH` itself: the static page that is the set-up's floor (no page can do better), measured
// over the same TLS and HTTP/2 connection set-up as the site.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";

/** A static page of about 200 bytes: what the set-up costs before any of the site's own bytes. */
export const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><h1>A static page</h1><p>Nothing else.</p></body></html>';
export const FLOOR_PATH = "/__bench-floor";

// Connection-specific headers HTTP/2 forbids, and the ones that describe the hop rather than the message.
const HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "http2-settings",
  "te",
]);

/** A throwaway self-signed certificate for 127.0.0.1 (openssl); Chromium is started with --ignore-certificate-errors. */
function selfSigned() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-h2-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  const r = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
  );
  if (r.status !== 0) throw new Error(`openssl could not make a certificate: ${r.stderr}`);
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

/**
 * Listens on 127.0.0.1:`port` (HTTPS, HTTP/2 only) and forwards every request to http://127.0.0.1:`target`.
 * Resolves to { origin, close }.
 */
export async function startH2Proxy(port, target) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSigned(), allowHTTP1: false });
  server.on("stream", (stream, headers) => {
    const method = headers[":method"];
    const url = headers[":path"];
    if (url === FLOOR_PATH) {
      stream.respond({ ":status": 200, "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      stream.end(FLOOR_HTML);
      return;
    }
    const forwarded = {};
    for (const [k, v] of Object.entries(headers)) if (!k.startsWith(":") && !HOP.has(k)) forwarded[k] = v;
    forwarded.host = headers[":authority"];
    const upstream = http.request(
      { host: "127.0.0.1", port: target, method, path: url, headers: forwarded, agent },
      (res) => {
        const out = { ":status": res.statusCode };
        for (const [k, v] of Object.entries(res.headers)) if (!HOP.has(k)) out[k] = v;
        if (stream.destroyed) return res.resume();
        stream.respond(out);
        res.pipe(stream);
      },
    );
    upstream.on("error", () => {
      if (stream.destroyed) return;
      if (!stream.headersSent) stream.respond({ ":status": 502 });
      stream.end();
    });
    stream.on("error", () => upstream.destroy());
    stream.pipe(upstream);
  });
  server.on("sessionError", () => {});
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () => {
      server.close();
      agent.destroy();
    },
  };
}

/** The same static page over plain HTTP/1.1 (the set-up without the proxy): resolves to { origin, close }. */
export async function startFloorServer(port) {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(FLOOR_HTML);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
