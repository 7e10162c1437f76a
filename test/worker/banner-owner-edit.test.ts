import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BANNER_MESSAGES } from "../../worker/contracts/banner-rules";
import { call } from "./helpers";
import { checkBooksAfterEachTest, fundWallet } from "./money-helpers";
import { broker, created, form, pay, picture, staff } from "./banner-fixtures";

/**
 * An advertiser changes their banner before anyone has reviewed it (PUT: the whole form, PATCH: some fields). What
 * the price and slot were decided on (placement, days, start) is fixed once payment starts; a reviewed banner is
 * fixed altogether.
 */
checkBooksAfterEachTest();
const edit = (token: string, id: string, body: Record<string, unknown>, method: "PUT" | "PATCH" = "PATCH") =>
  call(method, `/v1/secure/banners/${id}`, { token, body });

describe("an advertiser edits their banner", () => {
  it("a draft takes any change, by PATCH or PUT, and keeps its status", async () => {
    const { token } = await broker();
    const b = await created(token);
    const patched = await edit(token, b.id, { title: "Lekki terraces, new phase", days: 14, placement: "search" });
    expect(patched.status, JSON.stringify(patched.json)).toBe(200);
    expect(patched.json.data).toMatchObject({
      title: "Lekki terraces, new phase",
      days: 14,
      placement: "search",
      status: "draft",
      description: b.description,
      image: b.image,
    });
    expect(patched.json.data.endsAt - patched.json.data.startsAt).toBe(14 * 86_400_000);
    const whole = await form(token, { title: "Ikoyi penthouse viewing", days: 30 });
    const put = await edit(token, b.id, whole, "PUT");
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    expect(put.json.data).toMatchObject({ title: "Ikoyi penthouse viewing", days: 30, image: whole.image });
    expect((await call("GET", `/v1/secure/banners/${b.id}`, { token })).json.data.title).toBe(
      "Ikoyi penthouse viewing",
    );
  });

  it("once paid, the words, pictures and link may change until the review, but not the placement, days or start", async () => {
    const { u, token } = await broker();
    await fundWallet(u.id, 40_000_00);
    const b = await created(token);
    expect((await pay(token, b.id)).status).toBe(200);
    const newPicture = await picture(token);
    const ok = await edit(token, b.id, { ctaLink: "https://adeyemi.example.ng/new", image: newPicture });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data).toMatchObject({ status: "waiting_review", ctaLink: "https://adeyemi.example.ng/new" });
    for (const change of [{ days: 30 }, { placement: "search" }]) {
      const refused = await edit(token, b.id, change);
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe(BANNER_MESSAGES.termsFixed);
      expect(refused.json.errors[0].field).toBe(Object.keys(change)[0]);
    }
    expect((await call("GET", `/v1/secure/banners/${b.id}`, { token })).json.data).toMatchObject({
      days: b.days,
      placement: b.placement,
    });
    // Reviewed: fixed.
    await call("POST", `/admin/api/banners/${b.id}/approve`, { token: await staff() });
    const late = await edit(token, b.id, { title: "Too late" });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(BANNER_MESSAGES.notEditable);
  });

  it("30 edits racing a review: those before it land, none after it, and the approved advert is one staff saw", async () => {
    const { u, token } = await broker();
    await fundWallet(u.id, 40_000_00);
    const b = await created(token);
    await pay(token, b.id);
    const admin = await staff();
    const results = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => edit(token, b.id, { title: `Edit number ${i}` })),
      call("POST", `/admin/api/banners/${b.id}/approve`, { token: admin }),
    ]);
    expect(results.every((r) => [200, 409].includes(r.status))).toBe(true);
    const after = (await call("GET", `/v1/secure/banners/${b.id}`, { token })).json.data;
    expect(after.status).toBe("approved");
    expect((await edit(token, b.id, { title: "After approval" })).status).toBe(409);
  });

  it("bad input is a 400 naming the field and changes nothing; others' banners and pictures are refused", async () => {
    const { token } = await broker();
    const b = await created(token);
    for (const [body, field] of [
      [{ ctaLink: "javascript:alert(1)" }, "ctaLink"],
      [{ days: 9 }, "days"],
      [{ title: "x" }, "title"],
      [{ colour: "#fff" }, "colour"],
      [{}, "body"],
    ] as const) {
      const res = await edit(token, b.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await call("GET", `/v1/secure/banners/${b.id}`, { token })).json.data.title).toBe(b.title);
    const other = await broker();
    expect((await edit(other.token, b.id, { title: "Not mine" })).status).toBe(404);
    const theirs = await picture(other.token);
    const stolen = await edit(token, b.id, { image: theirs });
    expect(stolen.status).toBe(400);
    expect(stolen.json.errors[0].field).toBe("image");
  });

  it("the pictures a banner no longer shows leave the bucket, unless another banner shows them", async () => {
    const { token } = await broker();
    const stored = async (url: string) => (await env.MEDIA.head(url.replace(/^\/media\//, ""))) !== null;
    const b = await created(token);
    const shared = await created(token, { image: b.image });
    const replaced = await picture(token);
    expect((await edit(token, b.id, { image: replaced })).status).toBe(200);
    // The first picture is still the other banner's.
    expect(await stored(b.image)).toBe(true);
    expect((await call("DELETE", `/v1/secure/banners/${shared.id}`, { token })).status).toBe(200);
    expect(await stored(b.image)).toBe(false);
    expect(await stored(replaced)).toBe(true);
    expect((await call("DELETE", `/v1/secure/banners/${b.id}`, { token })).status).toBe(200);
    expect(await stored(replaced)).toBe(false);
  });
});
