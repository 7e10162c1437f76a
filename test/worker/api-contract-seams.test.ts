import { describe, expect, it } from "vitest";
import { call } from "./helpers";
import { contractViolation } from "./contract-check";
import { developer, subAccount } from "./projects-fixtures";

type Param = { name: string; in: string; required?: boolean; schema?: { pattern?: string } };
type Op = {
  parameters?: Param[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: unknown }> };
};
type Doc = { paths: Record<string, Record<string, Op>> };

const doc = async () => (await call("GET", "/v1/openapi.json")).json as Doc;

/** What a validating proxy found when it called the API as a generated mobile client would. */
describe("the contract as a mobile client reads it", () => {
  it("the sign-in declares its two SPEC §8 refusals (401 wrong password, 403 admin account)", async () => {
    const op = (await doc()).paths["/v1/login_check"]!.post!;
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "401", "403"]));
    const wrong = await call("POST", "/v1/login_check", { body: { username: "nobody-here", password: "secret123" } });
    expect(wrong.status).toBe(401);
  });

  it("name patterns carry no leaked regex flags, and a generated client's check accepts real names", async () => {
    const patterns =
      JSON.stringify((await doc()).paths["/v1/register"]!.post!.requestBody).match(/"pattern":"((?:[^"\\]|\\.)*)"/g) ??
      [];
    expect(patterns.length).toBeGreaterThan(0);
    for (const p of patterns) {
      const source = JSON.parse(`{${p}}`).pattern as string;
      expect(source).not.toMatch(/\/[a-z]+$/);
      // JSON Schema engines read \p{…} with Unicode on.
      if (source.includes("\\p{")) {
        expect(new RegExp(source, "u").test("Chukwuemeka")).toBe(true);
        expect(new RegExp(source, "u").test("Adé-Olúwa")).toBe(true);
      }
    }
  });

  it("every payment operation declares Idempotency-Key as a header parameter (required where the server requires it)", async () => {
    const d = await doc();
    const withHeader = Object.entries(d.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) =>
        (op.parameters ?? [])
          .filter((p) => p.in === "header" && p.name === "Idempotency-Key")
          .map((p) => ({ where: `${method.toUpperCase()} ${path}`, required: !!p.required })),
      ),
    );
    // 13 before banner ads (pay, renew) and the wallet's card refunds and USSD top-ups; 19 with instalment payments; 20 with rent.
    expect(withHeader.length).toBe(20);
    expect(withHeader).toEqual(
      expect.arrayContaining([
        { where: "POST /v1/secure/banners/{id}/pay", required: true },
        { where: "POST /v1/secure/banners/{id}/renew", required: true },
        { where: "POST /v1/secure/wallet/card-refunds", required: true },
        { where: "POST /v1/secure/wallet/topup/ussd", required: true },
        { where: "POST /v1/secure/wallet/topup", required: true },
        { where: "POST /v1/secure/inspections", required: true },
        { where: "POST /v1/secure/inspections/{id}/pay/wallet", required: false },
        { where: "POST /v1/secure/instalment-plans/{id}/pay", required: true },
        { where: "POST /v1/secure/rent-agreements/{id}/pay", required: true },
      ]),
    );
    // The server's refusal of a missing key is the declared 400.
    const { token } = await developer();
    const res = await call("POST", "/v1/secure/wallet/topup", { token, body: { amount: 5000 } });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].field).toBe("Idempotency-Key");
  });

  it("PUT and DELETE on the bare /v1/user/sub-developer-account (SPEC §7) work with the id in the body or query", async () => {
    const { token } = await developer();
    const staff = await subAccount(token, ["edit_projects"]);
    const put = await call("PUT", "/v1/user/sub-developer-account", {
      token,
      body: { id: staff.id, rights: ["post_progress"] },
    });
    expect(put.status).toBe(200);
    expect(put.json.data.rights).toEqual(["post_progress"]);
    expect(
      (await call("PUT", "/v1/user/sub-developer-account", { token, body: { rights: ["post_progress"] } })).status,
    ).toBe(400);
    expect((await call("DELETE", "/v1/user/sub-developer-account?id=no-such-account", { token })).status).toBe(404);
    expect((await call("DELETE", `/v1/user/sub-developer-account?id=${staff.id}`, { token })).status).toBe(200);
    expect(
      (await call("GET", "/v1/user/sub-developer-account", { token })).json.data.some(
        (a: { id: string; state: string }) => a.id === staff.id && a.state === "active",
      ),
    ).toBe(false);
  });

  it("social sign-in answers the declared 302 in the sandbox too (a client that follows it sees the sandbox page)", async () => {
    const res = await call("GET", "/v1/auth/google?redirect=/dashboard");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/\/v1\/auth\/sandbox\/google\?state=|accounts\.google\.com/);
  });

  it("the checker that runs on every test's answers catches an undeclared status and a body that breaks its schema", async () => {
    expect(
      await contractViolation("GET", "/v1/health", 409, "application/json", { status: 409, message: "x" }),
    ).toMatch(/does not declare/);
    expect(
      await contractViolation("GET", "/v1/property-amenities", 200, "application/json", { data: "not a list" }),
    ).toMatch(/breaks its schema/);
    expect(
      await contractViolation(
        "GET",
        "/v1/property-amenities",
        200,
        "application/json",
        (await call("GET", "/v1/property-amenities")).json,
      ),
    ).toBeNull();
    expect(await contractViolation("GET", "/media/not/in/the/document.webp", 200, "image/webp", null)).toBeNull();
  });
});
