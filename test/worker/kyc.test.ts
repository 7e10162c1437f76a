import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { activityLogs, emailOutbox } from "../../worker/db/schema";
import { KYC_MESSAGES, KYC_RULES } from "../../worker/contracts/kyc";
import { call, db } from "./helpers";
import { member, reviewer, submit, uploadKyc } from "./kyc-fixtures";

const mails = (to: string) =>
  db()
    .select({ template: emailOutbox.template, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .all();

describe("KYC submission and review", () => {
  it("a submission waits for review, then an approval verifies the user everywhere", async () => {
    const { user, token } = await member();
    const res = await submit(token);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      idType: "nin",
      idNumberLast4: "8901",
      status: "pending",
      reason: null,
      provider: "manual",
    });
    expect(res.json.idNumber).toBeUndefined();
    expect((await mails(user.email)).map((m) => m.template)).toContain("kyc_received");

    const status = await call("GET", "/v1/secure/kyc", { token });
    expect(status.json).toMatchObject({
      kycVerified: false,
      submission: { id: res.json.id, status: "pending" },
      company: { number: null, verified: false },
    });

    const again = await submit(token);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(KYC_MESSAGES.alreadyPending);

    const { staff, token: admin } = await reviewer();
    const queue = await call("GET", "/admin/api/kyc?status=pending&perPage=100", { token: admin });
    expect(queue.status).toBe(200);
    const row = queue.json.data.find((r: { id: string }) => r.id === res.json.id);
    expect(row).toMatchObject({
      idNumber: "12345678901",
      status: "pending",
      user: { id: user.id, email: user.email, accountType: "brokerage", kycVerified: false },
    });

    const approved = await call("POST", `/admin/api/users/${user.id}/verify-kyc`, {
      token: admin,
      body: { action: "approve" },
    });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ submissionId: res.json.id, status: "verified", kycVerified: true });

    const me = await call("GET", "/v1/secure/user/me", { token });
    expect(me.json.user.kycVerified).toBe(true);
    expect((await call("GET", "/v1/secure/kyc", { token })).json).toMatchObject({
      kycVerified: true,
      submission: { status: "verified" },
    });
    expect((await mails(user.email)).map((m) => m.template)).toContain("kyc_verified");
    const log = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, "kyc.approve"), eq(activityLogs.targetId, user.id)))
      .all();
    expect(log).toHaveLength(1);
    expect(log[0]?.actorId).toBe(staff.id);

    const twice = await call("POST", `/admin/api/users/${user.id}/verify-kyc`, {
      token: admin,
      body: { action: "reject", reason: "Too late now" },
    });
    expect(twice.status).toBe(409);
    const afterVerified = await submit(token);
    expect(afterVerified.status).toBe(409);
    expect(afterVerified.json.message).toBe(KYC_MESSAGES.alreadyVerified);
    expect(
      (await call("GET", "/admin/api/kyc?status=verified&perPage=100", { token: admin })).json.data.some(
        (r: { id: string }) => r.id === res.json.id,
      ),
    ).toBe(true);
  });

  it("a rejection needs a reason, which the user sees, and the user may send new documents", async () => {
    const { user, token } = await member("seeker");
    const first = await submit(token, { idType: "international_passport", idNumber: "a12345678" });
    expect(first.status).toBe(201);
    const { token: admin } = await reviewer();
    const noReason = await call("POST", `/admin/api/users/${user.id}/verify-kyc`, {
      token: admin,
      body: { action: "reject" },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors).toEqual([{ field: "reason", message: KYC_MESSAGES.reasonRequired }]);

    const rejected = await call("POST", `/admin/api/users/${user.id}/verify-kyc`, {
      token: admin,
      body: { action: "reject", reason: "The selfie does not match the passport photo." },
    });
    expect(rejected.json).toMatchObject({ status: "rejected", kycVerified: false });
    const status = await call("GET", "/v1/secure/kyc", { token });
    expect(status.json).toMatchObject({
      kycVerified: false,
      submission: { status: "rejected", reason: "The selfie does not match the passport photo." },
      company: null,
    });
    expect((await call("GET", "/v1/secure/user/me", { token })).json.user.kycVerified).toBe(false);
    expect((await mails(user.email)).find((m) => m.template === "kyc_rejected")?.text).toContain(
      "does not match the passport photo",
    );

    const again = await submit(token);
    expect(again.status).toBe(201);
    expect((await call("GET", "/v1/secure/kyc", { token })).json.submission).toMatchObject({
      id: again.json.id,
      status: "pending",
    });
  });

  it("verify-kyc is 409 without a pending submission and 404 for an unknown user", async () => {
    const { user } = await member();
    const { token: admin } = await reviewer();
    const none = await call("POST", `/admin/api/users/${user.id}/verify-kyc`, {
      token: admin,
      body: { action: "approve" },
    });
    expect(none.status).toBe(409);
    expect(none.json.message).toBe(KYC_MESSAGES.noSubmission);
    expect(
      (await call("POST", `/admin/api/users/${user.id}/verify-kyc`, { token: admin, body: { action: "maybe" } }))
        .status,
    ).toBe(400);
  });
});

