import { Canvas } from "./canvas.mjs";
import { encodePng } from "./png.mjs";
import { rng } from "./random.mjs";
import { INTERIORS } from "./scenes-indoor.mjs";
import { commercial, flats, house, land } from "./scenes-outdoor.mjs";

export const ORIGINAL = { width: 960, height: 640 };
export const THUMB = { width: 480, height: 320 };

const SCENES = { house, flats, commercial, land, ...INTERIORS };

/** Halves an RGB image by averaging 2×2 blocks: cheaper than drawing again and smoother too. */
function halve(src, w, h) {
  const ow = w >> 1, oh = h >> 1, out = new Uint8Array(ow * oh * 3);
  for (let y = 0; y < oh; y++) {
    const r0 = 2 * y * w * 3, r1 = r0 + w * 3;
    for (let x = 0, o = y * ow * 3; x < ow; x++, o += 3) {
      const i = x * 6;
      for (let c = 0; c < 3; c++) out[o + c] = (src[r0 + i + c] + src[r0 + i + 3 + c] + src[r1 + i + c] + src[r1 + i + 3 + c] + 2) >> 2;
    }
  }
  return out;
}

/**
 * The original and the medium thumbnail of a picture described by `scene` (house, flats, commercial,
 * land or an interior), its options and a seed: the same seed always draws the same picture.
 */
export function renderPair({ scene, opts = {}, seed }) {
  const draw = SCENES[scene];
  if (!draw) throw new Error(`Unknown scene ${scene}`);
  const c = new Canvas(ORIGINAL.width, ORIGINAL.height);
  draw(c, rng(seed), opts);
  return {
    original: encodePng(ORIGINAL.width, ORIGINAL.height, c.px),
    thumb: encodePng(THUMB.width, THUMB.height, halve(c.px, ORIGINAL.width, ORIGINAL.height)),
  };
}
