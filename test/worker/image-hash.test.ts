import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LISTING_RULES } from "../../worker/contracts/listings";
import {
  decodePng,
  dHash,
  imageHash,
  jpegOrientation,
  lumaGrid,
  orient,
  toGrayscale,
} from "../../worker/lib/image-hash";
import { hammingDistance } from "../../worker/services/listings";
import { photoHash } from "../../worker/lib/photo-hash";
import { JPEG, PNG, WEBP, sizedWebp } from "./listings-fixtures";
import {
  flippedJpeg,
  interlacedPng,
  otherWayJpeg,
  otherWebp,
  photoWebp,
  sameAsJpeg,
  sameAsPng,
  sameAsWebp,
  sidewaysJpeg,
} from "./fixtures/photos";

const grid = (fn: (x: number, y: number) => number) =>
  Array.from({ length: 72 }, (_, i) => fn(i % 9, Math.floor(i / 9)));

describe("dHash, computed by the server", () => {
  it("is all zeros for a flat picture and all ones when every row darkens to the right", () => {
    expect(dHash(grid(() => 128))).toBe("0000000000000000");
    expect(dHash(grid((x) => 255 - x * 20))).toBe("ffffffffffffffff");
  });

  it("sets bits row by row, most significant first, as 16 lowercase hex characters", () => {
    expect(dHash(grid((x, y) => (x === 0 && y === 0 ? 200 : 100)))).toBe("8000000000000000");
    expect(dHash(grid((x, y) => (x === 7 && y === 7 ? 200 : 100)))).toBe("0000000000000001");
    expect(dHash(grid((x, y) => (y % 2 ? x * 20 : 255 - x * 20)))).toBe("ff00ff00ff00ff00");
    expect(() => dHash(new Uint8Array(64))).toThrow(/72 pixels/);
  });

  it("weights red, green and blue like the eye", () => {
    expect([...toGrayscale([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 0])]).toEqual([
      76, 150, 29, 255,
    ]);
  });

  it("shrinks by area: each cell is the mean of the pixels under it, whatever the size", () => {
    // 18×16 grey: each cell averages a 2×2 block; a picture 9×8 maps one to one.
    const big = new Uint8Array(18 * 16).map((_, i) => ((i % 18) >> 1) * 10 + (Math.floor(i / 18) >> 1));
    expect([...lumaGrid({ width: 18, height: 16, data: big, channels: 1 })]).toEqual(grid((x, y) => x * 10 + y));
    // 13 columns into 9: fractional spans still average to the same flat value.
    expect([...lumaGrid({ width: 13, height: 8, data: new Uint8Array(13 * 8).fill(77), channels: 1 })]).toEqual(
      grid(() => 77),
    );
  });
});

