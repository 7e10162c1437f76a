import { describe, expect, it } from "vitest";
import { cardCopies, copyUrl, forCards, slimCover } from "./card-media";
import { card, media } from "./listing-fixtures";

/** A photo as uploads and the seed store it: `<prefix>/md.webp` (640), `w320`, `w960`, the original. */
const stored = (id: string, width = 1600, height = 1200) => {
  const prefix = `/media/listings/u1/${id}`;
  const sizes = [
    { width: Math.min(320, width), url: `${prefix}/w320.webp` },
    { width: Math.min(640, width), url: `${prefix}/md.webp` },
    { width: Math.min(960, width), url: `${prefix}/w960.webp` },
    { width, url: `${prefix}/original.jpg` },
  ].filter((s, i, all) => i === 0 || s.width > all[i - 1]!.width);
  return media(id, { url: `${prefix}/original.jpg`, thumbnailMdUrl: `${prefix}/md.webp`, width, height, sizes });
};

describe("a card's photo in the page data", () => {
  it("is one URL and the widths beside it; the browser derives the same srcset the API's copies give", () => {
    const photo = stored("m1");
    const slim = slimCover(photo);
    expect(slim).toEqual({
      thumbnailMdUrl: "/media/listings/u1/m1/md.webp",
      primaryImage: false,
      rotation: 0,
      width: 1600,
      height: 1200,
      copies: [320],
    });
    expect(JSON.stringify(slim).match(/\/media\//g)).toHaveLength(1);
    expect(cardCopies(slim)).toEqual(photo.sizes.filter((s) => s.width <= 640));
    expect(copyUrl("/media/listings/u1/m1/md.webp", 320)).toBe("/media/listings/u1/m1/w320.webp");
  });

  it("a photo narrower than 640 px keeps its real widths", () => {
    const photo = stored("m2", 500, 400);
    const slim = slimCover(photo);
    expect(slim.copies).toEqual([320]);
    expect(cardCopies(slim)).toEqual([
      { width: 320, url: "/media/listings/u1/m2/w320.webp" },
      { width: 500, url: "/media/listings/u1/m2/md.webp" },
    ]);
  });

  it("copies not named as the rule derives (older uploads, a JPEG small copy, a tiny photo) are spelled out", () => {
    for (const photo of [
      media("old"),
      media("jpeg", {
        ...stored("jpeg"),
        sizes: [{ width: 320, url: "/media/listings/u1/jpeg/w320.jpg" }, ...stored("jpeg").sizes.slice(1)],
      }),
      stored("tiny", 200, 150),
    ]) {
      const slim = slimCover(photo);
      expect(slim.copies).toBeUndefined();
      expect(cardCopies(slim)).toEqual(photo.sizes.filter((s) => s.width <= 640));
    }
  });

  it("forCards keeps the cover only (the primary photo), slim, and a card without photos as it is", () => {
    const cover = stored("cover");
    const [withPhotos, without] = forCards([
      card({ propertyMedia: [stored("other"), { ...cover, primaryImage: true }] }),
      card({ propertyMedia: [] }),
    ]);
    expect(withPhotos!.propertyMedia).toEqual([{ ...slimCover(cover), primaryImage: true }]);
    expect(without!.propertyMedia).toEqual([]);
  });
});
