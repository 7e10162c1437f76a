import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// wrangler.toml points [assets] at the SPA build; the worker tests do not need it built.
mkdirSync(fileURLToPath(new URL("./dist/web", import.meta.url)), { recursive: true });

export default defineConfig({
  test: {
    // The local email adapter prints every mail; keep test output readable.
    onConsoleLog: (log) => !log.startsWith("[email]"),
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            main: "./worker/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                JWT_SECRET: "test-secret-0123456789abcdef0123456789abcdef",
                API_LOG_SAMPLE_RATE: "1",
                CORS_ORIGINS: "https://m.propertyng.test",
                PAYMENT_PROVIDER: "sandbox",
                PAYSTACK_SECRET_KEY: "sk_test_worker_tests_0123456789abcdef",
                TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          setupFiles: ["./test/worker/apply-migrations.ts"],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { "@contracts": fileURLToPath(new URL("./worker/contracts", import.meta.url)) } },
        test: {
          name: "web",
          include: ["web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
        },
      },
    ],
  },
});
