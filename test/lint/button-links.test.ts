import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * A link drawn as a button is components/ui's ButtonLink (a page of the app) or ButtonAnchor (any other address):
 * the button's classes are not applied by hand outside components/ui. The fixture is linted as if it sat in
 * web/src/features, in components/ui, and as a test file.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function handStyled(as: string) {
  const fs = await import("node:fs/promises");
  const code = await fs.readFile("test/lint/fixtures/web/src/bad-button-links.tsx", "utf8");
  const [result] = await eslint.lintText(code, { filePath: as });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-syntax" && /ButtonLink .* ButtonAnchor/.test(m.message))
    .map((m) => m.line);
}

// The first lint loads the whole config (typescript-eslint): seconds on a busy machine.
describe("links drawn as buttons", { timeout: 60_000 }, () => {
  it("buttonClasses imported or called, or a Button wrapping a Link or <a>, fails the lint in the SPA's screens", async () => {
    // The import (3), the namespace call (11), and the two links worn by Button asChild (15, 18); the label
    // inside Button asChild and a Link beside a Button pass.
    expect(await handStyled("web/src/features/bad-button-links.tsx")).toEqual([3, 11, 15, 18]);
    expect(await handStyled("web/src/routes/_default/bad-button-links.tsx")).toEqual([3, 11, 15, 18]);
  });

  it("the design system itself and tests may use the button's classes", async () => {
    expect(await handStyled("web/src/components/ui/bad-button-links.tsx")).toEqual([]);
    expect(await handStyled("web/src/features/bad-button-links.test.tsx")).toEqual([]);
  });
});
