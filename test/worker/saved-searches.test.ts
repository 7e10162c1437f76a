import { beforeAll, describe, expect, it } from "vitest";
import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { call, db, makeUser, signIn, uniq } from "./helpers";
import { emailOutbox, localities, notifications, properties, states } from "../../worker/db/schema";
import { newId } from "../../worker/lib/crypto";
import { runDailyJobs } from "../../worker/jobs";
import { sandboxInbox } from "../../worker/integrations/email/local";

/** Saved searches (save, list, rename, delete) and the daily alert, once per listing. */
let stateId: number, localityId: number;
let seeker: Awaited<ReturnType<typeof makeUser>>, token: string;
let agentId: string;

async function listing(over: Partial<typeof properties.$inferInsert> = {}) {
  const id = newId();
  const now = Date.now();
  await db()
    .insert(properties)
    .values({
      id,
      slug: `alert-${uniq()}`,
      ownerId: agentId,
      title: "Three bedroom flat in Ikate",
      description: "A flat",
      listingType: "rent",
      categoryId: 2,
      typeId: 8,
      priceKobo: 3_000_000_00,
      pricePeriod: "per_year",
      address: "1 Street",
      stateId,
      localityId,
      bedrooms: 3,
      confirmedAt: now,
      createdAt: now,
      updatedAt: now,
      ...over,
    })
    .run();
  return id;
}

beforeAll(async () => {
  stateId = 100_000 + Math.floor(Math.random() * 800_000);
  localityId = stateId + 7;
  const tag = uniq();
  await db()
    .insert(states)
    .values({ id: stateId, name: `State ${tag}`, slug: `state-${tag}`, capital: "C", lat: 6.5, lng: 3.4 })
    .run();
  await db()
    .insert(localities)
    .values({ id: localityId, stateId, name: "Ikate", slug: `ikate-${tag}`, lat: 6.4, lng: 3.5 })
    .run();
  agentId = (await makeUser({ accountType: "agent" })).id;
  seeker = await makeUser({ accountType: "seeker" });
  token = (await signIn(seeker)).token;
});

describe("saved searches", () => {
  it("save, list, rename, turn alerts off and delete; strict bodies; only the owner's", async () => {
    const made = await call("POST", "/v1/secure/saved-searches", {
      token,
      body: { name: "Ikate 3 beds", listingType: "rent", filter: { stateId, minBedrooms: 3 }, sortBy: "price_asc" },
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      name: "Ikate 3 beds",
      listingType: "rent",
      filter: { stateId, minBedrooms: 3 },
      alerts: true,
    });
    const bad = await call("POST", "/v1/secure/saved-searches", {
      token,
      body: { name: "x", filter: { bedroomz: 3 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].field).toBe("filter.bedroomz");
    expect((await call("POST", "/v1/secure/saved-searches", { token, body: { name: "  " } })).status).toBe(400);

    const list = await call("GET", "/v1/secure/saved-searches", { token });
    expect(list.json.data.map((s: { id: string }) => s.id)).toContain(made.json.id);
    const renamed = await call("PATCH", `/v1/secure/saved-searches/${made.json.id}`, {
      token,
      body: { name: "Ikate family", alerts: false },
    });
    expect(renamed.json).toMatchObject({ name: "Ikate family", alerts: false });

    const other = (await signIn(await makeUser())).token;
    expect(
      (await call("PATCH", `/v1/secure/saved-searches/${made.json.id}`, { token: other, body: { name: "Mine now" } }))
        .status,
    ).toBe(404);
    expect((await call("DELETE", `/v1/secure/saved-searches/${made.json.id}`, { token: other })).status).toBe(404);
    expect((await call("DELETE", `/v1/secure/saved-searches/${made.json.id}`, { token })).status).toBe(200);
    expect(
      (await call("GET", "/v1/secure/saved-searches", { token })).json.data.map((s: { id: string }) => s.id),
    ).not.toContain(made.json.id);
  });

  it("at most 20 per user, decided by the write even under 30 parallel saves", async () => {
    const u = await makeUser();
    const t = (await signIn(u)).token;
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call("POST", "/v1/secure/saved-searches", { token: t, body: { name: `Search ${i}` } }),
      ),
    );
    expect(res.filter((r) => r.status === 201).length).toBe(20);
    expect(res.filter((r) => r.status === 422).length).toBe(10);
  });
});

