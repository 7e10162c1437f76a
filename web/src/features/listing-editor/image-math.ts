/** Pure picture arithmetic for uploads: kept free of the DOM so it is unit-tested directly. */

export const ORIGINAL_MAX_PX = 2048;
export const THUMB_MAX_WIDTH = 640;
/** dHash samples a 9x8 grayscale grid: 8 comparisons per row, 8 rows, 64 bits. */
export const DHASH_WIDTH = 9;
export const DHASH_HEIGHT = 8;

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

/** RGBA pixels to ITU-R 601 luma, one byte per pixel. */
export function toGrayscale(rgba: ArrayLike<number>): Uint8Array {
  const out = new Uint8Array(Math.floor(rgba.length / 4));
  for (let i = 0; i < out.length; i++) {
    out[i] = Math.round(0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!);
  }
  return out;
}

/**
 * 64-bit difference hash of a 9x8 grayscale grid (row-major): bit = left pixel brighter than its right
 * neighbour, most significant bit first, as 16 lowercase hex characters. Re-encoded, resized or slightly
 * recoloured copies of a photo land within a few bits of each other; the server compares by Hamming distance.
 */
export function dHash(gray: ArrayLike<number>): string {
  if (gray.length !== DHASH_WIDTH * DHASH_HEIGHT) throw new Error(`dHash needs ${DHASH_WIDTH * DHASH_HEIGHT} pixels, got ${gray.length}`);
  let hex = "";
  let nibble = 0;
  let bits = 0;
  for (let y = 0; y < DHASH_HEIGHT; y++) {
    for (let x = 0; x < DHASH_WIDTH - 1; x++) {
      nibble = (nibble << 1) | (gray[y * DHASH_WIDTH + x]! > gray[y * DHASH_WIDTH + x + 1]! ? 1 : 0);
      if (++bits === 4) {
        hex += nibble.toString(16);
        nibble = 0;
        bits = 0;
      }
    }
  }
  return hex;
}

/** Bits that differ between two hashes. */
export function hammingDistance(a: string, b: string): number {
  let d = 0;
  for (let i = 0; i < a.length; i++) {
    let x = parseInt(a[i]!, 16) ^ parseInt(b[i]!, 16);
    while (x) {
      d += x & 1;
      x >>= 1;
    }
  }
  return d;
}
