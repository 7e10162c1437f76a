import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { banner } from "../../worker/contracts/banners";
import { BASE, call, makeUser, signIn, uniq } from "./helpers";
import { PNG } from "./listings-fixtures";

/** Banner ads' fixtures: an advertiser, staff, an uploaded picture, the create forms, a created banner, paying. */
export const key = () => `bnr-${crypto.randomUUID()}`;
export const today = () => new Date(Date.now() + 3600_000).toISOString().slice(0, 10);

export async function broker(accountType: "brokerage" | "company" = "brokerage") {
  const u = await makeUser({
    accountType,
    ...(accountType === "brokerage" ? { subAccountType: "broker" } : {}),
    firstName: "Bola",
    lastName: "Adeyemi",
    companyName: `Adeyemi Homes ${uniq()}`,
  });
  const { token } = await signIn(u);
  return { u, token };
}

export async function staff(permissions = ["CAN_CREATE_USER"]) {
  const s = await makeUser({ accountType: "staff", adminAccess: true, permissions });
  return (await signIn(s)).token;
}

export async function picture(token: string, path = "/v1/secure/banners/uploads") {
  const t = await call("POST", path, { token, body: { contentType: "image/png", sizeBytes: PNG.byteLength } });
  expect(t.status, JSON.stringify(t.json)).toBe(201);
  const put = await exports.default.fetch(
    new Request(BASE + t.json.uploadUrl, { method: "PUT", headers: { "content-type": "image/png" }, body: PNG }),
  );
  expect(put.status, await put.clone().text()).toBe(200);
  return t.json.url as string;
}

export const form = async (token: string, over: Record<string, unknown> = {}) => ({
  placement: "top",
  title: `Lekki terraces ${uniq()}`,
  description: "10% deposit, 24 months to pay",
  image: await picture(token),
  ctaText: "View homes",
  ctaBackgroundColor: "#0F7A4A",
  ctaBorderColor: "#0f7a4a",
  ctaLink: "https://adeyemi.example.ng/lekki",
  days: 7,
  startDate: today(),
  ...over,
});

/** A staff member's house banner for today, with a freshly uploaded picture. */
export const houseForm = async (token: string, over: Record<string, unknown> = {}) => ({
  placement: "top",
  title: `Verified homes ${uniq()}`,
  description: "Escrow on every payment",
  image: await picture(token, "/admin/api/banners/uploads"),
  mobileImage: null as string | null,
  ctaText: "Learn more",
  ctaBackgroundColor: "#ffffff",
  ctaBorderColor: "#0f7a4a",
  ctaLink: "/sell",
  startDate: today(),
  endDate: today(),
  ...over,
});

export async function created(token: string, over: Record<string, unknown> = {}) {
  const res = await call("POST", "/v1/secure/banners", { token, body: await form(token, over) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return banner.parse(res.json.data);
}

export const pay = (token: string, id: string, paymentMethod = "wallet", k = key()) =>
  call("POST", `/v1/secure/banners/${id}/pay`, { token, body: { paymentMethod }, headers: { "idempotency-key": k } });