describe("the daily alert", () => {
  it("a new matching listing produces exactly one alert on the next cron run and none on the run after; unsubscribe stops it", async () => {
    const saved = await call("POST", "/v1/secure/saved-searches", {
      token,
      body: { name: "Ikate rent", listingType: "rent", filter: { stateId, minBedrooms: 3 } },
    });
    expect(saved.status).toBe(201);
    const id = saved.json.id as string;
    const before = sandboxInbox(seeker.email, "savedSearchAlert").length;
    // Not a match: too few bedrooms, and a sale. A match: the 3-bed rent listing.
    await listing({ bedrooms: 1 });
    await listing({ listingType: "sale", pricePeriod: "outright" });
    const match = await listing({ title: "Lovely 3 bed in Ikate" });

    await runDailyJobs(env, Date.now() + 1000);
    const mails = sandboxInbox(seeker.email, "savedSearchAlert");
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('1 new listing for "Ikate rent"');
    expect(mail.text).toContain("Lovely 3 bed in Ikate");
    expect(mail.text).toContain("Lovely 3 bed in Ikate — ₦3,000,000/year");
    // The outbox copy keeps no live unsubscribe token.
    const stored = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, seeker.email), eq(emailOutbox.template, "savedSearchAlert")))
      .all();
    expect(stored.length).toBe(1);
    expect(stored[0]!.text).toContain("token=[redacted]");
    expect(stored[0]!.status).toBe("logged");
    const bell = await db().select().from(notifications).where(eq(notifications.userId, seeker.id)).all();
    expect(bell.some((n) => n.message.includes('saved search "Ikate rent"'))).toBe(true);

    // The next run (and two at once) mails nothing new.
    await Promise.all([runDailyJobs(env, Date.now() + 2000), runDailyJobs(env, Date.now() + 2000)]);
    expect(sandboxInbox(seeker.email, "savedSearchAlert").length).toBe(before + 1);
    expect(match).toBeTruthy();

    // One-click unsubscribe from the mailed link; a forged token changes nothing.
    const link = /\/v1\/saved-searches\/[^\s]+/.exec(mail.text)![0];
    expect((await call("GET", `/v1/saved-searches/${id}/unsubscribe?token=forged-token-123`)).status).toBe(400);
    const unsub = await call("GET", link);
    expect(unsub.status).toBe(200);
    await listing({ title: "Another 3 bed in Ikate" });
    await runDailyJobs(env, Date.now() + 3000);
    expect(sandboxInbox(seeker.email, "savedSearchAlert").length).toBe(before + 1);
    const after = (await call("GET", "/v1/secure/saved-searches", { token })).json.data.find(
      (s: { id: string }) => s.id === id,
    );
    expect(after.alerts).toBe(false);
  });
});

