import { defineConfig } from "@playwright/test";

/**
 * The journeys run in lanes: one Playwright worker each, each with a server of its own (scripts/e2e-server.mjs: its
 * own port and its own copy of the seeded state), so the journeys of two lanes never share data. Playwright loads
 * this file again in each worker, where TEST_PARALLEL_INDEX says which lane it is. A file's journeys stay in order in
 * one lane. E2E_LANES=1 runs them one at a time.
 */
const lanes = Math.max(1, Number(process.env.E2E_LANES ?? 2));
const firstPort = Number(process.env.E2E_PORT ?? 8788);
const port = firstPort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
// One id for this run's servers: the lanes after the first wait for the state lane 0 seeds in this run.
process.env.E2E_RUN ??= `${Date.now()}`;

export default defineConfig({
  testDir: "./e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: lanes,
  // No retries, in CI too: a journey that fails once has a cause to fix, and a race that shows only under load
  // is a race in the app itself (docs/decisions/2026-11-27-journeys-without-retries.md).
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    // The offline worker (web/public/sw.js) answers fetches itself, out of page.route()'s sight: journeys run
    // without it, except the offline journey (e2e/offline.spec.ts), which allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: Array.from({ length: lanes }, (_, lane) => ({
    command: `node scripts/e2e-server.mjs --lane ${lane} --port ${firstPort + lane}`,
    url: `http://127.0.0.1:${firstPort + lane}/v1/health`,
    reuseExistingServer: false,
    // Migrate, seed (~300 listings with pictures, cached after the first run), copy and start: ~60 s idle, and past
    // five minutes at load average 30 on two cores (migrations alone took four).
    timeout: 600_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
