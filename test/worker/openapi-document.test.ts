import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call } from "./helpers";
import app from "../../worker/app";
import { buildApiDocument, describeOperations } from "../../worker/lib/openapi-document";
import { renderReference } from "../../worker/lib/reference-page";
// zod-to-openapi's generator, which the worker bundle leaves out: the bare name is the bundle's stand-in here
// (wrangler.toml [alias], applied to these tests); this is the package's own ES module entry, the same module (and
// registry) the stand-in re-exports from.
import { OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi/dist/index.mjs";

describe("the OpenAPI document is built at build time, never stale", () => {
  it("/v1/openapi.json is exactly what the generator makes from the live route definitions", async () => {
    const served = await exports.default.fetch(new Request("http://localhost/v1/openapi.json"));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^application\/json/);
    // Byte for byte: the asset is JSON.stringify of the document (scripts/openapi-dump.ts --assets).
    expect(await served.text()).toBe(JSON.stringify(buildApiDocument(app, OpenApiGeneratorV31)));
  });

  it("/v1/docs is the reference rendered from that document, under its no-script policy", async () => {
    const page = await call("GET", "/v1/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.json).toBe(
      renderReference(buildApiDocument(app, OpenApiGeneratorV31) as Parameters<typeof renderReference>[0]),
    );
    expect(page.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
  });

  it("the worker itself holds no generator: the bundle's stand-in refuses", async () => {
    const { OpenApiGeneratorV31: standIn } = await import("@asteasolutions/zod-to-openapi");
    expect(() => new standIn([])).toThrow(/built at build time/);
  });

  it("every operation is described in routes/operations.json, and nothing there describes an operation no route serves", () => {
    const doc = () => ({ paths: { "/v1/health": { get: { responses: {} } } } });
    const health = { tags: ["System"], summary: "Liveness" };
    expect(describeOperations(doc(), { "/v1/health": { get: health } }).paths["/v1/health"].get).toEqual({
      ...health,
      responses: {},
    });
    expect(() => describeOperations(doc(), {})).toThrow("has no summary for GET /v1/health");
    expect(() =>
      describeOperations(doc(), { "/v1/health": { get: health, post: health }, "/v1/gone": { get: health } }),
    ).toThrow("describes what no route serves: POST /v1/health, GET /v1/gone");
  });
});
