import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, db, makeUser, signIn } from "./helpers";
import { broadcastPage, broadcastRow } from "../../worker/contracts/broadcasts";
import { deliveryStep, runBroadcastDeliveries } from "../../worker/services/broadcasts";
import { sandboxPushes } from "../../worker/integrations/push/local";

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** A VAPID key pair as the deployment would set it (base64url: raw public key, private scalar d). */
async function vapidKeys() {
  const kp = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const raw = (await crypto.subtle.exportKey("raw", kp.publicKey)) as ArrayBuffer;
  const jwk = (await crypto.subtle.exportKey("jwk", kp.privateKey)) as JsonWebKey;
  return { VAPID_PUBLIC_KEY: b64url(raw), VAPID_PRIVATE_KEY: jwk.d!, VAPID_SUBJECT: "mailto:ops@propertyng.test" };
}
/** What a browser's PushManager.subscribe() hands over. */
async function browserSubscription(endpoint: string) {
  const kp = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const raw = (await crypto.subtle.exportKey("raw", kp.publicKey)) as ArrayBuffer;
  return { endpoint, keys: { p256dh: b64url(raw), auth: b64url(crypto.getRandomValues(new Uint8Array(16))) } };
}

async function staff(permissions = ["CAN_VIEW_LISTING"]) {
  const a = await makeUser({ accountType: "staff", adminAccess: true, permissions });
  return { a, token: (await signIn(a)).token };
}
const jobCtx = (extra: Partial<Env> = {}) => ({ db: db(), env: { ...env, ...extra } as Env, now: Date.now() });
const notificationsOf = (userId: string) =>
  env.DB.prepare("SELECT message, type, link FROM notifications WHERE user_id = ? AND type = 'announcement'")
    .bind(userId)
    .all<{ message: string; type: string; link: string | null }>()
    .then((r) => r.results);

afterEach(async () => {
  vi.restoreAllMocks();
  // Each test's broadcasts are its own: finish whatever is left so the next test's cron runs start clean.
  await env.DB.prepare("UPDATE broadcasts SET status = 'sent' WHERE status = 'sending'").run();
});

