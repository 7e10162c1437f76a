import { client, unwrap } from "../../lib/client";

/**
 * Web Push in this browser: registers the site's service worker (public/sw.js, which imports sw-push.js), subscribes with the API's VAPID key and hands the
 * subscription to the API. Loaded only when the user presses the button (never in an entry bundle).
 */
const bytes = (b64url: string) => {
  const b64 = b64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (b64url.length % 4)) % 4);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
};

export async function browserSubscription() {
  const reg = await navigator.serviceWorker.getRegistration("/");
  return reg ? reg.pushManager.getSubscription() : null;
}

export async function turnOnPush() {
  const { publicKey } = await unwrap(client.GET("/v1/push/vapid-public-key"), { silent: true });
  if (!publicKey) throw new Error("Browser notifications are not available on this site yet.");
  if ((await Notification.requestPermission()) !== "granted")
    throw new Error("Notifications are blocked for this site: allow them in your browser's site settings.");
  const reg = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  await navigator.serviceWorker.ready;
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes(publicKey) }));
  const json = sub.toJSON();
  await unwrap(
    client.POST("/v1/secure/push/subscriptions", {
      body: { endpoint: sub.endpoint, keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } },
    }),
    { silent: true },
  );
}

export async function turnOffPush() {
  const sub = await browserSubscription();
  if (!sub) return;
  await unwrap(client.DELETE("/v1/secure/push/subscriptions", { body: { endpoint: sub.endpoint } }), { silent: true });
  await sub.unsubscribe();
}
