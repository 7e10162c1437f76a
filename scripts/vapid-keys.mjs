// Prints a fresh VAPID key pair for Web Push (base64url): put them in .dev.vars or `wrangler secret put`.
import { Buffer } from "node:buffer";
import { webcrypto } from "node:crypto";

const b64url = (buf) => Buffer.from(buf).toString("base64url");
const kp = await webcrypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
const raw = await webcrypto.subtle.exportKey("raw", kp.publicKey);
const jwk = await webcrypto.subtle.exportKey("jwk", kp.privateKey);
console.log(`VAPID_PUBLIC_KEY=${b64url(raw)}\nVAPID_PRIVATE_KEY=${jwk.d}`);
