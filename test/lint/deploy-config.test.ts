import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain .mjs script without types
import { deployProblems } from "../../scripts/predeploy.mjs";

const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
const check = (text: string) => deployProblems(text) as string[];

describe("npm run deploy refuses an unsafe production config", () => {
  it("the repository's own wrangler.toml: only the placeholder database id is left to fill in", () => {
    const problems = check(toml);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/all-zero placeholder/);
    expect(
      check(toml.replaceAll("00000000-0000-0000-0000-000000000000", "3f2b8c1e-9d7a-4c55-8a1e-2b6f0c9d4e11")),
    ).toEqual([]);
  });

  it("the production worker has its own name, a public https APP_URL, Paystack and no sandbox sign-in", () => {
    const fixed = toml.replaceAll("00000000-0000-0000-0000-000000000000", "3f2b8c1e-9d7a-4c55-8a1e-2b6f0c9d4e11");
    const localName = /^name = "([^"]+)"/m.exec(fixed)![1]!;
    expect(check(fixed.replace(/(\[env\.production\]\nname = )"[^"]+"/, `$1"${localName}"`)).join()).toMatch(
      /overwrite production/,
    );
    expect(
      check(fixed.replace('APP_URL = "https://propertyng.ng"', 'APP_URL = "http://localhost:8787"')).join(),
    ).toMatch(/APP_URL/);
    expect(check(fixed.replace('PAYMENT_PROVIDER = "paystack"', 'PAYMENT_PROVIDER = "sandbox"')).join()).toMatch(
      /paystack/,
    );
    expect(
      check(fixed.replace("[env.production.vars]\n", '[env.production.vars]\nOAUTH_SANDBOX = "on"\n')).join(),
    ).toMatch(/OAUTH_SANDBOX/);
  });

  it("production's PHOTO_HASH binding calls the production photo-hash worker, not the local one", () => {
    const fixed = toml.replaceAll("00000000-0000-0000-0000-000000000000", "3f2b8c1e-9d7a-4c55-8a1e-2b6f0c9d4e11");
    expect(
      check(
        fixed.replace(
          'service = "naija-property-marketplace-photo-hash"',
          'service = "naija-property-marketplace-photo-hash-local"',
        ),
      ).join(),
    ).toMatch(/PHOTO_HASH/);
  });
});
