// Web Push for PropertyNG (broadcasts and alerts). Small and dependency-free on purpose: a Workbox service
// worker can take it over later with importScripts("/sw-push.js"). The payload is { title, body, link, tag }.
/* global self, URL */
self.addEventListener("push", (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || "PropertyNG", { body: data.body || "", tag: data.tag || undefined, icon: "/favicon.svg", data: { link: data.link || "/dashboard" } }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.link) || "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((open) => {
      const same = open.find((c) => c.url === url && "focus" in c);
      return same ? same.focus() : self.clients.openWindow(url);
    }),
  );
});
