import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, makeUser, signIn } from "./helpers";
import { input, lister, place, upload } from "./listings-fixtures";
import { checkBooksAfterEachTest } from "./money-helpers";

checkBooksAfterEachTest();

const topup = (token: string, amountKobo: number, key: string) =>
  call("POST", "/v1/secure/wallet/topup", { token, body: { amountKobo }, headers: { "idempotency-key": key } });
const payments = async (userId: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM payments WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

describe("Idempotency-Key", () => {
  it("same key and body → the first answer again; same key, other body → 422", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    const key = `k-${crypto.randomUUID()}`;
    const first = await topup(token, 10_000_00, key);
    const again = await topup(token, 10_000_00, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const other = await topup(token, 20_000_00, key);
    expect(other.status).toBe(422);
    expect(other.json.errors[0].field).toBe("Idempotency-Key");
    expect(await payments(u.id)).toBe(1);
  });

  it("keys belong to one user: another user's same key is a fresh request", async () => {
    const a = await signIn(await makeUser());
    const b = await signIn(await makeUser());
    const key = `shared-${crypto.randomUUID()}`;
    const ra = await topup(a.token, 10_000_00, key);
    const rb = await topup(b.token, 10_000_00, key);
    expect(rb.status).toBe(201);
    expect(rb.json.reference).not.toBe(ra.json.reference);
  });

  it("30 parallel requests with one key: one runs, the rest replay it or are told it is in flight (409)", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    const key = `k-${crypto.randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 30 }, () => topup(token, 15_000_00, key)));
    const ok = results.filter((r) => r.status === 201);
    const busy = results.filter((r) => r.status === 409);
    expect(ok.length + busy.length).toBe(30);
    expect(new Set(ok.map((r) => r.json.reference)).size).toBe(1);
    expect(await payments(u.id)).toBe(1);
    for (const r of busy) expect(r.json.message).toMatch(/still being processed/);
  });

  it("a malformed key is a 400 naming the header", async () => {
    const { token } = await signIn(await makeUser());
    const res = await topup(token, 10_000_00, "short");
    expect(res.status).toBe(400);
    expect(res.json.errors[0].field).toBe("Idempotency-Key");
  });
});

describe("listing create with an Idempotency-Key", () => {
  it("a retried create returns the first listing instead of making a second one", async () => {
    const { user, token } = await lister();
    const where = await place();
    const body = input(where, { mediaTokens: [await upload(token)] });
    const key = `create-${crypto.randomUUID()}`;
    const [a, b, c] = await Promise.all(
      [0, 1, 2].map(() => call("POST", "/v1/secure/property", { token, body, headers: { "idempotency-key": key } })),
    );
    const created = [a, b, c].filter((r) => r!.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect([a, b, c].every((r) => r!.status === 201 || r!.status === 409)).toBe(true);
    const retry = await call("POST", "/v1/secure/property", { token, body, headers: { "idempotency-key": key } });
    expect(retry.status).toBe(201);
    expect(retry.json.id).toBe(created[0]!.json.id);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM properties WHERE owner_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it("a create that failed validation does not block a corrected retry under a new key, and the failure replays under the old", async () => {
    const { token } = await lister();
    const where = await place();
    const key = `create-${crypto.randomUUID()}`;
    const bad = await call("POST", "/v1/secure/property", {
      token,
      body: { ...input(where), title: "" },
      headers: { "idempotency-key": key },
    });
    expect(bad.status).toBe(400);
    const replay = await call("POST", "/v1/secure/property", {
      token,
      body: { ...input(where), title: "" },
      headers: { "idempotency-key": key },
    });
    expect(replay.status).toBe(400);
    expect(replay.json.message).toBe(bad.json.message);
  });
});
