import { describe, expect, it } from "vitest";
import { exports } from "cloudflare:workers";
import { BASE, call, makeUser, signIn, uniq } from "./helpers";
import { put, sizedWebp } from "./listings-fixtures";

/** Article covers and pictures in the text carry right-sized copies, as listing photos do. */
async function editor() {
  const staff = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_ARTICLES"] });
  return (await signIn(staff)).token;
}

type Ticket = { uploadUrl: string; url: string; sizeUploads: { width: number; uploadUrl: string }[] };

/** A 1600 × 900 picture with the copies a browser makes of it (320, 640, 960, 1280 wide). */
async function uploadWithCopies(token: string, widths = [320, 640, 960, 1280]) {
  const t = await call("POST", "/admin/api/publications/uploads", {
    token,
    body: { contentType: "image/webp", sizeBytes: 2000 },
  });
  expect(t.status).toBe(201);
  const ticket = t.json as Ticket;
  expect(ticket.sizeUploads.map((s) => s.width)).toEqual([320, 640, 960, 1280]);
  expect((await put(ticket.uploadUrl, sizedWebp(1600, 900), { "content-type": "image/webp" })).status).toBe(200);
  for (const w of widths) {
    const slot = ticket.sizeUploads.find((s) => s.width === w)!;
    const r = await put(slot.uploadUrl, sizedWebp(w, Math.round((w * 9) / 16)), { "content-type": "image/webp" });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ url: `${ticket.url}/w${w}`, width: w });
  }
  return ticket;
}

const article = (over: Record<string, unknown>) => ({
  title: `Service charge explained ${uniq()}`,
  body: "<p>What the estate charges pay for.</p>",
  status: "published",
  ...over,
});

describe("article pictures in right-sized copies", () => {
  it("an uploaded cover answers its sizes, width and height in the list, the article and the admin answer", async () => {
    const token = await editor();
    const ticket = await uploadWithCopies(token);
    const created = await call("POST", "/admin/api/publications", { token, body: article({ coverImage: ticket.url }) });
    expect(created.status).toBe(201);
    const expected = [
      ...[320, 640, 960, 1280].map((w) => ({ width: w, url: `${ticket.url}/w${w}` })),
      { width: 1600, url: ticket.url },
    ];
    expect(created.json.data.coverImageSizes).toEqual(expected);
    const one = await call("GET", `/v1/content/articles/${created.json.data.slug}`);
    expect(one.json).toMatchObject({
      coverImageUrl: ticket.url,
      coverImageSizes: expected,
      coverImageWidth: 1600,
      coverImageHeight: 900,
    });
    const list = await call("GET", "/v1/content/articles?perPage=50");
    expect(list.json.data.find((a: { id: string }) => a.id === created.json.data.id).coverImageSizes).toEqual(expected);
    // Every copy is served, and cached like the original (written once).
    const copy = await exports.default.fetch(new Request(BASE + `${ticket.url}/w640`));
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("image/webp");
    await copy.arrayBuffer();
  });

  it("a cover without copies (older clients, old rows) answers an empty list: the original is shown", async () => {
    const token = await editor();
    const t = await call("POST", "/admin/api/publications/uploads", {
      token,
      body: { contentType: "image/webp", sizeBytes: 2000 },
    });
    await put(t.json.uploadUrl, sizedWebp(1200, 800), { "content-type": "image/webp" });
    const created = await call("POST", "/admin/api/publications", { token, body: article({ coverImage: t.json.url }) });
    expect(created.json.data).toMatchObject({ coverImageUrl: t.json.url, coverImageSizes: [], coverImageWidth: 1200 });
    const none = await call("POST", "/admin/api/publications", { token, body: article({}) });
    expect(none.json.data).toMatchObject({ coverImageUrl: null, coverImageSizes: [], coverImageWidth: null });
  });

  it("a copy wider than its slot, not a picture, or sent twice is refused with a 4xx naming the body", async () => {
    const token = await editor();
    const t = (
      await call("POST", "/admin/api/publications/uploads", {
        token,
        body: { contentType: "image/webp", sizeBytes: 2000 },
      })
    ).json as Ticket;
    const slot320 = t.sizeUploads.find((s) => s.width === 320)!.uploadUrl;
    const wide = await put(slot320, sizedWebp(400, 200), { "content-type": "image/webp" });
    expect(wide.status).toBe(400);
    expect(wide.json.errors[0].field).toBe("body");
    expect((await put(slot320, "<svg/>", { "content-type": "image/webp" })).status).toBe(400);
    expect((await put(slot320, sizedWebp(320, 180), { "content-type": "image/webp" })).status).toBe(200);
    expect((await put(slot320, sizedWebp(320, 180), { "content-type": "image/webp" })).status).toBe(409);
    // A link for one width does not take another, and an unknown width is a 400.
    expect((await put(slot320.replace("/w320?", "/w640?"), sizedWebp(320, 180))).status).toBe(403);
    expect((await put(slot320.replace("/w320?", "/w2000?"), sizedWebp(320, 180))).status).toBe(400);
  });

  it("pictures in the text get srcset, width and height, lazily; text saved before still loads them lazily", async () => {
    const token = await editor();
    const ticket = await uploadWithCopies(token, [320, 640]);
    const body = `<p>Before</p><img src="${ticket.url}" alt="The estate gate"><img src="/media/articles/not-sized" alt="Old">`;
    const created = await call("POST", "/admin/api/publications", { token, body: article({ body }) });
    const stored: string = created.json.data.body;
    expect(stored).toContain(
      `<img src="${ticket.url}" alt="The estate gate" width="1600" height="900" srcset="${ticket.url}/w320 320w, ${ticket.url}/w640 640w, ${ticket.url} 1600w" sizes="(max-width: 800px) 100vw, 768px" loading="lazy" decoding="async">`,
    );
    expect(stored).toContain('<img src="/media/articles/not-sized" alt="Old" loading="lazy" decoding="async">');
    // A client cannot send its own srcset: the sanitiser drops it and the server writes its own.
    const forged = await call("PUT", `/admin/api/publications/${created.json.data.id}`, {
      token,
      body: article({
        title: created.json.data.title,
        body: `<img src="${ticket.url}" srcset="https://evil.example/x.png 9w">`,
      }),
    });
    expect(forged.json.data.body).not.toContain("evil");
    expect(forged.json.data.body).toContain(`${ticket.url}/w320 320w`);
  });
});
