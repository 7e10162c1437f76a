import { describe, expect, it } from "vitest";
import { call } from "./helpers";
import { developer, newProject } from "./projects-fixtures";

/**
 * A developer verifies its company through the API like a brokerage or a company (SPEC.md: developers add projects
 * and take reservations on them once verified): the registration number call takes account type developer, and
 * the projects then open for reservations.
 */
describe("a developer's company registration", () => {
  it("is checked against the registry and opens the developer's projects for reservations", async () => {
    const { token } = await developer({ companyRegVerified: false });
    const project = await newProject(token);
    expect((await call("GET", `/project/${project.id}`)).json.data.developer.reservationsOpen).toBe(false);
    // The KYC page offers the company card (its `company` part is present) to a developer too.
    expect((await call("GET", "/v1/secure/kyc", { token })).json.company).toEqual({
      number: null,
      verified: false,
      name: null,
    });
    const n = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
    const res = await call("PUT", "/v1/secure/kyc/company-registration", { token, body: { number: `RC ${n}` } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ number: `RC ${n}`, verified: true });
    expect((await call("GET", `/project/${project.id}`)).json.data.developer.reservationsOpen).toBe(true);
  });
});
