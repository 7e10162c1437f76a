// The home page's "New developments" section, loaded when it scrolls near the screen. Files named
// `*.deferred.tsx` are left out of a server-rendered page's preloads (worker/edge/public-pages.ts).
export { default } from "./project-card";
