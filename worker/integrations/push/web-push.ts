import { buildPushPayload } from "@block65/webcrypto-web-push";
import type { PushSender } from "./index";

const TIMEOUT_MS = 10_000;

/**
 * Web Push (RFC 8291 payload encryption, RFC 8292 VAPID) with WebCrypto, so it runs in workerd. The
 * payload is what public/sw-push.js shows: { title, body, link, tag }.
 */
export function webPush(vapid: { publicKey: string; privateKey: string; subject: string }): PushSender {
  return {
    name: "web-push",
    async send(target, payload) {
      if (!target.endpoint.startsWith("https://"))
        return { ok: false, gone: true, error: "The endpoint is not https." };
      try {
        const req = await buildPushPayload(
          {
            data: payload,
            options: {
              ttl: 24 * 3600,
              urgency: "normal",
              ...(payload.tag ? { topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32) } : {}),
            },
          },
          { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
          vapid,
        );
        const res = await fetch(target.endpoint, { ...req, signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (res.ok) return { ok: true };
        return {
          ok: false,
          gone: res.status === 404 || res.status === 410,
          error: `push service answered ${res.status}`,
        };
      } catch (e) {
        return { ok: false, gone: false, error: e instanceof Error ? e.message : String(e) };
      }
    },
  };
}
