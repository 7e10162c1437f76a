// The JavaScript a phone downloads to show the home page: the entry, its static imports, and the
// home route's chunks (layout + page) with theirs, gzipped, against the first view's budget.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";

export const HOME_BUDGET_BYTES = 170 * 1024;
const HOME_ROUTES = [
  "src/routes/_default.tsx?tsr-split=component",
  "src/routes/_default/index.tsx?tsr-split=component",
];

export function homeInitialJs(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8"));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  visit(entry);
  for (const r of HOME_ROUTES) {
    if (!manifest[r]) throw new Error(`home route chunk ${r} is not in the build manifest`);
    visit(r);
  }
  const js = [...files].filter((f) => f.endsWith(".js"));
  const bytes = js.reduce((n, f) => n + gzipSync(readFileSync(path.join(distDir, f)), { level: 9 }).length, 0);
  return { files: js, bytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, bytes } = homeInitialJs(path.resolve("dist/web"));
  console.log(
    `home page initial JS: ${(bytes / 1024).toFixed(1)} KB gzip in ${files.length} files (budget ${HOME_BUDGET_BYTES / 1024} KB)`,
  );
  if (bytes > HOME_BUDGET_BYTES) process.exit(1);
}
