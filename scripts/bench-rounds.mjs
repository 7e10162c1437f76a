/* global fetch */
// How every benchmark measures on a shared machine.
//
// Absolute latencies on a shared 2-core machine move with whatever else runs: one run's p95 says little. So every
// benchmark measures in ROUNDS rounds, each running every shape RUNS times with the shapes interleaved (pass i runs
// each shape once, starting one shape further on each pass), so a load spike lands on all shapes alike, and reports
// the median over rounds. Beside the shapes it measures baselines through the same server, the least work a request
// can do there, and reports each shape against the reference baseline of the same round: how many times its cost
// (ratio) and how much above it (difference). The load average is sampled at the start and end of every round.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { root } from "./lib.mjs";

/** The p-th percentile of `xs`. */
export const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Rounds of measurement (env ROUNDS, default 3). */
export const ROUNDS = Math.max(1, Math.floor(Number(process.env.ROUNDS ?? 3)) || 1);

/** The 1-, 5- and 15-minute load averages. */
export const loadavg = () => os.loadavg().map((l) => Number(l.toFixed(2)));

/** The machine and build a figure was taken on: CPU model and cores, the commit, and whether tracked files differ from it. */
export function machine() {
  const git = (...args) => spawnSync("git", args, { cwd: root, encoding: "utf8" }).stdout?.trim() ?? "";
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? "?",
    cores: cpus.length,
    commit: git("rev-parse", "--short", "HEAD") || "?",
    dirty: git("status", "--porcelain", "--untracked-files=no") !== "",
    node: process.version,
  };
}

export const machineLine = (m) =>
  `machine: ${m.cores} × ${m.cpu}; build ${m.commit}${m.dirty ? " with uncommitted changes" : " (clean tree)"}; Node ${m.node}`;

/** `--json <file>`: where to write the figures as JSON (null without the flag). */
export function jsonFile() {
  const i = process.argv.indexOf("--json");
  if (i < 0) return null;
  const file = process.argv[i + 1];
  if (!file || file.startsWith("--")) throw new Error("--json needs a file name");
  return path.resolve(process.cwd(), file);
}

export function writeJson(file, data) {
  if (!file) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`\nfigures as JSON: ${path.relative(process.cwd(), file) || file}`);
}

/** D1's rows_read of the whole request, from the x-bench-rows-read header (BENCH=1): the sum over its statements. */
export const rowsRead = (header) =>
  header
    ? (/statements=(.*)$/.exec(header)?.[1] ?? "")
        .split(",")
        .filter(Boolean)
        .reduce((n, s) => n + Number(s.split(":").at(-1)), 0)
    : null;

