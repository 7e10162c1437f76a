/** Pure picture arithmetic for uploads: kept free of the DOM so it is unit-tested directly. */

export const ORIGINAL_MAX_PX = 2048;
export const THUMB_MAX_WIDTH = 640;
export type Size = { width: number; height: number };

function scaled(size: Size, factor: number): Size {
  if (factor >= 1) return { width: size.width, height: size.height };
  return { width: Math.max(1, Math.round(size.width * factor)), height: Math.max(1, Math.round(size.height * factor)) };
}

/** Shrinks (never enlarges) so the longer side is at most `maxLong`, keeping the aspect ratio. */
export function fitLongSide(size: Size, maxLong = ORIGINAL_MAX_PX): Size {
  return scaled(size, maxLong / Math.max(size.width, size.height));
}

/** Shrinks (never enlarges) so the width is at most `maxWidth`, keeping the aspect ratio. */
export function fitWidth(size: Size, maxWidth = THUMB_MAX_WIDTH): Size {
  return scaled(size, maxWidth / size.width);
}
