import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8788);

export default defineConfig({
  testDir: "./e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/v1/health`,
    reuseExistingServer: false,
    // Migrate, seed (~300 listings with pictures, cached after the first run) and start: ~60 s idle, and past five
    // minutes at load average 30 on two cores (migrations alone took four).
    timeout: 600_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
