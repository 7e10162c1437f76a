import { describe, expect, it } from "vitest";
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { users } from "../../worker/db/schema";
import { BASE, call, db, makeUser, signIn } from "./helpers";
import { JPEG, PNG, put } from "./listings-fixtures";

async function signedIn() {
  const user = await makeUser();
  const { token } = await signIn(user);
  return { user, token };
}
const ticket = (token: string, body: Record<string, unknown> = {}) =>
  call("POST", "/v1/secure/user/profile-images", {
    token,
    body: { kind: "profile", contentType: "image/jpeg", sizeBytes: 1000, ...body },
  });
const row = (id: string) => db().select().from(users).where(eq(users.id, id)).get();

describe("profile picture and banner uploads", () => {
  it("stores the picture under profiles/{userId}/, sets the URL, and /media serves it immutable", async () => {
    const { user, token } = await signedIn();
    const t = await ticket(token);
    expect(t.status).toBe(201);
    expect(t.json.uploadUrl).toMatch(
      new RegExp(`^/v1/media/upload/profile/${user.id}/profile/[0-9a-f-]{36}\\?exp=\\d+&sig=`),
    );
    const done = await put(t.json.uploadUrl, JPEG);
    expect(done.status).toBe(200);
    expect(done.json.url).toMatch(new RegExp(`^/media/profiles/${user.id}/profile-[0-9a-f-]{36}\\.jpg$`));
    expect((await row(user.id))!.profilePicture).toBe(done.json.url);
    expect((await call("GET", "/v1/secure/user/me", { token })).json.user.profilePicture).toBe(done.json.url);

    const res = await exports.default.fetch(new Request(BASE + done.json.url));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(JPEG);

    // A new banner leaves the picture alone; a new picture replaces (and removes) the old object.
    const banner = await put((await ticket(token, { kind: "banner", contentType: "image/png" })).json.uploadUrl, PNG);
    expect(banner.json.url).toMatch(/\/banner-[0-9a-f-]{36}\.png$/);
    const next = await put((await ticket(token)).json.uploadUrl, PNG);
    expect(await row(user.id)).toMatchObject({ profilePicture: next.json.url, bannerImage: banner.json.url });
    expect(await env.MEDIA.get(done.json.url.replace("/media/", ""))).toBeNull();
  });

  it("refuses a non-image with 400 and stores nothing", async () => {
    const { user, token } = await signedIn();
    const t = await ticket(token);
    const res = await put(t.json.uploadUrl, "<html>not a picture</html>");
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Only JPEG, PNG or WebP pictures can be uploaded.");
    expect((await row(user.id))!.profilePicture).toBeNull();
    expect((await env.MEDIA.list({ prefix: `profiles/${user.id}/` })).objects).toEqual([]);
  });

  it("refuses more than 5 MB with 413, at the ticket and while streaming", async () => {
    const { user, token } = await signedIn();
    const big = await ticket(token, { sizeBytes: 5 * 1024 * 1024 + 1 });
    expect(big.status).toBe(413);
    expect(big.json.message).toBe("A picture can be at most 5 MB.");
    const t = await ticket(token);
    const huge = new Uint8Array(5 * 1024 * 1024 + 10);
    huge.set(JPEG);
    const res = await put(t.json.uploadUrl, huge);
    expect(res.status).toBe(413);
    expect((await row(user.id))!.profilePicture).toBeNull();
    expect((await env.MEDIA.list({ prefix: `profiles/${user.id}/` })).objects).toEqual([]);
  });

  it("refuses a forged link, another user's link and a replayed link", async () => {
    const { user, token } = await signedIn();
    const other = await makeUser();
    const t = await ticket(token);
    expect((await put(t.json.uploadUrl.replace(/sig=[^&]+/, "sig=AAAA"), JPEG)).status).toBe(403);
    expect((await put(t.json.uploadUrl.replace(user.id, other.id), JPEG)).status).toBe(403);
    expect((await put(t.json.uploadUrl, JPEG)).status).toBe(200);
    expect((await put(t.json.uploadUrl, PNG)).status).toBe(409);
    expect((await row(other.id))!.profilePicture).toBeNull();
  });

  it("refuses unknown types and kinds at the ticket", async () => {
    const { token } = await signedIn();
    const gif = await ticket(token, { contentType: "image/gif" });
    expect(gif.status).toBe(400);
    expect(gif.json.errors[0].field).toBe("contentType");
    expect((await ticket(token, { kind: "cover" })).status).toBe(400);
  });

  it("never serves the private kyc/ prefix", async () => {
    await env.MEDIA.put("kyc/someone/doc.jpg", JPEG);
    expect((await exports.default.fetch(new Request(`${BASE}/media/kyc/someone/doc.jpg`))).status).toBe(404);
  });
});
