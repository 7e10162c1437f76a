import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { BASE, call, db, makeUser, signIn, uniq } from "./helpers";
import { localities, states } from "../../worker/db/schema";
import type { PropertyInput } from "../../worker/contracts/listing-input";

/** Shared set-up for the listings tests: real pictures, listers, a state of their own, valid listing input. */
const b64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

/** 1×1 pictures, byte for byte real files of each format. */
export const PNG = b64(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
);
export const JPEG = b64(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
);
export const WEBP = b64("UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=");

/**
 * The 1×1 WebP with its frame header saying `width` × `height`, optionally padded to `length` bytes with the RIFF
 * size kept true: uploads are parsed (worker/lib/image-inspect.ts), so a test of copies and size limits needs a
 * file that says how wide it is and whose container matches its length.
 */
export function sizedWebp(width: number, height: number, length = WEBP.byteLength) {
  const b = new Uint8Array(length);
  b.set(WEBP);
  new DataView(b.buffer).setUint32(4, length - 8, true);
  new DataView(b.buffer).setUint16(26, width & 0x3fff, true);
  new DataView(b.buffer).setUint16(28, height & 0x3fff, true);
  return b;
}

/** The 1×1 JPEG with its frame header (SOF2, progressive) saying `width` × `height`. */
export function sizedJpeg(width: number, height: number) {
  const b = JPEG.slice();
  const sof = b.findIndex((v, i) => v === 0xff && b[i + 1] === 0xc2);
  new DataView(b.buffer).setUint16(sof + 5, height);
  new DataView(b.buffer).setUint16(sof + 7, width);
  return b;
}

export async function put(url: string, body: Uint8Array | string, headers: Record<string, string> = {}) {
  const res = await exports.default.fetch(
    new Request(BASE + url, {
      method: "PUT",
      body,
      headers: { "content-type": "application/octet-stream", ...headers },
    }),
  );
  return { status: res.status, json: (await res.json()) as any };
}

export async function lister(accountType = "brokerage", over: Parameters<typeof makeUser>[0] = {}) {
  // Verified by default: a new unverified lister's listings wait for review; tests of that pass kycVerified: false.
  const user = await makeUser({
    accountType,
    subAccountType: accountType === "brokerage" ? "broker" : null,
    companyName: "Lekki Homes Realty",
    kycVerified: true,
    ...over,
  });
  const { token } = await signIn(user);
  return { user, token };
}

/**
 * Places get ids from one counter per test file (random start, then +1), never two random draws: two draws in
 * 100k–900k collided now and then in a file that makes many places (a UNIQUE failure on states.id).
 */
let nextPlaceId = 100_000 + Math.floor(Math.random() * 400_000);

export async function place() {
  const stateId = ++nextPlaceId;
  const localityId = stateId + 400_000;
  const tag = uniq();
  await db()
    .insert(states)
    .values({ id: stateId, name: `State ${tag}`, slug: `state-${tag}`, capital: "Capital", lat: 6.5, lng: 3.4 })
    .run();
  await db()
    .insert(localities)
    .values({ id: localityId, stateId, name: `Lekki ${tag}`, slug: `lekki-${tag}`, lat: 6.45, lng: 3.5 })
    .run();
  return { stateId, localityId, stateSlug: `state-${tag}` };
}

/** Upload request → PUT original → PUT thumbnail; returns the media token. */
export async function upload(token: string, opts: { bytes?: Uint8Array; thumb?: Uint8Array; phash?: string } = {}) {
  const bytes = opts.bytes ?? JPEG;
  const contentType = bytes[0] === 0x89 ? "image/png" : bytes[0] === 0x52 ? "image/webp" : "image/jpeg";
  const ticket = await call("POST", "/v1/secure/media/uploads", {
    token,
    body: {
      contentType,
      sizeBytes: bytes.byteLength,
      width: 1,
      height: 1,
      ...(opts.phash ? { phash: opts.phash } : {}),
    },
  });
  expect(ticket.status).toBe(201);
  expect((await put(ticket.json.uploadUrl, bytes)).status).toBe(200);
  const done = await put(ticket.json.thumbUploadUrl, opts.thumb ?? WEBP);
  expect(done.json).toEqual({ id: ticket.json.token, status: "ready" });
  return ticket.json.token as string;
}

export function input(
  where: { stateId: number; localityId?: number },
  over: Partial<PropertyInput> = {},
): PropertyInput {
  return {
    title: `Three bedroom flat with BQ ${uniq()}`,
    description:
      "Newly built three bedroom flat with a boys' quarters, fitted kitchen and steady water in a gated estate.",
    listingType: "rent",
    categoryId: 2,
    typeId: 8,
    priceKobo: 3_500_000_00,
    pricePeriod: "per_year",
    serviceChargeKobo: 500_000_00,
    agencyFeeKobo: 350_000_00,
    legalFeeKobo: 350_000_00,
    cautionFeeKobo: 300_000_00,
    bedrooms: 3,
    bathrooms: 3,
    toilets: 4,
    areaSqm: 160,
    furnishing: "unfurnished",
    address: "14 Admiralty Way, Lekki Phase 1",
    stateId: where.stateId,
    localityId: where.localityId ?? null,
    lat: 6.44,
    lng: 3.47,
    titleDocuments: ["c_of_o"],
    amenityIds: [1, 3, 5],
    inspectionFeeKobo: 5_000_00,
    mediaTokens: [],
    rooms: [],
    videoLinks: [],
    ...over,
  };
}

/** Publishes `body`; a listing that goes live needs a photo, so one is uploaded when the body has none. */
export async function createListing(token: string, body: PropertyInput) {
  if (body.status !== "draft" && !body.mediaTokens.length) body = { ...body, mediaTokens: [await upload(token)] };
  const res = await call("POST", "/v1/secure/property", { token, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as import("../../worker/contracts/listings").PropertyDetail;
}
