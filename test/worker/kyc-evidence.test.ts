import { describe, expect, it } from "vitest";
import { env, exports } from "cloudflare:workers";
import { KYC_MESSAGES } from "../../worker/contracts/kyc";
import { BASE, call } from "./helpers";
import { JPEG, PNG, member, put, reviewer } from "./kyc-fixtures";

/** Submitted evidence is immutable and upload tickets are single use. */
const ticket = async (token: string, kind: "document" | "selfie", contentType = "image/png", sizeBytes = 1000) =>
  (await call("POST", "/v1/secure/kyc/uploads", { token, body: { kind, contentType, sizeBytes } })).json as {
    key: string;
    uploadUrl: string;
  };

const bytesOf = async (key: string) => new Uint8Array(await (await env.MEDIA.get(key))!.arrayBuffer());

/** The same picture type with different bytes, so a replacement would be visible. */
const otherPng = () => {
  const b = new Uint8Array(PNG.byteLength + 16);
  b.set(PNG);
  b.fill(7, PNG.byteLength);
  return b;
};

describe("KYC evidence cannot change", () => {
  it("a second PUT to the same ticket is a 409 and changes nothing", async () => {
    const { token } = await member();
    const t = await ticket(token, "document");
    expect((await put(t.uploadUrl, PNG)).status).toBe(200);
    const again = await put(t.uploadUrl, otherPng());
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ status: 409, message: KYC_MESSAGES.ticketUsed });
    expect(await bytesOf(t.key)).toEqual(PNG);
  });

  it("30 parallel PUTs to one ticket: exactly one lands, the rest are 409", async () => {
    const { token } = await member();
    const t = await ticket(token, "document");
    const results = await Promise.all(Array.from({ length: 30 }, () => put(t.uploadUrl, otherPng())));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
  });

  it("after submission, the files an admin reviews cannot be replaced through their tickets", async () => {
    const { token } = await member();
    const doc = await ticket(token, "document");
    const selfie = await ticket(token, "selfie", "image/jpeg");
    expect((await put(doc.uploadUrl, PNG)).status).toBe(200);
    expect((await put(selfie.uploadUrl, JPEG)).status).toBe(200);
    const sub = await call("POST", "/v1/secure/kyc", {
      token,
      body: { idType: "nin", idNumber: "123 4567 8901", documentKey: doc.key, selfieKey: selfie.key },
    });
    expect(sub.status).toBe(201);

    expect((await put(doc.uploadUrl, otherPng())).status).toBe(409);
    const admin = await reviewer();
    const seen = await exports.default.fetch(
      new Request(`${BASE}/admin/api/kyc/files/${sub.json.id}/document`, {
        headers: { authorization: `Bearer ${admin.token}` },
      }),
    );
    expect(seen.status).toBe(200);
    expect(new Uint8Array(await seen.arrayBuffer())).toEqual(PNG);
  });

  it("a refused upload (wrong type) does not use the ticket up", async () => {
    const { token } = await member();
    const t = await ticket(token, "document");
    expect((await put(t.uploadUrl, JPEG)).status).toBe(400);
    expect((await put(t.uploadUrl, PNG)).status).toBe(200);
  });
});