describe("List-Unsubscribe (RFC 2369 / RFC 8058)", () => {
  it("the alert carries List-Unsubscribe and List-Unsubscribe-Post; the outbox keeps them redacted; a one-click POST unsubscribes; a bad token is a 4xx", async () => {
    const u = await makeUser({ accountType: "seeker" });
    const t = (await signIn(u)).token;
    const saved = await call("POST", "/v1/secure/saved-searches", {
      token: t,
      body: { name: "Ikate one-click", listingType: "rent", filter: { stateId, minBedrooms: 3 } },
    });
    expect(saved.status).toBe(201);
    const id = saved.json.id as string;
    await listing({ title: "One-click 3 bed in Ikate" });
    await runDailyJobs(env, Date.now() + 1000);

    const mail = sandboxInbox(u.email, "savedSearchAlert").at(-1)!;
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const header = mail.headers?.["List-Unsubscribe"] ?? "";
    const m = /^<(https?:\/\/[^>]+\/v1\/saved-searches\/([^/]+)\/unsubscribe\?token=([^>]+))>$/.exec(header);
    expect(m, header).toBeTruthy();
    expect(m![2]).toBe(id);

    const [row] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, u.email), eq(emailOutbox.template, "savedSearchAlert")))
      .all();
    const stored = JSON.parse(row!.headers!) as Record<string, string>;
    expect(stored["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(stored["List-Unsubscribe"]).toBe(
      `<${env.APP_URL.replace(/\/$/, "")}/v1/saved-searches/${id}/unsubscribe?token=[redacted]>`,
    );
    expect(row!.headers).not.toContain(m![3]);

    // What a mail client sends for one click: a form POST of "List-Unsubscribe=One-Click" to the header's URL.
    const path = new URL(m![1]!).pathname + new URL(m![1]!).search;
    const post = (body: string, p = path) =>
      exports.default.fetch(
        new Request(`http://localhost${p}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body,
        }),
      );
    const forged = await post(
      "List-Unsubscribe=One-Click",
      `/v1/saved-searches/${id}/unsubscribe?token=forged-token-123`,
    );
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe("token");
    expect((await post("List-Unsubscribe=One-Click", `/v1/saved-searches/${id}/unsubscribe`)).status).toBe(400);
    expect((await call("GET", "/v1/secure/saved-searches", { token: t })).json.data[0].alerts).toBe(true);

    const ok = await post("List-Unsubscribe=One-Click");
    expect(ok.status).toBe(200);
    expect((await call("GET", "/v1/secure/saved-searches", { token: t })).json.data[0].alerts).toBe(false);
    // Clicking twice (or GET after POST) is still fine.
    expect((await call("GET", path)).status).toBe(200);
  });
});

describe("the unsubscribe link opened in a browser", () => {
  it("asks first (a GET, as mail scanners send, changes nothing), then a form POST stops the emails; each page has a way on; a bad link says so", async () => {
    const u = await makeUser({ accountType: "seeker" });
    const t = (await signIn(u)).token;
    const saved = await call("POST", "/v1/secure/saved-searches", {
      token: t,
      body: { name: "Ikate <browser>", listingType: "rent", filter: { stateId, minBedrooms: 3 } },
    });
    const id = saved.json.id as string;
    await listing({ title: "Browser 3 bed in Ikate" });
    await runDailyJobs(env, Date.now() + 1000);
    const mail = sandboxInbox(u.email, "savedSearchAlert").at(-1)!;
    const href = /href="(https?:\/\/[^"]+\/unsubscribe\?token=[^"]+)"/
      .exec(mail.html ?? "")![1]!
      .replace(/&amp;/g, "&");
    const path = new URL(href).pathname + new URL(href).search;
    const browser = (method: string, p = path) =>
      exports.default.fetch(
        new Request(`http://localhost${p}`, {
          method,
          headers: {
            accept: "text/html,application/xhtml+xml,*/*;q=0.8",
            ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          },
          body: method === "POST" ? "" : undefined,
        }),
      );
    const alerts = async () =>
      (await call("GET", "/v1/secure/saved-searches", { token: t })).json.data.find((s: { id: string }) => s.id === id)
        .alerts;

    const ask = await browser("GET");
    expect(ask.status).toBe(200);
    expect(ask.headers.get("content-type")).toMatch(/text\/html/);
    const page = await ask.text();
    expect(page).toContain("Stop emails for “Ikate &lt;browser&gt;”?");
    expect(page).toContain(`<form method="post" action="${path.replace(/&/g, "&amp;")}"`);
    expect(page).toContain('href="/dashboard/property/saved-searches"');
    expect(await alerts()).toBe(true);

    const done = await browser("POST");
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("No more emails for “Ikate &lt;browser&gt;”");
    expect(await alerts()).toBe(false);
    expect(await (await browser("GET")).text()).toContain("are already off");

    const bad = await browser("GET", `/v1/saved-searches/${id}/unsubscribe?token=forged-token-123`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("This unsubscribe link is not valid.");
    expect((await browser("GET", `/v1/saved-searches/${id}/unsubscribe`)).status).toBe(400);

    await call("DELETE", `/v1/secure/saved-searches/${id}`, { token: t });
    const gone = await browser("GET");
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("no longer exists");
  });
});
