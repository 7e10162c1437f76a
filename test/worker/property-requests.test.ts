import { beforeAll, describe, expect, it } from "vitest";
import { call, makeUser, signIn } from "./helpers";
import { listerWithQuota, requestBody, requestPlace } from "./request-fixtures";

/** Standard accounts post requests; brokerages and companies browse them and unlock contacts against the plan's viewing quota. */
let stateId: number, localityId: number;
let requester: Awaited<ReturnType<typeof makeUser>>, requesterToken: string;

const body = (over: Record<string, unknown> = {}) => requestBody({ stateId, localityId }, over);

beforeAll(async () => {
  ({ stateId, localityId } = await requestPlace());
  requester = await makeUser({ accountType: "standard", phone: "+2348099999999" });
  requesterToken = (await signIn(requester)).token;
});

describe("posting a property request", () => {
  it("a standard account posts one; its contact details stay hidden from listers until unlocked", async () => {
    const made = await call("POST", "/v1/property/property-request", { token: requesterToken, body: body() });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      intent: "rent",
      state: { id: stateId },
      locality: { id: localityId, name: "Yaba" },
      bedrooms: 3,
      budgetKobo: 4_000_000_00,
      status: "open",
      unlocked: true,
    });
    const { token } = await listerWithQuota(0);
    const list = await call("GET", `/v1/property/property-requests?stateId=${stateId}`, { token });
    expect(list.status).toBe(200);
    const seen = list.json.data.find((r: { id: string }) => r.id === made.json.id);
    expect(seen).toMatchObject({
      unlocked: false,
      requester: { firstName: requester.firstName, email: null, phone: null, fullName: null },
    });
  });

  it("bad input is a 400 naming the field, and nothing is saved", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ intent: "lease" }, "intent"],
      [{ budgetKobo: 5 }, "budgetKobo"],
      [{ moveInDate: "15/01/2027" }, "moveInDate"],
      [{ bedrooms: 2.5 }, "bedrooms"],
      [{ stateId: 987_654_321 }, "stateId"],
      [{ localityId: 1 }, "localityId"],
      [{ color: "blue" }, "color"],
    ];
    for (const [over, field] of cases) {
      const res = await call("POST", "/v1/property/property-request", { token: requesterToken, body: body(over) });
      expect(res.status, field).toBe(400);
      expect(res.json.errors[0].field).toBe(field);
    }
    const mine = await call("GET", "/v1/secure/property-requests/mine?perPage=50", { token: requesterToken });
    expect(mine.json.data.length).toBe(1);
  });

  it("listers cannot post requests; seekers cannot browse them", async () => {
    const { token } = await listerWithQuota(1);
    expect((await call("POST", "/v1/property/property-request", { token, body: body() })).status).toBe(403);
    expect((await call("GET", "/v1/property/property-requests", { token: requesterToken })).status).toBe(403);
  });
});

describe("unlocking contact details against the viewing quota", () => {
  it("20 parallel unlocks of different requests with a quota of 5 unlock exactly 5; unlocking the same one again spends nothing", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++)
      ids.push(
        (
          await call("POST", "/v1/property/property-request", {
            token: requesterToken,
            body: body({ notes: `Request ${i}` }),
          })
        ).json.id,
      );
    const { token } = await listerWithQuota(5);
    const res = await Promise.all(
      ids.map((id) => call("POST", `/v1/secure/property-requests/${id}/unlock`, { token })),
    );
    const ok = res.filter((r) => r.status === 200);
    expect(ok.length).toBe(5);
    expect(res.filter((r) => r.status === 402).length).toBe(15);
    expect(ok[0]!.json).toMatchObject({
      unlocked: true,
      spent: true,
      requester: { email: requester.email, phone: "+2348099999999" },
    });
    const refused = res.find((r) => r.status === 402)!;
    expect(refused.json.message).toContain("/dashboard/subscription-plans");
    // The same request again (30 times at once): free, still unlocked.
    const firstId = ids[res.findIndex((r) => r.status === 200)]!;
    const again = await Promise.all(
      Array.from({ length: 30 }, () => call("POST", `/v1/secure/property-requests/${firstId}/unlock`, { token })),
    );
    expect(again.every((r) => r.status === 200 && r.json.spent === false)).toBe(true);
    const list = await call("GET", `/v1/property/property-requests?stateId=${stateId}&perPage=50`, { token });
    expect(list.json.data.filter((r: { unlocked: boolean }) => r.unlocked).length).toBe(5);
  });

  it("without a plan there is nothing to spend: 402 with the plans link", async () => {
    const company = await makeUser({ accountType: "company" });
    const { token } = await signIn(company);
    const id = (await call("POST", "/v1/property/property-request", { token: requesterToken, body: body() })).json.id;
    const res = await call("POST", `/v1/secure/property-requests/${id}/unlock`, { token });
    expect(res.status).toBe(402);
    expect(res.json.errors[0].field).toBe("plan");
  });

  it("the requester sees their own requests and closes them; closed requests leave the listers' list and cannot be unlocked", async () => {
    const id = (
      await call("POST", "/v1/property/property-request", { token: requesterToken, body: body({ intent: "buy" }) })
    ).json.id;
    const other = (await signIn(await makeUser({ accountType: "standard" }))).token;
    expect((await call("POST", `/v1/secure/property-requests/${id}/close`, { token: other })).status).toBe(404);
    const closed = await call("POST", `/v1/secure/property-requests/${id}/close`, { token: requesterToken });
    expect(closed.json.status).toBe("closed");
    const { token } = await listerWithQuota(3);
    const list = await call("GET", `/v1/property/property-requests?stateId=${stateId}&intent=buy`, { token });
    expect(list.json.data.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await call("POST", `/v1/secure/property-requests/${id}/unlock`, { token })).status).toBe(409);
    const mine = await call("GET", "/v1/secure/property-requests/mine?perPage=50", { token: requesterToken });
    expect(mine.json.data.find((r: { id: string }) => r.id === id).status).toBe("closed");
  });
});
