import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, makeUser, signIn, uniq } from "./helpers";
import { JPEG, PNG, put } from "./listings-fixtures";
import { agentWithListing, openConversation, person } from "./messaging-fixtures";

/**
 * A picture never carries markup, on any upload path: a stored "photo" that a browser could take for a page (an
 * <img onerror>, <object>, <meta http-equiv=refresh>, <style>, <script>, <svg>, <html>, in ASCII or UTF-16, anywhere
 * behind a valid PNG or JPEG header) is refused with the same 400 everywhere, and nothing is stored.
 */
const enc = new TextEncoder();
const utf16 = (s: string, littleEndian: boolean) => {
  const out = new Uint8Array(s.length * 2);
  for (let i = 0; i < s.length; i++) out.set(littleEndian ? [s.charCodeAt(i), 0] : [0, s.charCodeAt(i)], i * 2);
  return out;
};
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
};
const MARKUP_MESSAGE = "This file holds web page code, not only a picture. Please upload the photo itself.";

const LOADS: [string, Uint8Array][] = [
  ["<img onerror> after a PNG", join(PNG, enc.encode('<IMG src=x onerror="alert(1)">'))],
  ["<object> after a JPEG", join(JPEG, enc.encode("<object data=//evil.example/x>"))],
  ["<meta http-equiv=refresh> after a PNG", join(PNG, enc.encode('<meta http-equiv="refresh" content="0;url=//e">'))],
  ["<style> after a JPEG", join(JPEG, enc.encode("<style>body{background:url(//e)}</style>"))],
  ["<script after a PNG", join(PNG, enc.encode("<ScRiPt>alert(1)</script>"))],
  ["<svg after a JPEG", join(JPEG, enc.encode("<svg/onload=alert(1)>"))],
  ["<html after a PNG", join(PNG, enc.encode("<HTML><body>x"))],
  ["UTF-16LE <svg behind a PNG", join(PNG, utf16('<svg xmlns="http://www.w3.org/2000/svg">', true))],
  ["UTF-16BE <svg behind a JPEG", join(JPEG, utf16("<svg onload=alert(1)>", false))],
  ["UTF-16LE <script behind a JPEG", join(JPEG, utf16("<SCRIPT>alert(1)", true))],
];

type Path = { name: string; ticket: () => Promise<string>; stored: (url: string) => Promise<boolean> };

const staff = async (permissions: string[]) =>
  (await signIn(await makeUser({ accountType: "staff", adminAccess: true, permissions }))).token;

async function paths(): Promise<Path[]> {
  const broker = await makeUser({ accountType: "brokerage", subAccountType: "broker", companyName: `Homes ${uniq()}` });
  const { token } = await signIn(broker);
  const editor = await staff(["CAN_VIEW_ARTICLES"]);
  const { agent } = await agentWithListing();
  const seeker = await person();
  const cid = (await openConversation(seeker, agent.id)).conversation.id;
  const ticket = async (path: string, t: string, body: Record<string, unknown>) => {
    const res = await call("POST", path, { token: t, body });
    expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(201);
    return res.json.uploadUrl as string;
  };
  const png = { contentType: "image/png", sizeBytes: 400 };
  const anyObject = async (prefix: string) => (await env.MEDIA.list({ prefix })).objects.length > 0;
  return [
    {
      name: "listing photos",
      ticket: () => ticket("/v1/secure/media/uploads", token, { ...png, width: 1, height: 1 }),
      stored: () => anyObject(`listings/${broker.id}/`),
    },
    {
      name: "profile picture",
      ticket: () => ticket("/v1/secure/user/profile-images", token, { kind: "profile", ...png }),
      stored: () => anyObject(`profiles/${broker.id}/`),
    },
    {
      name: "KYC",
      ticket: () => ticket("/v1/secure/kyc/uploads", token, { kind: "document", ...png }),
      stored: () => anyObject(`kyc/${broker.id}/`),
    },
    {
      name: "banners",
      ticket: () => ticket("/v1/secure/banners/uploads", token, png),
      stored: async (url) => (await env.MEDIA.list({ prefix: "banners/" })).objects.some((o) => url.includes(o.key)),
    },
    {
      name: "article images",
      ticket: () => ticket("/admin/api/publications/uploads", editor, png),
      stored: async (url) => (await env.MEDIA.list({ prefix: "articles/" })).objects.some((o) => url.includes(o.key)),
    },
    {
      name: "chat attachments",
      ticket: () => ticket(`/v1/messaging/conversations/${cid}/attachments`, seeker.token, png),
      stored: async (url) => (await env.MEDIA.list({ prefix: "chat/" })).objects.some((o) => url.includes(o.key)),
    },
  ];
}

describe("markup in an uploaded picture", () => {
  it("is refused on every upload path with the same 400, and nothing is stored; a clean picture still goes in", async () => {
    for (const path of await paths()) {
      for (const [load, bytes] of LOADS) {
        const url = await path.ticket();
        const res = await put(url, bytes);
        expect(res.status, `${path.name}: ${load}`).toBe(400);
        expect(res.json.message, `${path.name}: ${load}`).toBe(MARKUP_MESSAGE);
        expect(await path.stored(url), `${path.name}: ${load} stored`).toBe(false);
      }
      const clean = await put(await path.ticket(), PNG);
      expect(clean.status, `${path.name}: a clean PNG ${JSON.stringify(clean.json)}`).toBe(200);
    }
  });
});

describe("demo accounts", () => {
  it("a seeded account (a readable id, not a UUID) can upload its profile picture", async () => {
    const demo = await makeUser({ id: `demo-${uniq()}` });
    const { token } = await signIn(demo);
    const t = await call("POST", "/v1/secure/user/profile-images", {
      token,
      body: { kind: "profile", contentType: "image/jpeg", sizeBytes: JPEG.byteLength },
    });
    expect(t.status).toBe(201);
    const done = await put(t.json.uploadUrl, JPEG);
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.url).toMatch(new RegExp(`^/media/profiles/${demo.id}/profile-`));
  });
});
