import { describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { base32Decode, base32Encode, newTotpSecret, totpAt, totpStep, totpUri } from "../../worker/lib/totp";

/** The worker's WebCrypto TOTP against RFC 6238's vectors and the otpauth package. */
describe("TOTP on WebCrypto", () => {
  it("matches RFC 6238's SHA-1 test vectors (8 digits)", async () => {
    const secret = base32Encode(new TextEncoder().encode("12345678901234567890"));
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [t, code] of vectors) expect(await totpAt(secret, Math.floor(t / 30), 8)).toBe(code);
  });

  it("agrees with otpauth on codes, base32 and the URI, and finds the step within one step of drift", async () => {
    const secret = newTotpSecret();
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    const theirs = new TOTP({
      issuer: "PropertyNG",
      label: "a@b.test",
      algorithm: "SHA1",
      digits: 6,
      period: 30,
      secret: Secret.fromBase32(secret),
    });
    const now = Date.now();
    const o = { period: 30, window: 1, digits: 6 };
    const step = Math.floor(now / 30_000);
    expect(await totpStep(secret, theirs.generate({ timestamp: now }), now, o)).toBe(step);
    expect(await totpStep(secret, theirs.generate({ timestamp: now - 30_000 }), now, o)).toBe(step - 1);
    expect(await totpStep(secret, theirs.generate({ timestamp: now - 90_000 }), now, o)).toBeNull();
    expect(totpUri({ issuer: "PropertyNG", label: "a@b.test", secret, digits: 6, period: 30 })).toBe(theirs.toString());
  });
});
