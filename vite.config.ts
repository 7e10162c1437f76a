import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter, tanstackRouterGenerator } from "@tanstack/router-plugin/vite";

const routesDirectory = fileURLToPath(new URL("./web/src/routes", import.meta.url));

/**
 * Route folders (and their layout files) whose pages only the browser renders: the signed-in dashboard, the
 * back office and its sign-in, and the bare sign-in/sign-up pages. The worker's route tree
 * (web/src/route-tree.server.gen.ts, generated below) leaves them out, so none of their code (editor, charts,
 * messaging, tables) enters the worker bundle; a page added under one of these folders is left out too.
 * test/lint/route-tree-server.test.ts checks the two trees agree and that no server-rendered path is here.
 */
export const CLIENT_ONLY_ROUTE_FOLDERS = ["_dashboard", "_admin", "_adminlogin", "_blank"];
/**
 * Single public pages the worker never serves (wrangler.toml run_worker_first leaves them to the SPA shell: the
 * property request form, the offline page, the e-mail confirmation landing and the onboarding test page), left
 * out of the worker's tree the same way. The lint test checks none is a path the worker serves.
 */
export const CLIENT_ONLY_ROUTE_FILES = [
  "_properties/properties/request-property.tsx",
  "_default/offline.tsx",
  "_default/confirm-email.tsx",
  "_default/test-onboarding.tsx",
];
const fileNames = CLIENT_ONLY_ROUTE_FILES.map((f) => f.split("/").pop()!.replace(".", "\\."));
const clientOnly = `^(${CLIENT_ONLY_ROUTE_FOLDERS.join("|")})(\\.tsx)?$|^(${fileNames.join("|")})$`;

/**
 * The files the entry imports statically (its whole static closure): loaded and run before any code that could
 * import a lazy chunk. Vite writes, beside each lazy import, the list of files to preload with it; the ones
 * already loaded are dropped from those lists below (preloading them again does nothing), which took ~3 KB gzip
 * of file names out of the entry chunk alone. Filled in generateBundle before Vite writes the lists.
 */
const alwaysLoaded = new Set<string>();
const entryClosure: Plugin = {
  name: "png:entry-closure",
  apply: "build",
  generateBundle: {
    order: "pre",
    handler(_options, bundle) {
      alwaysLoaded.clear();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (!chunk || chunk.type !== "chunk" || alwaysLoaded.has(file)) return;
        alwaysLoaded.add(file);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of Object.values(bundle)) if (chunk.type === "chunk" && chunk.isEntry) visit(chunk.fileName);
    },
  },
};

/**
 * The libraries the entry imports statically (its static module closure, within the packages below), found once
 * the module graph is complete and put into one chunk (`codeSplitting.groups`). Left to itself, rolldown split
 * them into ~25 chunks of their own (the router's core, React's helpers, the query hooks, jotai, most of them
 * 0.2–3 KB) because lazy chunks share them, and every page loaded all of them: as many script tags for the boot
 * script to insert, each 0.5–2 ms of main thread unthrottled. They all run before any lazy chunk can import from
 * them.
 */
const entryModules = new Set<string>();
/**
 * The app's own modules in that closure (the layout, the header and nav, the session, the API client, the UI
 * primitives the shell draws, the route files' loaders), bar the entry module, the route tree and the route
 * files themselves, go into one `shell` chunk too. Left to itself rolldown makes ~20 files of 0.1–3 KB of them
 * (shared with lazy chunks), and as many more for what the route files import: home's first view would be 30
 * files and the rent search's 46 instead of 13 and 28 — each one more request while the page's JavaScript starts
 * (on the 2-core bench each costs `wrangler dev` ~4 ms of CPU and the browser a task, competing with the main
 * thread) — and ~2.6 KB gzip more on home (`scripts/bundle-size.mjs`).
 */
const isShellModule = (id: string) =>
  !/[\\/]node_modules[\\/]|^\0|\.css($|\?)/.test(id) &&
  !id.startsWith(routesDirectory) &&
  !/[\\/]web[\\/]src[\\/](main\.tsx|route-tree\.gen\.ts)$/.test(id);
const FIRST_VIEW_LIBS =
  /[\\/]node_modules[\\/](@tanstack|react|react-dom|scheduler|jotai|use-sync-external-store|seroval|seroval-plugins|cookie-es|openapi-fetch|tiny-invariant|tiny-warning)[\\/]/;
const entryGraph: Plugin = {
  name: "png:entry-graph",
  apply: "build",
  buildEnd() {
    entryModules.clear();
    const visit = (id: string) => {
      if (entryModules.has(id)) return;
      entryModules.add(id);
      for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
  },
};

export default defineConfig({
  root: fileURLToPath(new URL("./web", import.meta.url)),
  publicDir: fileURLToPath(new URL("./web/public", import.meta.url)),
  plugins: [
    // Route-level code splitting: each route's component is its own chunk.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory,
      generatedRouteTree: fileURLToPath(new URL("./web/src/route-tree.gen.ts", import.meta.url)),
      routeFileIgnorePattern: "\\.test\\.",
    }),
    // The worker's tree (web/src/entry-server.tsx): the same routes minus the client-only folders.
    tanstackRouterGenerator({
      target: "react",
      routesDirectory,
      generatedRouteTree: fileURLToPath(new URL("./web/src/route-tree.server.gen.ts", import.meta.url)),
      routeFileIgnorePattern: `\\.test\\.|${clientOnly}`,
    }),
    react(),
    tailwindcss(),
    entryClosure,
    entryGraph,
  ],
  resolve: { alias: { "@contracts": fileURLToPath(new URL("./worker/contracts", import.meta.url)) } },
  // The browser's build keeps its lazy client-only modules; the worker's drops them (web/src/lib/client-only.ts).
  define: { __WORKER_BUNDLE__: "false" },
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    reportCompressedSize: false,
    manifest: true,
    // Lazy chunks' preload lists leave out what the entry already loaded (entryClosure above); the page's own
    // modulepreload list (index.html) is left whole.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === "js" ? deps.filter((d) => !alwaysLoaded.has(d)) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The words of MESSAGES (worker/contracts/messages.ts) are used only by screens loaded on demand (the
          // entry needs the few in page-messages.ts); left to itself, rolldown merges a module that only lazy
          // chunks share into the entry chunk, so every page would download the whole table. Its own chunk,
          // without its imports (page-messages stays where the entry has it).
          includeDependenciesRecursively: false,
          groups: [
            { name: "messages", test: /worker\/contracts\/messages\.ts$/ },
            { name: "libs", test: (id) => entryModules.has(id) && FIRST_VIEW_LIBS.test(id) },
            { name: "shell", test: (id) => entryModules.has(id) && isShellModule(id) },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/v1": "http://localhost:8787",
      "/admin/api": "http://localhost:8787",
      "/newsletter": "http://localhost:8787",
      "/parties": { target: "ws://localhost:8787", ws: true },
    },
  },
});
