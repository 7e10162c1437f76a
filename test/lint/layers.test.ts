import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The layer rules of eslint.config.js: fixture files are linted as if they sat at the real
 * paths (worker/routes/..., worker/services/...), so the per-glob rules apply to them.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(fixture: string, as: string) {
  const code = await import("node:fs/promises").then((fs) => fs.readFile(`test/lint/fixtures/${fixture}`, "utf8"));
  const [result] = await eslint.lintText(code, { filePath: as });
  return (result?.messages ?? [])
    .filter((m) => /no-restricted-(imports|syntax)/.test(m.ruleId ?? ""))
    .map((m) => `${m.line}: ${m.message}`);
}

describe("layers the linter keeps", () => {
  it("a route that imports drizzle or worker/db, or queries env.DB, fails the lint", async () => {
    const found = await restricted("worker/routes/bad-route.ts", "worker/routes/v1/bad-route.ts");
    expect(found).toEqual([
      expect.stringMatching(/^2: 'drizzle-orm'.*only services touch the database/),
      expect.stringMatching(/^3: '\.\.\/db\/schema'/),
      expect.stringMatching(/^5: Routes call services; only services touch the database \(env\.DB\)/),
    ]);
  });

  it("a service that imports hono or @hono/* fails the lint", async () => {
    const found = await restricted("worker/services/bad-service.ts", "worker/services/bad-service.ts");
    expect(found).toEqual([
      expect.stringMatching(/^2: 'hono'.*know no HTTP/),
      expect.stringMatching(/^3: '@hono\/zod-openapi'/),
    ]);
  });

  it("the money core (wallet, escrow) importing a domain fails the lint; its own files and the platform services pass", async () => {
    const found = await restricted("worker/services/wallet/bad-money.ts", "worker/services/wallet/bad-money.ts");
    expect(found).toEqual([
      expect.stringMatching(/^2: '\.\.\/bookings\/inspections'.*knows no domain/),
      expect.stringMatching(/^3: '\.\.\/stays\/book'.*knows no domain/),
    ]);
    const asEscrow = await restricted("worker/services/wallet/bad-money.ts", "worker/services/escrow/bad-money.ts");
    expect(asEscrow).toHaveLength(2);
    // The same imports from a domain are the allowed direction.
    expect(await restricted("worker/services/wallet/bad-money.ts", "worker/services/stays/fine.ts")).toEqual([]);
  });

  it("lib importing a service fails the lint", async () => {
    const found = await restricted("worker/lib/bad-lib.ts", "worker/lib/bad-lib.ts");
    expect(found).toEqual([expect.stringMatching(/^2: '\.\.\/services\/auth'.*lib is below services/)]);
  });

  it("the edge reading the database fails the lint; through services it passes", async () => {
    const found = await restricted("worker/edge/bad-edge.ts", "worker/edge/bad-edge.ts");
    expect(found).toEqual([
      expect.stringMatching(/^2: 'drizzle-orm'.*edge reads through services/),
      expect.stringMatching(/^3: '\.\.\/db\/schema'/),
      expect.stringMatching(/^6: The edge reads through services.*\(env\.DB\)/),
    ]);
  });

  it("anything but the entry points (worker/index.ts, worker/app.ts) importing the edge fails the lint", async () => {
    const below = "worker/edge/imports-edge.ts";
    for (const as of ["worker/lib/x.ts", "worker/jobs/x.ts", "worker/contracts/x.ts", "worker/routes/x.ts"])
      expect(await restricted(below, as), as).toEqual([
        expect.stringMatching(/^2: '\.\.\/edge\/page-cache'.*sits above the app/),
        expect.stringMatching(/^3: '\.\.\/\.\.\/edge\/responses'.*sits above the app/),
      ]);
    for (const as of ["worker/services/x/y.ts", "worker/services/wallet/y.ts", "worker/routes/v1/x.ts"])
      expect(
        (await restricted(below, as)).filter((m) => /sits above the app/.test(m)),
        as,
      ).toHaveLength(2);
    expect(await restricted(below, "worker/app.ts")).toEqual([]);
    expect(await restricted(below, "worker/index.ts")).toEqual([]);
  });

  it("the SPA may import the worker's contracts, nothing else of it (not even types: those come from the OpenAPI document)", async () => {
    const found = await restricted("web/src/bad-web.ts", "web/src/features/bad-web.ts");
    expect(found).toEqual([
      expect.stringMatching(/^2: '\.\.\/\.\.\/worker\/lib\/errors'.*only its contracts/),
      expect.stringMatching(/^3: '\.\.\/\.\.\/worker\/app'.*only its contracts/),
    ]);
  });

  it("the SPA importing a worker-only contract (OpenAPI zod, drizzle-derived) or a worker library fails the lint; shared contracts pass", async () => {
    const found = await restricted("web/src/bad-contract.ts", "web/src/features/bad-contract.ts");
    expect(found).toEqual([
      expect.stringMatching(/^2: '@contracts\/admin'.*worker-only/),
      expect.stringMatching(/^3: '\.\.\/\.\.\/worker\/contracts\/content'.*worker-only/),
      expect.stringMatching(/^4: '@hono\/zod-openapi'.*stay out of the SPA/),
    ]);
  });

  it("the worker-only list names exactly the contracts built on @hono/zod-openapi or drizzle", async () => {
    const fs = await import("node:fs/promises");
    // The config is plain JS (no types): its one export is read as what it is.
    const { WORKER_ONLY_CONTRACTS } = (await import("../../eslint.config.js" as string)) as {
      WORKER_ONLY_CONTRACTS: readonly string[];
    };
    const files = (await fs.readdir("worker/contracts")).filter((f) => f.endsWith(".ts"));
    const heavy: string[] = [];
    for (const f of files)
      if (
        /from "(@hono\/zod-openapi|drizzle-zod|drizzle-orm[^"]*|\.\.\/db\/[^"]*)"/.test(
          await fs.readFile(`worker/contracts/${f}`, "utf8"),
        )
      )
        heavy.push(f.replace(/\.ts$/, ""));
    expect([...WORKER_ONLY_CONTRACTS].sort()).toEqual(heavy.sort());
  });
});