describe("imageHash: the picture's bytes, decoded in workerd", () => {
  it("gives the same picture, re-encoded as JPEG, PNG or lower-quality WebP and resized, within the duplicate distance", async () => {
    const original = (await imageHash(photoWebp))!;
    expect(original).toMatch(/^[0-9a-f]{16}$/);
    for (const copy of [sameAsJpeg, sameAsPng, sameAsWebp]) {
      const h = (await imageHash(copy))!;
      expect(h).toMatch(/^[0-9a-f]{16}$/);
      expect(hammingDistance(original, h)).toBeLessThanOrEqual(LISTING_RULES.duplicateHashDistance);
    }
    expect(hammingDistance(original, (await imageHash(otherWebp))!)).toBeGreaterThan(
      LISTING_RULES.duplicateHashDistance + 10,
    );
  });

  it("turns a camera JPEG upright by its EXIF orientation before hashing, as a browser shows it", async () => {
    const original = (await imageHash(photoWebp))!;
    expect([
      jpegOrientation(sidewaysJpeg),
      jpegOrientation(flippedJpeg),
      jpegOrientation(otherWayJpeg),
      jpegOrientation(sameAsJpeg),
    ]).toEqual([6, 4, 8, 1]);
    for (const copy of [sidewaysJpeg, flippedJpeg, otherWayJpeg])
      expect(hammingDistance(original, (await imageHash(copy))!)).toBeLessThanOrEqual(
        LISTING_RULES.duplicateHashDistance,
      );
    // Without the turn, the sideways copy would not be found.
    const { default: decodeJpeg } = await import("jpeg-js/lib/decoder");
    const raw = decodeJpeg(sidewaysJpeg, { useTArray: true, formatAsRGBA: false });
    const unturned = dHash(lumaGrid({ width: raw.width, height: raw.height, data: raw.data, channels: 3 }));
    expect(hammingDistance(original, unturned)).toBeGreaterThan(LISTING_RULES.duplicateHashDistance);
  });

  it("maps every orientation to the upright picture", () => {
    // A 3×2 picture, upright: 1 2 3 / 4 5 6. Each orientation's stored pixels, turned, give it back.
    const upright = [1, 2, 3, 4, 5, 6];
    const stored: Record<number, { w: number; h: number; px: number[] }> = {
      1: { w: 3, h: 2, px: [1, 2, 3, 4, 5, 6] },
      2: { w: 3, h: 2, px: [3, 2, 1, 6, 5, 4] },
      3: { w: 3, h: 2, px: [6, 5, 4, 3, 2, 1] },
      4: { w: 3, h: 2, px: [4, 5, 6, 1, 2, 3] },
      5: { w: 2, h: 3, px: [1, 4, 2, 5, 3, 6] },
      6: { w: 2, h: 3, px: [3, 6, 2, 5, 1, 4] },
      7: { w: 2, h: 3, px: [6, 3, 5, 2, 4, 1] },
      8: { w: 2, h: 3, px: [4, 1, 5, 2, 6, 3] },
    };
    for (const [o, s] of Object.entries(stored)) {
      const out = orient({ width: s.w, height: s.h, data: Uint8Array.from(s.px), channels: 1 }, Number(o));
      expect({ o, w: out.width, h: out.height, px: [...out.data] }).toEqual({ o, w: 3, h: 2, px: upright });
    }
  });

  it("decodes an Adam7-interlaced PNG like a plain one", async () => {
    const px = (await decodePng(interlacedPng))!;
    expect(interlacedPng[28]).toBe(1);
    expect(px).toMatchObject({ width: 100, height: 75, channels: 3 });
    expect(hammingDistance((await imageHash(photoWebp))!, (await imageHash(interlacedPng))!)).toBeLessThanOrEqual(
      LISTING_RULES.duplicateHashDistance,
    );
  });

  it("decodes a palette PNG to RGB", async () => {
    const px = (await decodePng(sameAsPng))!;
    expect(px).toMatchObject({ width: 100, height: 75, channels: 3 });
    expect(px.data.length).toBe(100 * 75 * 3);
  });

  it("has nothing to compare for a picture smaller than the grid, a blank one or one damaged past its header", async () => {
    for (const tiny of [PNG, JPEG, WEBP]) expect(await imageHash(tiny)).toBeNull();
    expect(await imageHash(sizedWebp(800, 600))).toBeNull();
    const cut = photoWebp.slice(0, 200);
    expect(await imageHash(cut)).toBeNull();
  });
});

describe("the photo-hash worker (the decoders are not in the API worker's bundle)", () => {
  it("answers over the PHOTO_HASH binding exactly what imageHash gives, null included", async () => {
    for (const bytes of [photoWebp, sameAsJpeg, sameAsPng, otherWebp, PNG])
      expect(await photoHash(env, bytes)).toBe(await imageHash(bytes));
  });

  it("refuses an answer that is not a hash rather than store it", async () => {
    const liar = { PHOTO_HASH: { hash: async () => "<script>" } } as unknown as Pick<Env, "PHOTO_HASH">;
    await expect(photoHash(liar, photoWebp)).rejects.toThrow(/not a photo hash/);
  });
});