describe("KYC validation", () => {
  it.each([
    ["nin", "1234567890", "A NIN is 11 digits."],
    ["nin", "1234567890A", "A NIN is 11 digits."],
    ["international_passport", "A1234567", "A passport number is one letter followed by 8 digits."],
    ["international_passport", "123456789", "A passport number is one letter followed by 8 digits."],
    [
      "drivers_licence",
      "12345",
      "A driver's licence number starts with 3 letters followed by digits, e.g. ABC12345AA01.",
    ],
    ["voters_card", "90F5B04A7E29", "A voter's card number (VIN) is 19 letters and digits."],
  ])("%s %s is refused", async (idType, idNumber, message) => {
    const { token } = await member();
    const res = await submit(token, { idType, idNumber });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ field: "idNumber", message }]);
  });

  it("accepts each ID type in its usual format", async () => {
    for (const [idType, idNumber] of [
      ["drivers_licence", "abc-12345-aa01"],
      ["voters_card", "90F5 B04A 7E29 5032 854"],
    ]) {
      const { token } = await member();
      expect((await submit(token, { idType, idNumber })).status).toBe(201);
    }
  });

  it("refuses an unknown ID type, missing, foreign, unsent or repeated pictures", async () => {
    const { user, token } = await member();
    const other = await member();
    const doc = await uploadKyc(token, "document");
    const selfie = await uploadKyc(token, "selfie");
    const foreign = await uploadKyc(other.token, "selfie");
    const body = { idType: "nin", idNumber: "12345678901", documentKey: doc, selfieKey: selfie };
    const post = (over: Record<string, unknown>) =>
      call("POST", "/v1/secure/kyc", { token, body: { ...body, ...over } });

    expect((await post({ idType: "bvn" })).json.errors[0]).toEqual({
      field: "idType",
      message: "Choose the type of ID.",
    });
    expect((await post({ idNumber: "" })).json.errors[0]).toEqual({
      field: "idNumber",
      message: "Enter the ID number.",
    });
    expect((await post({ selfieKey: foreign })).json.errors).toEqual([
      { field: "selfieKey", message: KYC_MESSAGES.missingUpload },
    ]);
    expect((await post({ documentKey: `kyc/${user.id}/${crypto.randomUUID()}.png` })).json.errors).toEqual([
      { field: "documentKey", message: KYC_MESSAGES.missingUpload },
    ]);
    // A selfie upload is not a document, even the user's own.
    expect((await post({ documentKey: selfie, selfieKey: doc })).json.errors).toEqual([
      { field: "documentKey", message: KYC_MESSAGES.missingUpload },
    ]);
    expect((await post({ selfieKey: doc })).json.errors).toEqual([
      { field: "selfieKey", message: KYC_MESSAGES.sameUpload },
    ]);
    expect((await post({ documentKey: "listings/x/y/original.png" })).status).toBe(400);
    expect((await call("GET", "/v1/secure/kyc", { token })).json.submission).toBeNull();
  });
});

describe("KYC uploads", () => {
  it("issues private keys and refuses non-images and oversize files", async () => {
    const { user, token } = await member("seeker");
    const ticket = await call("POST", "/v1/secure/kyc/uploads", {
      token,
      body: { kind: "selfie", contentType: "image/webp", sizeBytes: 1000 },
    });
    expect(ticket.status).toBe(201);
    expect(ticket.json.key).toMatch(new RegExp(`^kyc/${user.id}/[0-9a-f-]{36}\\.webp$`));

    const pdf = await call("POST", "/v1/secure/kyc/uploads", {
      token,
      body: { kind: "document", contentType: "application/pdf", sizeBytes: 1000 },
    });
    expect(pdf.status).toBe(400);
    expect(pdf.json.errors).toEqual([{ field: "contentType", message: KYC_MESSAGES.onlyImages }]);
    const big = await call("POST", "/v1/secure/kyc/uploads", {
      token,
      body: { kind: "document", contentType: "image/jpeg", sizeBytes: KYC_RULES.maxUploadBytes + 1 },
    });
    expect(big.status).toBe(413);
    expect(big.json.message).toBe("A picture can be at most 8 MB.");
  });
});
