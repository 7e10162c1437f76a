import { describe, expect, it } from "vitest";
import { fitLongSide, fitWidth } from "./image-math";

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
