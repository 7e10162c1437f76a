// PropertyNG's service worker. Hand-written and dependency-free: what it keeps is listed here.
// - The app shell: the /offline page and the files the entry needs (read from the build's index and manifest).
// - Pages opened (public pages only: never /dashboard or the back office), network first, the last 30 kept.
// - Public API answers (GET /v1 without a bearer token, never /v1/secure) the pages read while browsing:
//   the last 60 kept, so searches and listings opened before still answer offline.
// - Pictures under /media (thumbnails and photos seen), cache first, the last 200 kept.
// - Built files under /assets (hashed, immutable), cache first.
// A page never opened shows /offline. A new version waits until the page says so (reload offered, not forced).
/* global self, caches, URL, Response, fetch, importScripts */
importScripts("/sw-push.js");

const VERSION = "v1";
const SHELL = `shell-${VERSION}`;
const PAGES = `pages-${VERSION}`;
const API = `api-${VERSION}`;
const MEDIA = `media-${VERSION}`;
const ASSETS = `assets-${VERSION}`;
const LIMITS = { [PAGES]: 30, [API]: 60, [MEDIA]: 200, [ASSETS]: 300 };
const OFFLINE = "/offline";
const PRIVATE_PAGES = /^\/(dashboard|booking|project-booking|amnesia|login|register|confirm-email)(\/|$)/;
// Public reads only: anything signed (a bearer token), secure or staff-only is never stored.
const PUBLIC_API = /^\/(v1\/(?!secure\/|auth\/|messaging|notifications|push|wallet|payments|dashboard|assistant)|all-projects|projects|project-unit-categories)/;

async function trim(name) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  const over = keys.length - (LIMITS[name] || 100);
  for (let i = 0; i < over; i++) await cache.delete(keys[i]);
}

async function put(name, request, response) {
  const cache = await caches.open(name);
  // Oldest first in keys(): re-adding moves an entry to the end, so the most recently used stay.
  await cache.delete(request);
  await cache.put(request, response);
  await trim(name);
}

/** The /offline shell and the files it needs to draw: the entry (from the shell's HTML) and the offline route's chunks. */
async function precacheShell() {
  const shell = await fetch(OFFLINE, { credentials: "same-origin" });
  if (!shell.ok) return;
  const html = await shell.clone().text();
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]));
  try {
    const manifest = await (await fetch("/.vite/manifest.json")).json();
    const add = (key, seen) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      files.add(`/${chunk.file}`);
      for (const css of chunk.css || []) files.add(`/${css}`);
      for (const k of chunk.imports || []) add(k, seen);
    };
    for (const key of Object.keys(manifest)) if (/routes\/_default(\.tsx|\/offline\.tsx)/.test(key) || key === "index.html") add(key, new Set());
  } catch {
    // Without the manifest the entry files still come from the shell's HTML.
  }
  const cache = await caches.open(SHELL);
  await cache.put(OFFLINE, shell);
  const assets = await caches.open(ASSETS);
  await Promise.all([...files].map((f) => assets.add(f).catch(() => undefined)));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precacheShell());
});

self.addEventListener("activate", (event) => {
  const keep = new Set([SHELL, PAGES, API, MEDIA, ASSETS]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !keep.has(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

// Messages from the page (web/src/features/pwa/register.ts): take over once the visitor accepts the reload;
// keep the page that was open when the worker started, and what it loaded (fetched again, same origin only).
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "SKIP_WAITING") self.skipWaiting();
  if (data.type === "CACHE_PAGE" && Array.isArray(data.urls)) event.waitUntil(keepPage(data.urls.slice(0, 100)));
  // Sign-out on a shared phone: no answer kept for the person who used it stays for the next one.
  if (data.type === "FORGET_PERSONAL") event.waitUntil(caches.delete(API));
});

async function keepPage(urls) {
  for (const raw of urls) {
    let url;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    if (url.origin !== self.location.origin) continue;
    const name = url.pathname.startsWith("/assets/") ? ASSETS : url.pathname.startsWith("/media/") ? MEDIA : PRIVATE_PAGES.test(url.pathname) || url.pathname === OFFLINE ? null : PAGES;
    if (!name || (name !== PAGES && (await caches.match(url.href, { cacheName: name })))) continue;
    const response = await fetch(url.href, { credentials: "same-origin", headers: name === PAGES ? { accept: "text/html" } : {} }).catch(() => null);
    if (cacheable(response) && (name !== PAGES || (response.headers.get("content-type") || "").includes("text/html"))) await put(name, url.href, response);
  }
}

const cacheable = (response) => response && response.ok && response.type === "basic" && !/no-store|private/.test(response.headers.get("cache-control") || "");

async function networkFirst(request, name, fallback) {
  try {
    const response = await fetch(request);
    if (cacheable(response)) await put(name, request, response.clone());
    return response;
  } catch (error) {
    const hit = await caches.match(request, { cacheName: name });
    if (hit) return hit;
    if (fallback) return fallback();
    throw error;
  }
}

async function cacheFirst(request, name) {
  const hit = await caches.match(request, { cacheName: name });
  if (hit) return hit;
  const response = await fetch(request);
  if (cacheable(response)) await put(name, request, response.clone());
  return response;
}

/** A page not kept: the /offline page, under its own address (the app draws the page its URL names). */
const toOffline = (url) => () => Response.redirect(`${OFFLINE}?from=${encodeURIComponent(url.pathname + url.search)}`, 302);

async function offlinePage() {
  const shell = await caches.match(OFFLINE, { cacheName: SHELL });
  return shell || new Response("<!doctype html><title>Offline · PropertyNG</title><h1>You are offline</h1><p>This page needs a connection.</p>", { status: 503, headers: { "content-type": "text/html; charset=utf-8" } });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;

  if (request.mode === "navigate") {
    if (path === OFFLINE) return event.respondWith(fetch(request).catch(offlinePage));
    // Private pages are only ever fetched, never stored; offline they get the /offline page.
    if (PRIVATE_PAGES.test(path)) return event.respondWith(fetch(request).catch(toOffline(url)));
    return event.respondWith(networkFirst(request, PAGES, toOffline(url)));
  }
  if (path.startsWith("/assets/")) return event.respondWith(cacheFirst(request, ASSETS));
  if (path.startsWith("/media/")) return event.respondWith(cacheFirst(request, MEDIA));
  // An answer for one account or one browser (the assistant's x-browser-id) is never kept.
  if (PUBLIC_API.test(path) && !request.headers.has("authorization") && !request.headers.has("x-browser-id")) return event.respondWith(networkFirst(request, API));
});
