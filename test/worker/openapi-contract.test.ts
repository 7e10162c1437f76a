import { describe, expect, it } from "vitest";
import { call } from "./helpers";
import { completeDocument, operationIdFor } from "../../worker/lib/openapi-document";

type Op = { operationId?: string; security?: unknown[]; responses?: Record<string, unknown> };
type Doc = { paths: Record<string, Record<string, Op>> };

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );

describe("/v1/openapi.json is a contract clients generate from", () => {
  it("every operation has a unique operationId derived from its method and path", async () => {
    const doc = (await call("GET", "/v1/openapi.json")).json as Doc;
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(100);
    for (const { path, method, op } of ops)
      expect(op.operationId, `${method} ${path}`).toBe(operationIdFor(method, path));
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("operationIds do not change when routes are reordered", async () => {
    const doc = (await call("GET", "/v1/openapi.json")).json as Doc;
    const strip = (d: Doc): Doc => ({
      paths: Object.fromEntries(
        Object.entries(d.paths).map(([p, item]) => [
          p,
          Object.fromEntries(Object.entries(item).map(([m, op]) => [m, { ...op, operationId: undefined }])),
        ]),
      ),
    });
    const reversed = strip({ paths: Object.fromEntries(Object.entries(doc.paths).reverse()) });
    const again = completeDocument(reversed);
    for (const { path, method, op } of operations(again))
      expect(op.operationId).toBe(doc.paths[path]?.[method]?.operationId);
    expect(operationIdFor("get", "/v1/secure/properties/{id}/boost")).toBe("getSecurePropertiesByIdBoost");
    expect(operationIdFor("post", "/admin/api/kyc/{id}/approve")).toBe("postAdminKycByIdApprove");
  });

  it("two operations deriving one id is refused, not published", () => {
    const clash = { paths: { "/v1/a-b": { get: {} }, "/v1/a/b": { get: {} } } };
    expect(() => completeDocument(clash)).toThrow(/getAB/);
  });

  it("every operation declares its security and a 4xx answer in the error envelope", async () => {
    const doc = (await call("GET", "/v1/openapi.json")).json as Doc;
    for (const { path, method, op } of operations(doc)) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(Array.isArray(op.security), where).toBe(true);
      const guarded =
        (path.startsWith("/v1/secure/") || path.startsWith("/admin/api/")) && path !== "/admin/api/login_check";
      if (guarded) expect(op.security?.length, where).toBe(1);
      expect(
        Object.keys(op.responses ?? {}).some((s) => /^4\d\d$/.test(s)),
        where,
      ).toBe(true);
      if (op.security?.length) expect(op.responses?.["401"], where).toBeTruthy();
      if (path.includes("{")) expect(op.responses?.["404"], where).toBeTruthy();
    }
    expect(doc.paths["/v1/health"]?.get?.security).toEqual([]);
  });
});
