// npm test step: no import circle among the modules of worker/services (DESIGN.md: layers and
// domains depend one way). Reads every .ts file's imports, re-exports and dynamic import()s (a lazy import
// is still a circle), resolves the relative ones, and reports every strongly connected component of more
// than one file (or a file importing itself). `import type` is erased by the compiler and not counted.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import(?!\s+type\s)|export(?!\s+type\s))\s[^;]*?from\s*["']([^"']+)["']|(?:^|\n)\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

function resolveImport(from, spec) {
  if (!spec.startsWith(".")) return null;
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/** The import graph of the .ts files under `dir` (edges only between files of `dir`). */
export function importGraph(dir = join(root, "worker/services")) {
  const all = files(dir);
  const inside = new Set(all);
  const graph = new Map();
  for (const f of all) {
    const src = readFileSync(f, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    const deps = new Set();
    for (const m of src.matchAll(IMPORT)) {
      const to = resolveImport(f, m[1] ?? m[2] ?? m[3]);
      if (to && inside.has(to)) deps.add(to);
    }
    graph.set(f, [...deps]);
  }
  return graph;
}

/** Tarjan's strongly connected components; returns the circles (as paths relative to the repo). */
export function findCycles(graph) {
  let index = 0;
  const idx = new Map(),
    low = new Map(),
    onStack = new Set(),
    stack = [],
    circles = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || (graph.get(v) ?? []).includes(v)) circles.push(comp.map((f) => relative(root, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return circles;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ? resolve(process.argv[2]) : join(root, "worker/services");
  const graph = importGraph(dir);
  const circles = findCycles(graph);
  if (circles.length) {
    for (const c of circles) console.error(`✖ import circle: ${c.join(" ⇄ ")}`);
    process.exit(1);
  }
  console.log(`No import circle among ${graph.size} modules of ${relative(root, dir)}.`);
}
