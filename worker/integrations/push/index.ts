/** A browser's Web Push subscription (PushManager.subscribe) and what a send did. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** `gone`: the push service says the subscription no longer exists (404/410): forget it. */
export type PushResult = { ok: true } | { ok: false; gone: boolean; error: string };
export type PushPayload = { title: string; body: string; link: string | null; tag?: string };

/** One interface per outside service; configuration picks the adapter, local is the default. */
export interface PushSender {
  readonly name: string;
  send(target: PushTarget, payload: PushPayload): Promise<PushResult>;
}

import { localPush } from "./local";
import { webPush } from "./web-push";

/** Web Push (VAPID) when the keys are set (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`, `VAPID_SUBJECT`); else the local log. */
export function pushSender(env: Env): PushSender {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return webPush({
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT || env.APP_URL,
    });
  return localPush;
}
