import sharp from "sharp";
import { Canvas } from "./canvas.mjs";
import { rng } from "./random.mjs";
import { INTERIORS } from "./scenes-indoor.mjs";
import { commercial, flats, house, land } from "./scenes-outdoor.mjs";

/**
 * Seed pictures are WebP in the widths real uploads have: the original at 1280 px (3:2), the 640 thumbnail
 * (thumbnailMdUrl) and the 320 copy. sharp (a devDependency with prebuilt binaries from npm) encodes them.
 */
export const ORIGINAL = { width: 1280, height: 853 };
export const SMALL_WIDTHS = [320];
/** The copy a 2× phone draws full width (a 375 px screen needs 750 px): not the 1280 original. */
export const LARGE_WIDTH = 960;
const QUALITY = 72;

const SCENES = { house, flats, commercial, land, ...INTERIORS };

/**
 * The original, the 640 thumbnail and the 320 and 960 copies of a picture described by `scene` (house, flats,
 * commercial, land or an interior), its options and a seed: the same seed always draws the same picture.
 */
export async function renderSet({ scene, opts = {}, seed }) {
  const draw = SCENES[scene];
  if (!draw) throw new Error(`Unknown scene ${scene}`);
  const c = new Canvas(ORIGINAL.width, ORIGINAL.height);
  draw(c, rng(seed), opts);
  const raw = () => sharp(c.px, { raw: { width: ORIGINAL.width, height: ORIGINAL.height, channels: 3 } });
  const webp = (img) => img.webp({ quality: QUALITY, effort: 4 }).toBuffer();
  const [original, thumb, small, large] = await Promise.all([
    webp(raw()),
    webp(raw().resize({ width: 640 })),
    webp(raw().resize({ width: 320 })),
    webp(raw().resize({ width: LARGE_WIDTH })),
  ]);
  return { original, thumb, small, large };
}
