import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { bannerSlideList } from "../../worker/contracts/banners";
import { call } from "./helpers";
import { broker, form, houseForm, staff } from "./banner-fixtures";
import { put, sizedWebp } from "./listings-fixtures";

/** Banner pictures carry right-sized copies (320–1280 px) beside the original, as listing photos do. */
type Ticket = { uploadUrl: string; url: string; sizeUploads: { width: number; uploadUrl: string }[] };

async function pictureWithCopies(token: string, path: string, widths = [320, 640, 960, 1280]) {
  const t = await call("POST", path, { token, body: { contentType: "image/webp", sizeBytes: 2000 } });
  expect(t.status).toBe(201);
  const ticket = t.json as Ticket;
  expect((await put(ticket.uploadUrl, sizedWebp(1600, 200), { "content-type": "image/webp" })).status).toBe(200);
  for (const w of widths) {
    const slot = ticket.sizeUploads.find((s) => s.width === w)!;
    expect((await put(slot.uploadUrl, sizedWebp(w, Math.round(w / 8)), { "content-type": "image/webp" })).status).toBe(
      200,
    );
  }
  return ticket;
}

describe("banner pictures in right-sized copies", () => {
  it("a live banner answers each picture's sizes; one without copies answers an empty list", async () => {
    const admin = await staff();
    const wide = await pictureWithCopies(admin, "/admin/api/banners/uploads");
    const phone = await pictureWithCopies(admin, "/admin/api/banners/uploads", [320, 640]);
    const res = await call("POST", "/admin/api/banners", {
      token: admin,
      body: await houseForm(admin, { image: wide.url, mobileImage: phone.url }),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    // The create answer is the slide the public list shows (slideOf), with the banner's own fields.
    const slide = bannerSlideList.parse({ data: [res.json.data] }).data[0]!;
    expect(slide.imageSizes).toEqual([
      ...[320, 640, 960, 1280].map((w) => ({ width: w, url: `${wide.url}/w${w}` })),
      { width: 1600, url: wide.url },
    ]);
    expect(slide.mobileImageSizes.map((s) => s.width)).toEqual([320, 640, 1600]);
    expect(slide.tabletImageSizes).toEqual([]);
    // The fixtures' picture has no copies: shown as its original.
    const plain = await call("POST", "/admin/api/banners", { token: admin, body: await houseForm(admin) });
    expect(plain.json.data.imageSizes).toEqual([]);
  });

  it("an advertiser's copy keeps its owner, and deleting the banner removes the copies with the original", async () => {
    const { token } = await broker();
    const pic = await pictureWithCopies(token, "/v1/secure/banners/uploads", [320]);
    const key = pic.url.replace("/media/", "");
    expect((await env.MEDIA.head(`${key}/w320`))?.customMetadata?.owner).toBeTruthy();
    const b = await call("POST", "/v1/secure/banners", { token, body: await form(token, { image: pic.url }) });
    expect(b.status).toBe(201);
    expect(b.json.data.imageSizes.map((s: { width: number }) => s.width)).toEqual([320, 1600]);
    expect((await call("DELETE", `/v1/secure/banners/${b.json.data.id}`, { token })).status).toBe(200);
    expect(await env.MEDIA.head(key)).toBeNull();
    expect(await env.MEDIA.head(`${key}/w320`)).toBeNull();
  });

  it("a copy wider than its slot is a 400 naming the body; a forged width a 403", async () => {
    const { token } = await broker();
    const t = (
      await call("POST", "/v1/secure/banners/uploads", {
        token,
        body: { contentType: "image/webp", sizeBytes: 2000 },
      })
    ).json as Ticket;
    const slot = t.sizeUploads.find((s) => s.width === 640)!.uploadUrl;
    const wide = await put(slot, sizedWebp(900, 100), { "content-type": "image/webp" });
    expect(wide.status).toBe(400);
    expect(wide.json.errors[0].field).toBe("body");
    expect((await put(slot.replace("/w640?", "/w1280?"), sizedWebp(900, 100))).status).toBe(403);
  });
});
