import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, makeUser, signIn } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, fundWallet } from "./money-helpers";
import { listerWithQuota, requestBody, requestPlace } from "./request-fixtures";
import { REQUEST_CONTACT_PRICE_KOBO } from "../../worker/contracts/discovery";
import { sandboxSettle } from "../../worker/integrations/payments";

/**
 * When the plan's contact views are used up (or there is no plan), a brokerage or company pays for one requester's
 * contact details: from the wallet at once, or by card through a payment link. A contact is paid for at most once.
 */
checkBooksAfterEachTest();
const PRICE = REQUEST_CONTACT_PRICE_KOBO;
let place: Awaited<ReturnType<typeof requestPlace>>;
let requesterToken: string;

beforeAll(async () => {
  place = await requestPlace();
  const requester = await makeUser({ accountType: "standard", phone: "+2348077777777" });
  requesterToken = (await signIn(requester)).token;
});

const newRequest = async (over: Record<string, unknown> = {}) =>
  (await call("POST", "/v1/property/property-request", { token: requesterToken, body: requestBody(place, over) })).json
    .id as string;
const payNow = (token: string, id: string, paymentMethod: unknown = "wallet") =>
  call("POST", `/v1/secure/property-requests/${id}/pay-now`, { token, body: { paymentMethod } });
const quota = async (token: string) => (await call("GET", "/v1/secure/viewing-quota", { token })).json;

describe("the viewing quota", () => {
  it("counts the plan's views this period, not the contacts paid for, and names the price of one more", async () => {
    const { user, token } = await listerWithQuota(2);
    expect(await quota(token)).toMatchObject({ limit: 2, used: 0, left: 2, contactPriceKobo: PRICE });
    expect((await quota(token)).periodEndsAt).toBeGreaterThan(Date.now());
    const [a, b, c] = [await newRequest(), await newRequest(), await newRequest()];
    expect((await call("POST", `/v1/secure/property-requests/${a}/unlock`, { token })).status).toBe(200);
    expect(await quota(token)).toMatchObject({ used: 1, left: 1 });
    await fundWallet(user.id, PRICE);
    expect((await payNow(token, b)).json).toMatchObject({ status: "paid", charged: true });
    // The paid contact took no plan view: one is still left for c.
    expect(await quota(token)).toMatchObject({ used: 1, left: 1 });
    expect((await call("POST", `/v1/secure/property-requests/${c}/unlock`, { token })).status).toBe(200);
    expect(await quota(token)).toMatchObject({ used: 2, left: 0 });
  });

  it("is zero without a plan, and only for brokerages and companies", async () => {
    const company = await makeUser({ accountType: "company" });
    expect(await quota((await signIn(company)).token)).toMatchObject({
      limit: 0,
      used: 0,
      left: 0,
      periodEndsAt: null,
    });
    expect((await call("GET", "/v1/secure/viewing-quota", { token: requesterToken })).status).toBe(403);
    expect((await call("GET", "/v1/secure/viewing-quota")).status).toBe(401);
  });
});

describe("paying for a contact from the wallet", () => {
  it("30 presses at once charge the price once and show the details; later presses charge nothing", async () => {
    const { user, token } = await listerWithQuota(0);
    await fundWallet(user.id, 5 * PRICE);
    const id = await newRequest();
    const presses = await Promise.all(Array.from({ length: 30 }, () => payNow(token, id)));
    expect(presses.every((r) => r.status === 200)).toBe(true);
    expect(presses.filter((r) => r.json.charged).length).toBe(1);
    expect(presses[0]!.json.request).toMatchObject({ id, unlocked: true, requester: { phone: "+2348077777777" } });
    expect(await balanceOf(user.id)).toBe(4 * PRICE);
    expect((await payNow(token, id)).json).toMatchObject({ status: "paid", charged: false });
    const history = await call("GET", "/v1/secure/wallet/history", { token });
    expect(JSON.stringify(history.json)).toContain("Property request contact");
  });

  it("with too little in the wallet: 422 naming paymentMethod, nothing charged, details still hidden", async () => {
    const { user, token } = await listerWithQuota(0);
    await fundWallet(user.id, PRICE - 1);
    const id = await newRequest();
    const res = await payNow(token, id);
    expect(res.status).toBe(422);
    expect(res.json.errors[0].field).toBe("paymentMethod");
    expect(await balanceOf(user.id)).toBe(PRICE - 1);
    const list = await call("GET", `/v1/property/property-requests?stateId=${place.stateId}&perPage=50`, { token });
    expect(list.json.data.find((r: { id: string }) => r.id === id)).toMatchObject({ unlocked: false });
  });

  it("refuses a closed or missing request and bad input without charging; seekers may not pay", async () => {
    const { user, token } = await listerWithQuota(0);
    await fundWallet(user.id, PRICE);
    const closed = await newRequest();
    await call("POST", `/v1/secure/property-requests/${closed}/close`, { token: requesterToken });
    expect((await payNow(token, closed)).status).toBe(409);
    expect((await payNow(token, crypto.randomUUID())).status).toBe(404);
    const open = await newRequest();
    const bad = await payNow(token, open, "cash");
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].field).toBe("paymentMethod");
    expect((await payNow(requesterToken, open)).status).toBe(403);
    expect(await balanceOf(user.id)).toBe(PRICE);
  });
});

describe("paying for a contact by card", () => {
  it("a paid link puts the money in the wallet and buys the contact from it, once, however often it is verified", async () => {
    const { user, token } = await listerWithQuota(0);
    const id = await newRequest();
    const started = await payNow(token, id, "link");
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    expect(started.json).toMatchObject({ status: "payment_required" });
    expect(started.json.authorizationUrl).toBeTruthy();
    const reference = started.json.reference as string;
    await sandboxSettle(env, reference, "success");
    const verified = await Promise.all(
      Array.from({ length: 5 }, () => call("GET", `/v1/secure/wallet/verify?reference=${reference}`, { token })),
    );
    expect(verified.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(user.id)).toBe(0);
    const list = await call("GET", `/v1/property/property-requests?stateId=${place.stateId}&perPage=50`, { token });
    expect(list.json.data.find((r: { id: string }) => r.id === id)).toMatchObject({ unlocked: true });
    // Nothing left to pay for: the answer is the request, and no new link.
    expect((await payNow(token, id, "link")).json).toMatchObject({ status: "paid", charged: false });
  });
});