/** A request timed to its whole body; throws on an answer outside 2xx. Answers { ms, res, text }. */
export async function timedFetch(url, init) {
  const t = performance.now();
  const res = await fetch(url, init);
  const text = await res.text();
  const ms = performance.now() - t;
  if (!res.ok) throw new Error(`${init?.method ?? "GET"} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, res, text };
}

/**
 * The API's baselines, through the same worker as the shapes: an answer that reads no table (the map tile settings)
 * and the reference, the smallest D1 read the API has (the listing categories and their types: two small statements).
 * Every API shape reads D1 at least once, so its ratio to the reference is what its own queries and work add, in
 * units of the cheapest D1 round trip the server makes at that moment.
 */
export function apiBaselines(base) {
  const shape = (name, pathname, reference) => ({
    name,
    baseline: true,
    reference,
    run: async () => (await timedFetch(`${base}${pathname}`, { headers: { accept: "application/json" } })).ms,
    rows: async () =>
      rowsRead(
        (
          await timedFetch(`${base}${pathname}`, { headers: { accept: "application/json", "x-bench-rows": "1" } })
        ).res.headers.get("x-bench-rows-read"),
      ),
  });
  return [
    shape("baseline: no table (GET /v1/locations/map)", "/v1/locations/map", false),
    shape("baseline: small D1 read (GET /v1/property-categories)", "/v1/property-categories", true),
  ];
}

/**
 * Measures `shapes` ({ name, run(i) → ms, baseline?, reference? }; exactly one reference) in `rounds` rounds of
 * `runs` interleaved passes, after `warm` warm-up calls of each. In a pass the baselines run before every tenth of the
 * other shapes (so up to ten times a pass): the reference's percentiles, the denominator of every ratio, come from up
 * to ten times as many requests as a shape's, and so add little noise of their own. Answers
 * { rounds: [{ loadStart, loadEnd, seconds }], shapes: [{ name, baseline, reference, p50, p95, x50, x95, d50, d95,
 * perRound: [{ p50, p95, n }] }] }: p50/p95 the median over rounds of each round's percentile, x the median of each
 * round's ratio to the reference's, d of each round's difference (ms).
 */
export async function measureRounds(shapes, { runs, rounds = ROUNDS, warm = 5 }) {
  const ref = shapes.findIndex((s) => s.reference);
  if (ref < 0) throw new Error("measureRounds: no reference baseline");
  for (const s of shapes) for (let i = 0; i < warm; i++) await s.run(i);
  const baselines = shapes.flatMap((s, j) => (s.baseline ? [j] : []));
  const others = shapes.flatMap((s, j) => (s.baseline ? [] : [j]));
  const group = Math.max(1, Math.ceil(others.length / 10));
  const done = [];
  const perRound = shapes.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const loadStart = loadavg();
    const t = performance.now();
    const times = shapes.map(() => []);
    let b = 0;
    for (let i = 0; i < runs; i++) {
      const n = r * runs + i;
      // Each pass starts one shape further on, so no shape always runs first or after the same one.
      const order = others.map((_, k) => others[(k + i) % others.length]);
      for (let g = 0; g < Math.max(order.length, 1); g += group) {
        for (let k = 0; k < baselines.length; k++) {
          const j = baselines[(k + b) % baselines.length];
          times[j].push(await shapes[j].run(n));
        }
        b++;
        for (const j of order.slice(g, g + group)) times[j].push(await shapes[j].run(n));
      }
    }
    const round = { loadStart, loadEnd: loadavg(), seconds: Number(((performance.now() - t) / 1000).toFixed(1)) };
    done.push(round);
    times.forEach((ts, j) => perRound[j].push({ p50: pct(ts, 50), p95: pct(ts, 95), n: ts.length }));
    console.error(
      `  round ${r + 1}/${rounds}: ${round.seconds} s, load ${round.loadStart.join(" ")} → ${round.loadEnd.join(" ")}; reference p50 ${perRound[ref][r].p50.toFixed(2)} ms, p95 ${perRound[ref][r].p95.toFixed(2)} ms`,
    );
  }
  return { rounds: done, shapes: summarise(shapes, perRound, ref) };
}

/** Each shape's medians over rounds, and its ratio to and difference over the reference, round by round. */
export function summarise(shapes, perRound, ref) {
  const over = (j, f) => median(perRound[j].map((x, r) => f(x, perRound[ref][r])));
  return shapes.map((s, j) => ({
    name: s.name,
    baseline: Boolean(s.baseline),
    reference: j === ref,
    p50: over(j, (x) => x.p50),
    p95: over(j, (x) => x.p95),
    x50: over(j, (x, b) => x.p50 / b.p50),
    x95: over(j, (x, b) => x.p95 / b.p95),
    d50: over(j, (x, b) => x.p50 - b.p50),
    d95: over(j, (x, b) => x.p95 - b.p95),
    perRound: perRound[j],
  }));
}

/**
 * The header every benchmark prints: the machine and build, and the rounds (`unit`: "round", or "run") with their
 * load averages (a round's `label`, else its number).
 */
export function printRounds(m, rounds, what, unit = "round") {
  console.log(`\n${what}`);
  console.log(machineLine(m));
  console.log(
    `load average (1, 5, 15 min) at the start → end of each ${unit}: ${rounds.map((r, i) => `${r.label ?? i + 1}: ${r.loadStart.join(" ")} → ${r.loadEnd.join(" ")} (${r.seconds} s)`).join("; ")}\n`,
  );
}

/**
 * A Markdown table of `rows` (measureRounds' shapes, with any fields of the caller's): name, the medians, the ratios to
 * the reference and the differences over it, then `extra` columns ([heading, row → text]).
 */
export function printTable(rows, extra = [], { first = "shape", reference = "reference" } = {}) {
  const f = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : "–");
  const signed = (x) => (Number.isFinite(x) ? `${x >= 0 ? "+" : ""}${x.toFixed(1)}` : "–");
  console.log(
    `| ${first} | p50 ms | p95 ms | p50 × ${reference} | p95 × ${reference} | p50 over it, ms | p95 over it, ms | ${extra.map(([h]) => h).join(" | ")}${extra.length ? " |" : ""}`,
  );
  console.log(`|---|---:|---:|---:|---:|---:|---:|${extra.map(() => "---:|").join("")}`);
  for (const r of rows)
    console.log(
      `| ${r.reference ? `**${r.name}** (reference)` : r.name} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.x50, 2)} | ${f(r.x95, 2)} | ${r.reference ? "" : signed(r.d50)} | ${r.reference ? "" : signed(r.d95)} | ${extra.map(([, v]) => v(r)).join(" | ")}${extra.length ? " |" : ""}`,
    );
}

/** The JSON `--json` writes: what was run, on what, under what load, and every row's figures. */
export const benchJson = (bench, m, measured, extra = {}) => ({
  bench,
  at: new Date().toISOString(),
  machine: m,
  rounds: measured.rounds,
  ...extra,
  shapes: measured.shapes,
});
