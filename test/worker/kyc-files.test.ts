import { afterEach, describe, expect, it, vi } from "vitest";
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { users } from "../../worker/db/schema";
import { KYC_MESSAGES } from "../../worker/contracts/kyc";
import { submitKyc } from "../../worker/services/kyc";
import { BASE, call, db, makeUser, signIn, uniq } from "./helpers";
import { JPEG, PNG, member, put, reviewer, submit, uploadKyc } from "./kyc-fixtures";

const ticket = (token: string, contentType = "image/png", sizeBytes = 1000) =>
  call("POST", "/v1/secure/kyc/uploads", { token, body: { kind: "document", contentType, sizeBytes } });
const get = (path: string, token?: string) =>
  exports.default.fetch(new Request(BASE + path, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

describe("KYC signed uploads", () => {
  it("refuses non-images, a different type than announced, forged links and oversize bodies, storing nothing", async () => {
    const { token } = await member();
    const t = (await ticket(token)).json;
    const text = await put(t.uploadUrl, "%PDF-1.4 not a picture");
    expect(text.status).toBe(400);
    expect(text.json.message).toBe("Only JPEG, PNG or WebP pictures can be uploaded.");
    const jpeg = await put(t.uploadUrl, JPEG);
    expect(jpeg.status).toBe(400);
    expect(jpeg.json.message).toContain("JPG file, not the PNG");
    expect((await put(t.uploadUrl.replace(/sig=[^&]+/, "sig=AAAA"), PNG)).status).toBe(403);
    expect((await put(t.uploadUrl.replace("/document/", "/selfie/"), PNG)).status).toBe(403);
    const big = new Uint8Array(8 * 1024 * 1024 + 10);
    big.set(PNG);
    expect((await put(t.uploadUrl, big)).status).toBe(413);
    expect(await env.MEDIA.head(t.key)).toBeNull();
    expect((await put(t.uploadUrl, PNG)).json).toEqual({
      key: t.key,
      contentType: "image/png",
      sizeBytes: PNG.byteLength,
    });
  });
});

describe("KYC files are private", () => {
  it("serves them to the owner and to KYC reviewers only, as uncached attachments; never through /media", async () => {
    const { token } = await member();
    const res = await submit(token);
    const id = res.json.id as string;
    expect(res.status).toBe(201);

    const own = await get(`/v1/secure/kyc/files/${id}/document`, token);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/png");
    expect(own.headers.get("content-disposition")).toBe(`attachment; filename="document-${id}.png"`);
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PNG);
    const selfie = await get(`/v1/secure/kyc/files/${id}/selfie`, token);
    expect(selfie.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(await selfie.arrayBuffer())).toEqual(JPEG);

    const stranger = await member();
    expect((await get(`/v1/secure/kyc/files/${id}/document`, stranger.token)).status).toBe(404);
    expect((await get(`/v1/secure/kyc/files/${id}/document`)).status).toBe(401);
    expect((await get(`/v1/secure/kyc/files/${id}/passport`, token)).status).toBe(400);

    const keys = await env.MEDIA.list({ prefix: "kyc/" });
    const key = keys.objects.map((o) => o.key).find((k) => k.endsWith(".png"))!;
    expect((await get(`/media/${key}`)).status).toBe(404);
    expect((await get(`/media/${encodeURIComponent(key)}`)).status).toBe(404);
    expect((await get(`/media/listings/../${key}`)).status).toBe(404);

    const admin = await get(`/admin/api/kyc/files/${id}/selfie`, (await reviewer()).token);
    expect(admin.status).toBe(200);
    expect(admin.headers.get("content-disposition")).toBe(`attachment; filename="selfie-${id}.jpg"`);
    expect(admin.headers.get("cache-control")).toBe("private, no-store");
    const noPerm = await get(
      `/admin/api/kyc/files/${id}/selfie`,
      (await reviewer(["CAN_VIEW_LISTING", "CAN_CREATE_USER"])).token,
    );
    expect(noPerm.status).toBe(403);
    expect((await get(`/admin/api/kyc/files/${id}/selfie`, token)).status).toBe(403);
    const noPermReview = await call("POST", `/admin/api/users/x/verify-kyc`, {
      token: (await reviewer(["CAN_VIEW_LISTING"])).token,
      body: { action: "approve" },
    });
    expect(noPermReview.status).toBe(403);
  });
});

describe("company registration numbers", () => {
  const fresh = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));

  it("checks RC/BN numbers against the registry and stores them verified", async () => {
    const { user, token } = await member("company");
    const n = fresh();
    const res = await call("PUT", "/v1/secure/kyc/company-registration", { token, body: { number: `rc${n}` } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ number: `RC ${n}`, verified: true });
    expect(res.json.name).toMatch(/Limited$/);
    expect((await call("GET", "/v1/secure/kyc", { token })).json.company).toEqual({
      number: `RC ${n}`,
      verified: true,
      name: null,
    });
    const row = await db()
      .select({ n: users.companyRegNumber, v: users.companyRegVerified })
      .from(users)
      .where(eq(users.id, user.id))
      .get();
    expect(row).toEqual({ n: `RC ${n}`, v: true });

    const other = await member("brokerage");
    const taken = await call("PUT", "/v1/secure/kyc/company-registration", {
      token: other.token,
      body: { number: `RC ${n}` },
    });
    expect(taken.status).toBe(409);
    expect(
      (
        await call("PUT", "/v1/secure/kyc/company-registration", {
          token: other.token,
          body: { number: `BN ${fresh()}` },
        })
      ).json.name,
    ).toMatch(/Enterprises$/);
  });

  it("refuses malformed and unknown numbers and non-company accounts", async () => {
    const { token } = await member("brokerage");
    const bad = await call("PUT", "/v1/secure/kyc/company-registration", { token, body: { number: "XY 12" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([{ field: "number", message: KYC_MESSAGES.regNumberFormat }]);
    const unknown = await call("PUT", "/v1/secure/kyc/company-registration", { token, body: { number: "RC 0000000" } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors).toEqual([{ field: "number", message: KYC_MESSAGES.regNumberNotFound }]);
    const seeker = await member("seeker");
    expect(
      (
        await call("PUT", "/v1/secure/kyc/company-registration", {
          token: seeker.token,
          body: { number: "RC 1234567" },
        })
      ).status,
    ).toBe(403);
  });
});

describe("identity-verification API adapter (KYC_PROVIDER=http)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("verifies at once when the provider says so, and falls back to manual review when it fails", async () => {
    const calls: { url: string; body: unknown; auth: string | null }[] = [];
    let answer: Response | Error = Response.json({ status: "verified", reference: "ref-1" });
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      calls.push({
        url: String(input),
        body: JSON.parse(String(init?.body)),
        auth: new Headers(init?.headers).get("authorization"),
      });
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const ctx = {
      db: db(),
      env: { ...env, KYC_PROVIDER: "http", KYC_API_URL: "https://kyc.example/v1/lookup", KYC_API_KEY: "test-key" },
      now: Date.now(),
    };

    const u = await makeUser({ accountType: "brokerage", firstName: "Ada" });
    const { token, user } = await signIn(u);
    const input = {
      idType: "nin" as const,
      idNumber: "12345678901",
      documentKey: await uploadKyc(token, "document"),
      selfieKey: await uploadKyc(token, "selfie"),
    };
    const done = await submitKyc(ctx, user, input);
    expect(done).toMatchObject({ status: "verified", provider: "http" });
    expect(calls[0]).toEqual({
      url: "https://kyc.example/v1/lookup",
      auth: "Bearer test-key",
      body: expect.objectContaining({ idType: "NIN", idNumber: "12345678901", firstName: "Ada" }),
    });
    expect((await call("GET", "/v1/secure/user/me", { token })).json.user.kycVerified).toBe(true);

    answer = new Error("network down");
    const v = await makeUser({ accountType: "company", username: `co_${uniq()}` });
    const second = await signIn(v);
    const pending = await submitKyc(ctx, second.user, {
      ...input,
      documentKey: await uploadKyc(second.token, "document"),
      selfieKey: await uploadKyc(second.token, "selfie"),
    });
    expect(pending).toMatchObject({ status: "pending", provider: "http" });
  });
});
