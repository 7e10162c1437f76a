// Prints a fresh VAPID key pair for Web Push (base64url) for `wrangler secret put`. `npm start` writes one into
// .dev.vars by itself when it has none (scripts/lib.mjs ensureDevVars).
import { vapidKeyPair } from "./lib.mjs";

const { publicKey, privateKey } = vapidKeyPair();
console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}`);
