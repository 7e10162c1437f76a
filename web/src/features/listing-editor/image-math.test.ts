import { describe, expect, it } from "vitest";
import { dHash, fitLongSide, fitWidth, hammingDistance, toGrayscale } from "./image-math";

const grid = (fn: (x: number, y: number) => number) => Array.from({ length: 72 }, (_, i) => fn(i % 9, Math.floor(i / 9)));

describe("dHash", () => {
  it("is all zeros for a flat picture and all ones when every row darkens to the right", () => {
    expect(dHash(grid(() => 128))).toBe("0000000000000000");
    expect(dHash(grid((x) => 255 - x * 20))).toBe("ffffffffffffffff");
  });

  it("sets bits row by row, most significant first", () => {
    // Only the first comparison of the first row is "left brighter".
    expect(dHash(grid((x, y) => (x === 0 && y === 0 ? 200 : 100)))).toBe("8000000000000000");
    // Only the last comparison of the last row.
    expect(dHash(grid((x, y) => (x === 7 && y === 7 ? 200 : 100)))).toBe("0000000000000001");
    // Rows alternate: even rows darken to the right, odd rows brighten.
    expect(dHash(grid((x, y) => (y % 2 ? x * 20 : 255 - x * 20)))).toBe("ff00ff00ff00ff00");
  });

  it("gives 16 lowercase hex characters and refuses the wrong grid size", () => {
    expect(dHash(grid((x, y) => (x * 31 + y * 17) % 256))).toMatch(/^[0-9a-f]{16}$/);
    expect(() => dHash(new Uint8Array(64))).toThrow(/72 pixels/);
  });

  it("barely moves for a slightly brighter copy of the same picture", () => {
    const photo = grid((x, y) => (x * 37 + y * 53) % 200);
    const brighter = photo.map((g) => Math.min(255, g + 12));
    expect(hammingDistance(dHash(photo), dHash(brighter))).toBe(0);
    expect(hammingDistance("0000000000000000", "ffffffffffffffff")).toBe(64);
    expect(hammingDistance("8000000000000001", "0000000000000000")).toBe(2);
  });
});

describe("toGrayscale", () => {
  it("weights red, green and blue like the eye", () => {
    expect([...toGrayscale([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 0])]).toEqual([76, 150, 29, 255]);
  });
});

describe("fitting sizes", () => {
  it("shrinks the long side of big originals to 2048 px, keeping the ratio", () => {
    expect(fitLongSide({ width: 4032, height: 3024 })).toEqual({ width: 2048, height: 1536 });
    expect(fitLongSide({ width: 3000, height: 4000 })).toEqual({ width: 1536, height: 2048 });
  });

  it("never enlarges small pictures", () => {
    expect(fitLongSide({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWidth({ width: 320, height: 480 })).toEqual({ width: 320, height: 480 });
  });

  it("makes medium thumbnails at most 640 px wide", () => {
    expect(fitWidth({ width: 2048, height: 1536 })).toEqual({ width: 640, height: 480 });
    expect(fitWidth({ width: 1536, height: 2048 })).toEqual({ width: 640, height: 853 });
    expect(fitWidth({ width: 5000, height: 2 })).toEqual({ width: 640, height: 1 });
  });
});
