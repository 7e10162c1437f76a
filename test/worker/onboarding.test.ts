import { describe, expect, it } from "vitest";
import { call, db, makeUser, signIn, uniq } from "./helpers";
import { states } from "../../worker/db/schema";
import { ONBOARDING_MESSAGES } from "../../worker/contracts/onboarding";

async function state() {
  const id = 200_000 + Math.floor(Math.random() * 700_000);
  const tag = uniq();
  await db()
    .insert(states)
    .values({ id, name: `Onb ${tag}`, slug: `onb-${tag}`, capital: "Capital", lat: 9.07, lng: 7.4 })
    .run();
  return id;
}

async function session(accountType: string, over: { adminAccess?: boolean } = {}) {
  const u = await makeUser({ accountType, subAccountType: accountType === "brokerage" ? "broker" : null, ...over });
  return (await signIn(u)).token;
}

const status = async (token: string) => (await call("GET", "/v1/secure/user/onboarding", { token })).json;
const save = (token: string, body: unknown) => call("POST", "/v1/secure/user/onboarding-preferences", { token, body });

describe("onboarding status", () => {
  it.each(["seeker", "standard", "brokerage", "company"])("a new %s account should see onboarding", async (type) => {
    expect(await status(await session(type))).toEqual({ shouldShow: true, status: null, preferences: null });
  });

  it.each(["developer", "agent"])("a %s account never sees it", async (type) => {
    const token = await session(type);
    expect((await status(token)).shouldShow).toBe(false);
    expect((await call("POST", "/v1/secure/user/onboarding/skip", { token })).status).toBe(403);
  });

  it("anonymous callers get 401", async () => {
    expect((await call("GET", "/v1/secure/user/onboarding")).status).toBe(401);
  });
});

describe("seeker onboarding (2 steps)", () => {
  it("step 1 needs a state and step 2 a property type, each named", async () => {
    const token = await session("seeker");
    const res = await save(token, {});
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([
      { field: "based_state", message: ONBOARDING_MESSAGES.stateRequired },
      { field: "property_type", message: ONBOARDING_MESSAGES.propertyTypeRequired },
    ]);
    const onlyState = await save(token, { based_state: await state() });
    expect(onlyState.json.errors).toEqual([
      { field: "property_type", message: ONBOARDING_MESSAGES.propertyTypeRequired },
    ]);
    // Listing states do not satisfy a seeker's step 2.
    const s = await state();
    expect((await save(token, { based_state: s, listing_states: [s] })).status).toBe(400);
  });

  it("rejects unknown values with 400 naming the field", async () => {
    const token = await session("standard");
    const s = await state();
    const bad = await save(token, { based_state: s, property_type: "lease" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].field).toBe("property_type");
    const unknown = await save(token, { based_state: 999_999_999, property_type: "buy" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual([{ field: "based_state", message: ONBOARDING_MESSAGES.unknownState }]);
    expect((await save(token, { based_state: "lagos", property_type: "buy" })).json.errors[0].field).toBe(
      "based_state",
    );
  });

  it("completing saves only the seeker's answers and stops the popup", async () => {
    const token = await session("seeker");
    const s = await state();
    const res = await save(token, {
      based_state: s,
      property_type: "rent",
      listing_states: [s],
      additional_info: { companyName: "Ignored" },
    });
    expect(res.status).toBe(200);
    const expected = {
      shouldShow: false,
      status: "completed",
      preferences: { based_state: s, property_type: "rent", listing_states: [], additional_info: {} },
    };
    expect(res.json).toEqual(expected);
    expect(await status(token)).toEqual(expected);
  });
});

describe("broker/company onboarding (3 steps)", () => {
  it("step 2 needs at least one listing state; a property type does not count", async () => {
    const token = await session("brokerage");
    const s = await state();
    const res = await save(token, { based_state: s, property_type: "buy" });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ field: "listing_states", message: ONBOARDING_MESSAGES.listingStatesRequired }]);
  });

  it("step 3 is optional but its values are checked", async () => {
    const token = await session("company");
    const s = await state();
    expect((await save(token, { based_state: s, listing_states: [s] })).status).toBe(200);
    const bad = await save(token, { based_state: s, listing_states: [s], additional_info: { experience: "20+" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].field).toBe("additional_info.experience");
    const badSpec = await save(token, {
      based_state: s,
      listing_states: [s],
      additional_info: { specializations: ["farms"] },
    });
    expect(badSpec.json.errors[0].field).toMatch(/^additional_info\.specializations/);
  });

  it("saves listing states and additional info", async () => {
    const token = await session("brokerage");
    const [a, b] = [await state(), await state()];
    const info = { companyName: "  Ade Homes ", experience: "6-10", specializations: ["land", "luxury", "land"] };
    const res = await save(token, {
      based_state: a,
      property_type: "buy",
      listing_states: [a, b, b],
      additional_info: info,
    });
    expect(res.status).toBe(200);
    expect((await status(token)).preferences).toEqual({
      based_state: a,
      property_type: null,
      listing_states: [a, b],
      additional_info: { companyName: "Ade Homes", experience: "6-10", specializations: ["land", "luxury"] },
    });
  });
});

describe("skip", () => {
  it("marks skipped and the popup stops", async () => {
    const token = await session("seeker");
    const res = await call("POST", "/v1/secure/user/onboarding/skip", { token });
    expect(res.status).toBe(200);
    expect(await status(token)).toEqual({
      shouldShow: false,
      status: "skipped",
      preferences: { based_state: null, property_type: null, listing_states: [], additional_info: {} },
    });
  });

  it("never downgrades a completed onboarding, and completing after a skip works", async () => {
    const token = await session("company");
    const s = await state();
    await call("POST", "/v1/secure/user/onboarding/skip", { token });
    expect((await save(token, { based_state: s, listing_states: [s] })).json.status).toBe("completed");
    const again = await call("POST", "/v1/secure/user/onboarding/skip", { token });
    expect(again.json.status).toBe("completed");
    expect((await status(token)).status).toBe("completed");
  });

  it("each user's answers are their own", async () => {
    const [a, b] = [await session("seeker"), await session("seeker")];
    await call("POST", "/v1/secure/user/onboarding/skip", { token: a });
    expect((await status(b)).shouldShow).toBe(true);
  });
});