describe("broadcasts", () => {
  it("reaches exactly its segment, once, even when the delivery step runs twice in parallel; opted-out users get nothing", async () => {
    const { token } = await staff();
    const tag = crypto.randomUUID().slice(0, 8);
    // A state of its own makes the segment this test's users only.
    const stateId = 900_000 + Math.floor(Math.random() * 90_000);
    await env.DB.prepare("INSERT INTO states (id, name, slug, capital, lat, lng) VALUES (?, ?, ?, 'C', 6.5, 3.4)")
      .bind(stateId, `State ${tag}`, `state-${tag}`)
      .run();
    const inState = async (accountType: string, over: Record<string, unknown> = {}) => {
      const u = await makeUser({ accountType, subAccountType: accountType === "brokerage" ? "broker" : null, ...over });
      await env.DB.prepare(
        "INSERT INTO user_preferences (user_id, based_state_id, created_at, updated_at) VALUES (?, ?, 0, 0)",
      )
        .bind(u.id, stateId)
        .run();
      return u;
    };
    const brokers = await Promise.all([inState("brokerage"), inState("brokerage"), inState("brokerage")]);
    const optedOut = await inState("brokerage", { announcements: false });
    const seeker = await inState("seeker");
    const elsewhere = await makeUser({ accountType: "brokerage", subAccountType: "broker" });

    const audience = await call("GET", `/admin/api/broadcasts/audience?accountTypes=brokerage&stateIds=${stateId}`, {
      token,
    });
    expect(audience.json).toEqual({ recipients: 3, optedOut: 1 });

    const sent = await call("POST", "/admin/api/broadcasts", {
      token,
      body: {
        title: "Lagos open house",
        body: "Open inspections this Saturday.",
        link: "/properties",
        segment: { accountTypes: ["brokerage"], stateIds: [stateId] },
      },
    });
    expect(sent.status).toBe(201);
    const b = broadcastRow.parse(sent.json);
    expect(b).toMatchObject({ status: "sending", recipients: 0 });

    await Promise.all([deliveryStep(jobCtx(), b.id), deliveryStep(jobCtx(), b.id), deliveryStep(jobCtx(), b.id)]);
    await runBroadcastDeliveries(jobCtx());

    for (const u of brokers)
      expect(await notificationsOf(u.id)).toEqual([
        { message: "Lagos open house: Open inspections this Saturday.", type: "announcement", link: "/properties" },
      ]);
    for (const u of [optedOut, seeker, elsewhere]) expect(await notificationsOf(u.id)).toEqual([]);
    const after = broadcastRow.parse((await call("GET", `/admin/api/broadcasts/${b.id}`, { token })).json);
    expect(after).toMatchObject({ status: "sent", recipients: 4, delivered: 3, optedOut: 1, pushed: 0, pushFailed: 0 });
    expect(after.finishedAt).not.toBeNull();

    // A user sees it in the bell.
    const { token: brokerToken } = await signIn(brokers[0]!);
    const bell = await call("GET", "/v1/secure/notification?page=1&perPage=15", { token: brokerToken });
    expect(bell.json.results[0]).toMatchObject({
      type: "announcement",
      message: "Lagos open house: Open inspections this Saturday.",
      link: "/properties",
    });

    const list = broadcastPage.parse((await call("GET", "/admin/api/broadcasts", { token })).json);
    expect(list.data.find((x) => x.id === b.id)).toMatchObject({ delivered: 3, optedOut: 1 });
    const log = await env.DB.prepare(
      "SELECT details FROM activity_logs WHERE action = 'broadcast.create' AND target_id = ?",
    )
      .bind(b.id)
      .first<{ details: string }>();
    expect(JSON.parse(log!.details).after).toMatchObject({
      title: "Lagos open house",
      segment: { accountTypes: ["brokerage"], stateIds: [stateId] },
    });
  });

  it("Send now delivers a queued broadcast at once, beside the cron, notifying each user once", async () => {
    const { token } = await staff();
    const tag = crypto.randomUUID().slice(0, 8);
    const stateId = 900_000 + Math.floor(Math.random() * 90_000);
    await env.DB.prepare("INSERT INTO states (id, name, slug, capital, lat, lng) VALUES (?, ?, ?, 'C', 6.5, 3.4)")
      .bind(stateId, `State ${tag}`, `state-${tag}`)
      .run();
    const users = await Promise.all(
      [0, 1].map(async () => {
        const u = await makeUser({ accountType: "agent" });
        await env.DB.prepare(
          "INSERT INTO user_preferences (user_id, based_state_id, created_at, updated_at) VALUES (?, ?, 0, 0)",
        )
          .bind(u.id, stateId)
          .run();
        return u;
      }),
    );
    const sent = await call("POST", "/admin/api/broadcasts", {
      token,
      body: { title: "Now", body: "Delivered without the cron.", segment: { stateIds: [stateId] } },
    });
    const b = broadcastRow.parse(sent.json);
    // Pressed 30 times while the cron also runs: each user gets the notification once.
    const [presses] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, () => call("POST", `/admin/api/broadcasts/${b.id}/deliver`, { token }))),
      runBroadcastDeliveries(jobCtx()),
    ]);
    const now = presses[0]!;
    expect(now.status).toBe(200);
    expect(presses.map((r) => r.status)).toEqual(Array(30).fill(200));
    const logged = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM activity_logs WHERE action = 'broadcast.deliver_now' AND target_id = ?",
    )
      .bind(b.id)
      .first<{ n: number }>();
    expect(logged?.n).toBe(30);
    const after = broadcastRow.parse((await call("POST", `/admin/api/broadcasts/${b.id}/deliver`, { token })).json);
    expect(after).toMatchObject({ status: "sent", recipients: 2, delivered: 2 });
    for (const u of users) expect(await notificationsOf(u.id)).toHaveLength(1);
    expect((await call("POST", "/admin/api/broadcasts/nothing-here/deliver", { token })).status).toBe(404);
    const { token: other } = await staff([]);
    expect((await call("POST", `/admin/api/broadcasts/${b.id}/deliver`, { token: other })).status).toBe(403);
  });

  it("sends Web Push (VAPID) to subscribed browsers, faked at the push service, and forgets gone subscriptions", async () => {
    const { token } = await staff();
    const plan = `free`;
    const user = await makeUser({ accountType: "developer" });
    const other = await makeUser({ accountType: "developer" });
    const { token: userToken } = await signIn(user);
    const { token: otherToken } = await signIn(other);
    const live = await browserSubscription(`https://push.example.test/live-${crypto.randomUUID()}`);
    const gone = await browserSubscription(`https://push.example.test/gone-${crypto.randomUUID()}`);
    expect((await call("POST", "/v1/secure/push/subscriptions", { token: userToken, body: live })).status).toBe(200);
    expect((await call("POST", "/v1/secure/push/subscriptions", { token: otherToken, body: gone })).status).toBe(200);
    const bad = await call("POST", "/v1/secure/push/subscriptions", {
      token: userToken,
      body: { ...live, endpoint: "http://insecure.test/x" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].field).toBe("endpoint");

    const requests: { url: string; headers: Headers; bytes: number }[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      requests.push({ url: req.url, headers: req.headers, bytes: (await req.arrayBuffer()).byteLength });
      return new Response(null, { status: req.url.includes("/gone-") ? 410 : 201 });
    });
    const sent = await call("POST", "/admin/api/broadcasts", {
      token,
      body: {
        title: "New developer plans",
        body: "See the new plans.",
        segment: { accountTypes: ["developer"], plan },
      },
    });
    expect(sent.status).toBe(201);
    const id = sent.json.id as string;
    const vapid = await vapidKeys();
    while ((await deliveryStep(jobCtx(vapid), id)).done === false);

    const mine = requests.filter((r) => r.url === live.endpoint || r.url === gone.endpoint);
    expect(mine).toHaveLength(2);
    for (const r of mine) {
      expect(r.headers.get("authorization")).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.VAPID_PUBLIC_KEY}$`),
      );
      expect(r.headers.get("content-encoding")).toBe("aes128gcm");
      expect(r.bytes).toBeGreaterThan(100);
    }
    const b = broadcastRow.parse((await call("GET", `/admin/api/broadcasts/${id}`, { token })).json);
    expect(b.pushed).toBeGreaterThanOrEqual(1);
    expect(b.pushFailed).toBeGreaterThanOrEqual(1);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM push_subscriptions WHERE endpoint = ?")
        .bind(gone.endpoint)
        .first("n"),
    ).toBe(0);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM push_subscriptions WHERE endpoint = ?")
        .bind(live.endpoint)
        .first("n"),
    ).toBe(1);
  });

  it("without VAPID keys the local adapter logs the push; a user can turn announcements off", async () => {
    const { token } = await staff();
    const user = await makeUser({ accountType: "company" });
    const { token: userToken } = await signIn(user);
    const sub = await browserSubscription(`https://push.example.test/local-${crypto.randomUUID()}`);
    await call("POST", "/v1/secure/push/subscriptions", { token: userToken, body: sub });
    expect((await call("GET", "/v1/push/vapid-public-key")).json).toEqual({ publicKey: null });

    const first = await call("POST", "/admin/api/broadcasts", {
      token,
      body: { title: "Company news", body: "Hello companies.", segment: { accountTypes: ["company"] } },
    });
    await runBroadcastDeliveries(jobCtx());
    expect(sandboxPushes(sub.endpoint).map((p) => p.title)).toEqual(["Company news"]);
    expect((await notificationsOf(user.id)).length).toBe(1);
    expect(
      broadcastRow.parse((await call("GET", `/admin/api/broadcasts/${first.json.id}`, { token })).json).pushed,
    ).toBeGreaterThanOrEqual(1);

    const off = await call("PUT", "/v1/secure/user/profile", { token: userToken, body: { announcements: false } });
    expect(off.status).toBe(200);
    expect(off.json.announcements).toBe(false);
    await call("POST", "/admin/api/broadcasts", {
      token,
      body: { title: "More company news", body: "Hello again.", segment: { accountTypes: ["company"] } },
    });
    await runBroadcastDeliveries(jobCtx());
    expect(sandboxPushes(sub.endpoint)).toHaveLength(1);
    expect((await notificationsOf(user.id)).length).toBe(1);

    expect(
      (await call("DELETE", "/v1/secure/push/subscriptions", { token: userToken, body: { endpoint: sub.endpoint } }))
        .status,
    ).toBe(200);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM push_subscriptions WHERE endpoint = ?")
        .bind(sub.endpoint)
        .first("n"),
    ).toBe(0);
    // At most 10 browsers per user: the oldest subscription makes way.
    for (let i = 0; i < 12; i++)
      await call("POST", "/v1/secure/push/subscriptions", {
        token: userToken,
        body: await browserSubscription(`https://push.example.test/many-${i}-${crypto.randomUUID()}`),
      });
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM push_subscriptions WHERE user_id = ?").bind(user.id).first("n"),
    ).toBe(10);
  });

  it("validates the message and the segment, naming the field", async () => {
    const { token } = await staff();
    const cases: [unknown, string][] = [
      [{ title: "", body: "Hello there" }, "title"],
      [{ title: "Hello", body: "x".repeat(401) }, "body"],
      [{ title: "Hello", body: "Hello there", link: "javascript:alert(1)" }, "link"],
      // "/\host" and "//host" are another site to a browser.
      [{ title: "Hello", body: "Hello there", link: "/\\evil.example" }, "link"],
      [{ title: "Hello", body: "Hello there", link: "//evil.example" }, "link"],
      [{ title: "Hello", body: "Hello there", segment: { accountTypes: ["staff"] } }, "segment.accountTypes.0"],
      [{ title: "Hello", body: "Hello there", segment: { plan: "no-such-plan" } }, "segment.plan"],
      [{ title: "Hello", body: "Hello there", segment: { stateIds: [987654321] } }, "segment.stateIds"],
    ];
    for (const [body, field] of cases) {
      const res = await call("POST", "/admin/api/broadcasts", { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await call("GET", "/admin/api/broadcasts/audience?accountTypes=staff", { token })).status).toBe(400);
    expect((await call("GET", "/admin/api/broadcasts/nope", { token })).status).toBe(404);
  });
});
