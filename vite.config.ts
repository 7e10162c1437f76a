import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";

export default defineConfig({
  root: fileURLToPath(new URL("./web", import.meta.url)),
  publicDir: fileURLToPath(new URL("./web/public", import.meta.url)),
  plugins: [
    // Route-level code splitting: each route's component is its own chunk.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: fileURLToPath(new URL("./web/src/routes", import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL("./web/src/route-tree.gen.ts", import.meta.url)),
      routeFileIgnorePattern: "\\.test\\.",
    }),
    react(),
    tailwindcss(),
  ],
  resolve: { alias: { "@contracts": fileURLToPath(new URL("./worker/contracts", import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    reportCompressedSize: false,
    manifest: true,
  },
  server: { proxy: { "/v1": "http://localhost:8787", "/admin/api": "http://localhost:8787", "/newsletter": "http://localhost:8787", "/parties": { target: "ws://localhost:8787", ws: true } } },
});
