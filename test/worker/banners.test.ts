import { BANNER_MESSAGES } from "../../worker/contracts/banner-rules";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sandboxSettle } from "../../worker/integrations/payments";
import { banner, bannerAnalytics, bannerPayResult, bannerSlideList } from "../../worker/contracts/banners";
import { BASE, call, freshIp, makeUser, signIn } from "./helpers";
import { PNG } from "./listings-fixtures";
import { balanceOf, checkBooksAfterEachTest, fundWallet } from "./money-helpers";
import { broker, created, form, houseForm, key, pay, picture, staff } from "./banner-fixtures";

checkBooksAfterEachTest();

/** Banner ads: create → pay → review (approve, or reject with a refund) → rotate → count. */
describe("a broker's banner", () => {
  it("is created as a draft, paid once from the wallet, approved, shown, and its clicks and views counted", async () => {
    const { u, token } = await broker();
    await fundWallet(u.id, 40_000_00);
    const b = await created(token);
    expect(b).toMatchObject({
      status: "draft",
      kind: "paid",
      pricePaidKobo: 0,
      ctaBackgroundColor: "#0f7a4a",
      ownerName: expect.stringContaining("Adeyemi Homes"),
    });
    const prices = await call("GET", "/v1/banners/prices");
    expect(prices.json.data).toContainEqual({ placement: "top", days: 7, priceKobo: 15_000_00, active: true });

    const k = key();
    const paid = bannerPayResult.parse((await pay(token, b.id, "wallet", k)).json);
    expect(paid).toMatchObject({ status: "paid", data: { status: "waiting_review", pricePaidKobo: 15_000_00 } });
    expect((await pay(token, b.id, "wallet", k)).json).toEqual(paid);
    expect((await pay(token, b.id)).json.status).toBe("paid");
    expect(await balanceOf(u.id)).toBe(25_000_00);
    const history = await call("GET", "/v1/secure/wallet/history", { token });
    expect(history.json.items[0]).toMatchObject({ kind: "banner", amountKobo: -15_000_00 });

    // Not on the site until staff approve it.
    const live = async () =>
      bannerSlideList.parse((await call("GET", "/v1/banners?placement=top")).json).data.map((s) => s.id);
    expect(await live()).not.toContain(b.id);
    const admin = await staff();
    const approved = await call("POST", `/admin/api/banners/${b.id}/approve`, { token: admin });
    expect(approved.status).toBe(200);
    expect(approved.json.data.status).toBe("approved");
    expect(await live()).toContain(b.id);
    const slide = bannerSlideList
      .parse((await call("GET", "/v1/banners?placement=top")).json)
      .data.find((s) => s.id === b.id)!;
    expect(slide).toMatchObject({
      title: b.title,
      ctaText: "View homes",
      ctaLink: "https://adeyemi.example.ng/lekki",
      clickUrl: `/v1/banners/${b.id}/click`,
      mobileImage: null,
    });

    // Three visitors see it; each counts once a day, however often (or however many at once) their pages show it.
    const ips = [freshIp(), freshIp(), freshIp()];
    for (const ip of ips)
      expect((await call("POST", `/v1/banners/${b.id}/impression`, { ip })).json).toEqual({ counted: true });
    const again = await Promise.all(
      Array.from({ length: 30 }, () => call("POST", `/v1/banners/${b.id}/impression`, { ip: ips[0] })),
    );
    expect(again.map((r) => r.json.counted)).toEqual(Array(30).fill(false));
    for (let i = 0; i < 2; i++) {
      const click = await call("GET", `/v1/banners/${b.id}/click`, { ip: ips[1] });
      expect(click.status).toBe(302);
      expect(click.headers.get("location")).toBe("https://adeyemi.example.ng/lekki");
    }
    const stats = bannerAnalytics.parse(
      (await call("GET", `/v1/secure/banners/${b.id}/analytics?days=7`, { token })).json,
    );
    expect(stats.days).toHaveLength(7);
    expect(stats.totals).toEqual({ impressions: 3, clicks: 1, ctr: 33.33 });
    expect((await call("GET", `/admin/api/banners/${b.id}/analytics`, { token: admin })).json.totals.clicks).toBe(1);

    const log = await env.DB.prepare("SELECT action FROM activity_logs WHERE target_id = ?")
      .bind(b.id)
      .all<{ action: string }>();
    expect(log.results.map((r) => r.action)).toEqual(["banner.approve"]);
  });

  it("can't pay with too little in the wallet; another owner's banner is a 404; bad input names the field", async () => {
    const { u, token } = await broker("company");
    await fundWallet(u.id, 1_000_00);
    const b = await created(token, { placement: "search", days: 14 });
    const poor = await pay(token, b.id);
    expect(poor.status).toBe(422);
    expect(poor.json.errors[0].field).toBe("paymentMethod");
    expect(await balanceOf(u.id)).toBe(1_000_00);
    const other = await broker();
    expect((await pay(other.token, b.id)).status).toBe(404);
    expect((await call("GET", `/v1/secure/banners/${b.id}`, { token: other.token })).status).toBe(404);

    for (const [field, value] of [
      ["ctaLink", "javascript:alert(1)"],
      ["ctaLink", "//evil.example"],
      ["ctaLink", "http://plain.example"],
      ["ctaBackgroundColor", "green"],
      ["image", "https://evil.example/x.png"],
      ["days", 5],
      ["placement", "sidebar"],
    ] as const) {
      const res = await call("POST", "/v1/secure/banners", { token, body: await form(token, { [field]: value }) });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(res.json.errors[0].field).toBe(field);
    }
    // A picture URL of the right shape that nobody uploaded.
    const ghost = await call("POST", "/v1/secure/banners", {
      token,
      body: await form(token, { image: `/media/banners/${crypto.randomUUID()}` }),
    });
    expect(ghost.status).toBe(400);
    expect(ghost.json.errors[0].field).toBe("image");
    // Another advertiser's picture (its URL is public in their live banner) is not this owner's to use; a forged
    // upload link (the signature covers the account that asked) stores nothing.
    const theirs = await picture(other.token);
    const reused = await call("POST", "/v1/secure/banners", { token, body: await form(token, { image: theirs }) });
    expect(reused.status).toBe(400);
    expect(reused.json.errors[0].field).toBe("image");
    const ticket = await call("POST", "/v1/secure/banners/uploads", {
      token: other.token,
      body: { contentType: "image/png", sizeBytes: PNG.byteLength },
    });
    const forged = (ticket.json.uploadUrl as string).replace(/owner=[^&]+/, `owner=${u.id}`);
    const put = await exports.default.fetch(
      new Request(BASE + forged, { method: "PUT", headers: { "content-type": "image/png" }, body: PNG }),
    );
    expect(put.status).toBe(403);
    // An unpaid banner can be deleted; a paid one can't.
    expect((await call("DELETE", `/v1/secure/banners/${b.id}`, { token })).status).toBe(200);
    const seeker = await signIn(await makeUser({ accountType: "seeker" }));
    expect((await call("GET", "/v1/secure/banners", { token: seeker.token })).status).toBe(403);
  });

  it("25 parallel wallet payments (different keys) pay once", async () => {
    const { u, token } = await broker();
    await fundWallet(u.id, 100_000_00);
    const b = await created(token);
    const results = await Promise.all(Array.from({ length: 25 }, () => pay(token, b.id)));
    expect(results.map((r) => r.status)).toEqual(Array(25).fill(200));
    expect(await balanceOf(u.id)).toBe(85_000_00);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE reference = ? AND kind = 'banner'")
      .bind(b.id)
      .first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it("by card: the webhook replayed and the callback verify racing pay it once; a wallet payment meanwhile leaves the card money in the wallet", async () => {
    const { u, token } = await broker();
    const b = await created(token);
    const started = bannerPayResult.parse((await pay(token, b.id, "link")).json);
    expect(started.status).toBe("payment_required");
    expect(started.data.status).toBe("pending_payment");
    const settled = await sandboxSettle(env, started.reference!, "success");
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        call("POST", "/v1/payments/paystack/webhook", {
          raw: settled!.rawBody,
          headers: { "x-paystack-signature": settled!.signature },
        }),
      ),
      ...Array.from({ length: 10 }, () =>
        call("GET", `/v1/secure/wallet/verify?reference=${started.reference}`, { token }),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const after = banner.parse((await call("GET", `/v1/secure/banners/${b.id}`, { token })).json.data);
    expect(after).toMatchObject({
      status: "waiting_review",
      pricePaidKobo: 15_000_00,
      paymentReference: started.reference,
    });
    expect(await balanceOf(u.id)).toBe(0);

    // Second banner: card started, then paid from the wallet before the card settles.
    await fundWallet(u.id, 15_000_00);
    const c = await created(token);
    const card = bannerPayResult.parse((await pay(token, c.id, "link")).json);
    expect((await pay(token, c.id)).json.data.status).toBe("waiting_review");
    const late = await sandboxSettle(env, card.reference!, "success");
    await call("POST", "/v1/payments/paystack/webhook", {
      raw: late!.rawBody,
      headers: { "x-paystack-signature": late!.signature },
    });
    expect(await balanceOf(u.id)).toBe(15_000_00);
    expect((await call("GET", `/v1/secure/banners/${c.id}`, { token })).json.data.pricePaidKobo).toBe(15_000_00);
  });
});

describe("review", () => {
  it("a rejected banner is refunded to the wallet through the ledger, with its reason shown to the owner", async () => {
    const { u, token } = await broker();
    await fundWallet(u.id, 15_000_00);
    const b = await created(token);
    await pay(token, b.id);
    expect(await balanceOf(u.id)).toBe(0);
    const admin = await staff();
    expect(
      (await call("POST", `/admin/api/banners/${b.id}/reject`, { token: admin, body: { reason: "no" } })).status,
    ).toBe(400);
    const rejected = await call("POST", `/admin/api/banners/${b.id}/reject`, {
      token: admin,
      body: { reason: "The picture is blurred: send a sharper one." },
    });
    expect(rejected.status).toBe(200);
    expect(await balanceOf(u.id)).toBe(15_000_00);
    const mine = (await call("GET", "/v1/secure/banners", { token })).json.data.find(
      (x: { id: string }) => x.id === b.id,
    );
    expect(mine).toMatchObject({ status: "rejected", rejectReason: "The picture is blurred: send a sharper one." });
    expect(
      (await call("POST", `/admin/api/banners/${b.id}/reject`, { token: admin, body: { reason: "Again, again." } }))
        .status,
    ).toBe(409);
    expect((await call("POST", `/admin/api/banners/${b.id}/approve`, { token: admin })).status).toBe(409);
    // Paying again (a new attempt, wallet or card) says it was declined, never "paid".
    for (const method of ["wallet", "link"]) {
      const again = await pay(token, b.id, method);
      expect(again.status).toBe(409);
      expect(again.json.message).toBe(BANNER_MESSAGES.rejectedNotPayable);
    }
    expect(await balanceOf(u.id)).toBe(15_000_00);
    const history = await call("GET", "/v1/secure/wallet/history", { token });
    expect(history.json.items[0]).toMatchObject({ kind: "refund", amountKobo: 15_000_00 });
  });

  it("staff delete a house banner, an unpaid or a rejected one, never a paid one still held; 20 parallel deletes decide once", async () => {
    const admin = await staff();
    const { u, token } = await broker();
    await fundWallet(u.id, 15_000_00);
    const held = await created(token);
    await pay(token, held.id);
    const del = (id: string) => call("DELETE", `/admin/api/banners/${id}`, { token: admin });
    // Paid and waiting for review: its money is held, so it is rejected (and refunded), not deleted.
    const refused = await del(held.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(BANNER_MESSAGES.notDeletableByStaff);
    expect((await call("GET", `/v1/secure/banners/${held.id}`, { token })).status).toBe(200);
    await call("POST", `/admin/api/banners/${held.id}/reject`, {
      token: admin,
      body: { reason: "The picture is blurred: send a sharper one." },
    });
    const unpaid = await created(token);
    const results = await Promise.all(Array.from({ length: 30 }, () => del(held.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => [200, 404, 409].includes(r.status))).toBe(true);
    expect((await del(unpaid.id)).status).toBe(200);
    const house = await call("POST", "/admin/api/banners", { token: admin, body: await houseForm(admin) });
    expect((await del(house.json.data.id)).status).toBe(200);
    expect((await del(house.json.data.id)).status).toBe(404);
    expect((await call("GET", `/v1/secure/banners/${unpaid.id}`, { token })).status).toBe(404);
    expect(await balanceOf(u.id)).toBe(15_000_00);
    const log = await env.DB.prepare(
      "SELECT details FROM activity_logs WHERE action = 'banner.delete' AND target_id = ?",
    )
      .bind(held.id)
      .all<{ details: string }>();
    expect(log.results).toHaveLength(1);
    expect(JSON.parse(log.results[0]!.details)).toMatchObject({ before: { title: held.title, status: "rejected" } });
  });

  it("30 parallel approvals and rejections decide once: refunded exactly when rejected", async () => {
    const { u, token } = await broker();
    await fundWallet(u.id, 15_000_00);
    const b = await created(token);
    await pay(token, b.id);
    const admin = await staff();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2
          ? call("POST", `/admin/api/banners/${b.id}/approve`, { token: admin })
          : call("POST", `/admin/api/banners/${b.id}/reject`, {
              token: admin,
              body: { reason: "Not a property advert." },
            }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(29);
    const final = ok[0]!.json.data.status;
    expect(await balanceOf(u.id)).toBe(final === "rejected" ? 15_000_00 : 0);
    const refunds = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE idem_key = ?")
      .bind(`banner:${b.id}:refund`)
      .first<{ n: number }>();
    expect(refunds?.n).toBe(final === "rejected" ? 1 : 0);
  });
});

describe("staff curation, renewals and the redirect", () => {
  it("house banners, toggle, order, prices; renewal adds days; the click never leaves for another address", async () => {
    const admin = await staff(["CAN_CREATE_USER", "CAN_VIEW_DASHBOARD_REPORTS"]);
    const house = await houseForm(admin, { placement: "search" });
    const img = house.image;
    house.mobileImage = img;
    const h = await call("POST", "/admin/api/banners", { token: admin, body: house });
    expect(h.status, JSON.stringify(h.json)).toBe(201);
    expect(h.json.data).toMatchObject({ kind: "house", status: "approved", mobileImage: img });
    const id = h.json.data.id as string;
    const redirect = await call("GET", `/v1/banners/${id}/click?to=https://evil.example`);
    expect(redirect.headers.get("location")).toBe("/sell");
    expect((await call("PATCH", `/admin/api/banners/${id}/toggle`, { token: admin })).json.data.status).toBe(
      "disabled",
    );
    expect((await call("GET", `/v1/banners/${id}/click`)).headers.get("location")).toBe("/");
    expect((await call("POST", `/v1/banners/${id}/impression`)).json.counted).toBe(false);
    expect((await call("GET", "/v1/banners/nope/click")).headers.get("location")).toBe("/");
    expect((await call("PATCH", `/admin/api/banners/${id}/toggle`, { token: admin })).json.data.status).toBe(
      "approved",
    );
    const edited = await call("PUT", `/admin/api/banners/${id}`, {
      token: admin,
      body: { ...house, title: "Verified homes only" },
    });
    expect(edited.json.data.title).toBe("Verified homes only");
    expect(
      (await call("PUT", "/admin/api/banners/placements/search/order", { token: admin, body: { ids: [id] } })).status,
    ).toBe(200);
    const listed = await call("GET", "/admin/api/banners?placement=search", { token: admin });
    expect(listed.json.data[0].id).toBe(id);
    const log = await env.DB.prepare("SELECT action FROM activity_logs WHERE target_id = ? ORDER BY created_at, rowid")
      .bind(id)
      .all<{ action: string }>();
    expect(log.results.map((r) => r.action)).toEqual([
      "banner.create_house",
      "banner.toggle",
      "banner.toggle",
      "banner.update",
    ]);

    const price = await call("PUT", "/admin/api/settings/banner-prices/search/7", {
      token: admin,
      body: { priceKobo: 12_000_00, active: true },
    });
    expect(price.json.data).toContainEqual({ placement: "search", days: 7, priceKobo: 12_000_00, active: true });
    await call("PUT", "/admin/api/settings/banner-prices/search/7", {
      token: admin,
      body: { priceKobo: 10_000_00, active: true },
    });

    const { u, token } = await broker();
    await fundWallet(u.id, 70_000_00);
    const b = await created(token);
    expect(
      (
        await call("POST", `/v1/secure/banners/${b.id}/renew`, {
          token,
          body: { days: 7, paymentMethod: "wallet" },
          headers: { "idempotency-key": key() },
        })
      ).status,
    ).toBe(409);
    await pay(token, b.id);
    await call("POST", `/admin/api/banners/${b.id}/approve`, { token: admin });
    const before = banner.parse((await call("GET", `/v1/secure/banners/${b.id}`, { token })).json.data);
    const k = key();
    const renewed = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("POST", `/v1/secure/banners/${b.id}/renew`, {
          token,
          body: { days: 30, paymentMethod: "wallet" },
          headers: { "idempotency-key": k },
        }),
      ),
    );
    expect(renewed.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    const after = banner.parse((await call("GET", `/v1/secure/banners/${b.id}`, { token })).json.data);
    expect(after.endsAt - before.endsAt).toBe(30 * 86_400_000);
    expect(after.pricePaidKobo).toBe(65_000_00);
    expect(await balanceOf(u.id)).toBe(5_000_00);
  });
});
