import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";

/**
 * The worker tests run on their own bindings (vitest.config.ts: a copy of wrangler.toml in .wrangler/vitest/
 * plus explicit test bindings), never on the developer's .dev.vars, and never reach the network
 * (no-network.ts). A .dev.vars with real Google keys or a different JWT secret changes nothing here.
 */
const EXPECTED = [
  "API_LOG_BATCH_ROWS",
  "API_LOG_SAMPLE_RATE",
  "APP_URL",
  "ASSETS",
  "CORS_ORIGINS",
  "DB",
  "EMAIL_FROM",
  "EMAIL_PROVIDER",
  "JWT_SECRET",
  "Conversation",
  "MAP_TILE_URL",
  "MEDIA",
  "OAUTH_SANDBOX",
  "PAYMENT_PROVIDER",
  "PAYSTACK_SECRET_KEY",
  "PHOTO_HASH",
  "SMS_PROVIDER",
  "SMS_SENDER_ID",
  "TEST_MIGRATIONS",
  "TEST_SCHEMA",
  "SCHEMA_CHECK_DB",
  "User",
];

describe("sealed test bindings", () => {
  it("are exactly the configured ones: nothing from .dev.vars or .env", () => {
    expect(
      Object.keys(env)
        .filter((k) => !k.startsWith("__VITEST"))
        .sort(),
    ).toEqual([...EXPECTED].sort());
    const e = env as unknown as Record<string, unknown>;
    expect(e.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(e.FACEBOOK_APP_ID).toBeUndefined();
    expect(env.JWT_SECRET).toBe("test-secret-0123456789abcdef0123456789abcdef");
  });

  it("an outbound request that no test faked fails instead of reaching the network", async () => {
    await expect(fetch("https://oauth2.googleapis.com/token")).rejects.toThrow(/never touch the network/);
    // The guard also fails the test after the fact; clear this deliberate one so this test stays green.
    const { afterEachCleared } = await import("./no-network");
    afterEachCleared();
  });
});
