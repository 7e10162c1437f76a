import type { PushPayload, PushSender } from "./index";

/** The local sandbox's pushes (newest last), like the email sandbox's inbox: memory only. */
const sent: (PushPayload & { endpoint: string; at: number })[] = [];

export function sandboxPushes(endpoint?: string) {
  return sent.filter((p) => !endpoint || p.endpoint === endpoint);
}

/** Forgets every push (a test file's fresh start). */
export function clearSandboxPushes() {
  sent.length = 0;
}

/** Development default (no VAPID keys): the push is printed and kept in memory; no browser gets it. */
export const localPush: PushSender = {
  name: "local",
  async send(target, payload) {
    sent.push({ ...payload, endpoint: target.endpoint, at: Date.now() });
    if (sent.length > 500) sent.splice(0, sent.length - 500);
    console.log(`[push] to=${target.endpoint.slice(0, 60)} title=${JSON.stringify(payload.title)}`);
    return { ok: true };
  },
};
