/**
 * The duplicate-photo fingerprint, computed by the server from the stored bytes: the
 * uploader's own value, if it still sends one, is ignored, so it can be neither forged nor left out.
 *
 * It is the 64-bit difference hash (dHash) the duplicate check has always compared: the picture shrunk to a
 * 9×8 grid of ITU-R 601 luma, one bit per row neighbour pair (left brighter than right), most significant
 * first, 16 lowercase hex characters. The grid is an area average (every source pixel counts once, with the
 * share of it that falls in a cell), the server's equivalent of the browser's high-quality canvas shrink the
 * uploader used before, so re-encoded, resized or slightly recoloured copies land within a few bits.
 *
 * Decoders, all running in workerd: WebP (what the browser uploads) by libwebp's decoder compiled to
 * WebAssembly (@jsquash/webp, decode-only build, imported as a Wasm module), JPEG by jpeg-js (pure JS, the
 * decoder file only, turned upright by its EXIF orientation), PNG here (inflate by the runtime's
 * DecompressionStream, then the row filters, plain or Adam7-interlaced).
 */
import decodeWebp, { init as initWebp } from "@jsquash/webp/decode";
import WEBP_DECODER from "@jsquash/webp/codec/dec/webp_dec.wasm";
import decodeJpeg from "jpeg-js/lib/decoder";
import { inspectImage } from "./image-inspect";

export const DHASH_WIDTH = 9;
export const DHASH_HEIGHT = 8;
/** Larger pictures are not decoded (≈ 64 MB of pixels): the upload keeps no hash. Listing originals are ≤ 2048 px. */
export const MAX_HASH_PIXELS = 4096 * 4096;
/** A picture with no left/right differences at all (one colour, or smaller than the grid) says nothing: every blank picture would match. */
const BLANK = "0000000000000000";

type Pixels = { width: number; height: number; data: Uint8Array | Uint8ClampedArray; channels: number };

/** RGB(A) or grey pixels to ITU-R 601 luma, one byte per pixel. */
export function toGrayscale(rgba: ArrayLike<number>, channels = 4): Uint8Array {
  const out = new Uint8Array(Math.floor(rgba.length / channels));
  if (channels < 3) {
    for (let i = 0; i < out.length; i++) out[i] = rgba[i * channels]!;
    return out;
  }
  for (let i = 0; i < out.length; i++) {
    out[i] = Math.round(
      0.299 * rgba[i * channels]! + 0.587 * rgba[i * channels + 1]! + 0.114 * rgba[i * channels + 2]!,
    );
  }
  return out;
}

/** dHash of a 9×8 grayscale grid (row-major). */
export function dHash(gray: ArrayLike<number>): string {
  if (gray.length !== DHASH_WIDTH * DHASH_HEIGHT)
    throw new Error(`dHash needs ${DHASH_WIDTH * DHASH_HEIGHT} pixels, got ${gray.length}`);
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

/** For each output cell along one axis: the source pixels it covers and the share of each (area weights). */
function spans(from: number, to: number) {
  const out: { start: number; weights: number[] }[] = [];
  const scale = from / to;
  for (let i = 0; i < to; i++) {
    const a = i * scale;
    const b = (i + 1) * scale;
    const start = Math.floor(a);
    const weights: number[] = [];
    for (let p = start; p < Math.min(from, Math.ceil(b)); p++) weights.push(Math.min(b, p + 1) - Math.max(a, p));
    out.push({ start, weights });
  }
  return out;
}

/** The luma of the picture averaged over a 9×8 grid, each cell the area-weighted mean of the pixels under it. */
export function lumaGrid(px: Pixels): Uint8Array {
  const { width, height, data, channels } = px;
  const cols = spans(width, DHASH_WIDTH);
  const rows = spans(height, DHASH_HEIGHT);
  // Column sums per source row first (one pass over the pixels), then rows.
  const colOf = new Int32Array(width);
  const colWeight = new Float64Array(width * 2);
  colOf.fill(-1);
  cols.forEach((c, ci) =>
    c.weights.forEach((w, k) => {
      const x = c.start + k;
      // A source column can straddle two cells.
      if (colOf[x] === -1) {
        colOf[x] = ci;
        colWeight[x * 2] = w;
      } else colWeight[x * 2 + 1] = w;
    }),
  );
  const rowSums = new Float64Array(height * DHASH_WIDTH);
  const colour = channels >= 3;
  for (let y = 0; y < height; y++) {
    let at = y * width * channels;
    const base = y * DHASH_WIDTH;
    for (let x = 0; x < width; x++, at += channels) {
      const l = colour ? 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]! : data[at]!;
      const ci = colOf[x]!;
      rowSums[base + ci] = rowSums[base + ci]! + l * colWeight[x * 2]!;
      if (colWeight[x * 2 + 1]) rowSums[base + ci + 1] = rowSums[base + ci + 1]! + l * colWeight[x * 2 + 1]!;
    }
  }
  const out = new Uint8Array(DHASH_WIDTH * DHASH_HEIGHT);
  const cellW = width / DHASH_WIDTH;
  const cellH = height / DHASH_HEIGHT;
  rows.forEach((r, ry) => {
    for (let cx = 0; cx < DHASH_WIDTH; cx++) {
      let s = 0;
      r.weights.forEach((w, k) => (s += rowSums[(r.start + k) * DHASH_WIDTH + cx]! * w));
      out[ry * DHASH_WIDTH + cx] = Math.round(s / (cellW * cellH));
    }
  });
  return out;
}

// ---------------------------------------------------------------------------------------------- PNG

const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

async function inflate(parts: Uint8Array[]) {
  const stream = new Blob(parts).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Adam7's seven passes: first column and row, then the column and row steps. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;
const PLAIN = [[0, 0, 1, 1]] as const;

/** Undoes the row filters of one (sub-)image of `h` rows of `stride` bytes starting at `at`; null if damaged. */
function unfilter(raw: Uint8Array, at: number, stride: number, h: number, bpp: number): Uint8Array | null {
  if (raw.length < at + h * (stride + 1)) return null;
  const rows = new Uint8Array(h * stride);
  for (let y = 0; y < h; y++) {
    const filter = raw[at + y * (stride + 1)]!;
    const src = raw.subarray(at + y * (stride + 1) + 1, at + (y + 1) * (stride + 1));
    const out = rows.subarray(y * stride, (y + 1) * stride);
    const up = y ? rows.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? out[i - bpp]! : 0;
      const c = i >= bpp ? up[i - bpp]! : 0;
      const u = up[i]!;
      let p = src[i]!;
      if (filter === 1) p += a;
      else if (filter === 2) p += u;
      else if (filter === 3) p += (a + u) >> 1;
      else if (filter === 4) {
        const pa = Math.abs(u - c);
        const pb = Math.abs(a - c);
        const pc = Math.abs(a + u - 2 * c);
        p += pa <= pb && pa <= pc ? a : pb <= pc ? u : c;
      } else if (filter !== 0) return null;
      out[i] = p & 0xff;
    }
  }
  return rows;
}

/**
 * A PNG of any colour type and depth, plain or Adam7-interlaced, to 8-bit samples (grey, grey+alpha, RGB or
 * RGBA; palettes expanded to RGB).
 */
export async function decodePng(b: Uint8Array): Promise<Pixels | null> {
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  const depth = b[24]!;
  const colour = b[25]!;
  const interlace = b[28]!;
  if (interlace > 1) return null;
  const idat: Uint8Array[] = [];
  let palette: Uint8Array | null = null;
  for (let at = 8; at + 12 <= b.length;) {
    const len = u32be(b, at);
    const type = String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!);
    const body = b.subarray(at + 8, at + 8 + len);
    if (type === "IDAT") idat.push(body);
    else if (type === "PLTE") palette = body;
    else if (type === "IEND") break;
    at += 12 + len;
  }
  const samples = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[colour];
  if (!samples || ![1, 2, 4, 8, 16].includes(depth)) return null;
  const bpp = Math.max(1, (samples * depth) >> 3);
  const raw = await inflate(idat);
  // To 8-bit samples: 16-bit keeps the high byte; 1/2/4-bit grey is scaled, 1/2/4/8-bit palette indices looked up.
  const outChannels = colour === 3 ? 3 : samples;
  const data = new Uint8Array(width * height * outChannels);
  const max = (1 << depth) - 1;
  let at = 0;
  // A plain PNG is one pass over every pixel; an interlaced one is seven smaller images, each filtered on its own.
  for (const [x0, y0, dx, dy] of interlace ? ADAM7 : PLAIN) {
    const pw = Math.ceil((width - x0) / dx);
    const ph = Math.ceil((height - y0) / dy);
    if (pw <= 0 || ph <= 0) continue;
    const stride = Math.ceil((pw * samples * depth) / 8);
    const rows = unfilter(raw, at, stride, ph, bpp);
    if (!rows) return null;
    at += ph * (stride + 1);
    for (let py = 0; py < ph; py++) {
      const row = rows.subarray(py * stride, (py + 1) * stride);
      const y = y0 + py * dy;
      for (let px = 0; px < pw; px++) {
        const o = (y * width + x0 + px * dx) * outChannels;
        for (let s = 0; s < samples; s++) {
          const n = px * samples + s;
          let v: number;
          if (depth === 8) v = row[n]!;
          else if (depth === 16) v = row[n * 2]!;
          else v = (row[(n * depth) >> 3]! >> (8 - depth - ((n * depth) & 7))) & max;
          if (colour === 3) {
            if (!palette || v * 3 + 2 >= palette.length) return null;
            data[o] = palette[v * 3]!;
            data[o + 1] = palette[v * 3 + 1]!;
            data[o + 2] = palette[v * 3 + 2]!;
          } else data[o + s] = depth < 8 ? Math.round((v * 255) / max) : v;
        }
      }
    }
  }
  return { width, height, data, channels: outChannels };
}

// ----------------------------------------------------------------------------------------- orientation

/**
 * A JPEG's EXIF orientation (1–8; 1 when absent or unreadable): how the camera's stored pixels must be
 * turned to be seen upright. Browsers apply it when they show the photo, so the hash must too, or a phone
 * photo sent as the camera wrote it would not match the same photo re-saved upright.
 */
export function jpegOrientation(b: Uint8Array): number {
  for (let at = 2; at + 4 <= b.length && b[at] === 0xff;) {
    const marker = b[at + 1]!;
    if (marker === 0xda || marker === 0xd9) break; // Start of scan / end: no more metadata.
    const len = (b[at + 2]! << 8) | b[at + 3]!;
    if (marker === 0xe1 && len >= 16 && String.fromCharCode(...b.subarray(at + 4, at + 10)) === "Exif\0\0") {
      const t = at + 10; // The TIFF header.
      const le = b[t] === 0x49; // "II": little-endian; "MM": big-endian.
      const u16 = (p: number) => (le ? b[p]! | (b[p + 1]! << 8) : (b[p]! << 8) | b[p + 1]!);
      const u32 = (p: number) =>
        le
          ? (b[p]! | (b[p + 1]! << 8) | (b[p + 2]! << 16)) + b[p + 3]! * 2 ** 24
          : b[p]! * 2 ** 24 + ((b[p + 1]! << 16) | (b[p + 2]! << 8) | b[p + 3]!);
      const ifd = t + u32(t + 4);
      const end = Math.min(b.length, at + 2 + len);
      if (ifd + 2 > end) return 1;
      const count = u16(ifd);
      for (let i = 0; i < count && ifd + 2 + i * 12 + 12 <= end; i++) {
        const e = ifd + 2 + i * 12;
        if (u16(e) === 0x0112) {
          const o = u16(e + 8);
          return o >= 1 && o <= 8 ? o : 1;
        }
      }
      return 1;
    }
    at += 2 + len;
  }
  return 1;
}

/** The picture as a viewer shows it: its luma turned and/or mirrored by an EXIF orientation (2–8). */
export function orient(px: Pixels, orientation: number): Pixels {
  if (orientation <= 1 || orientation > 8) return px;
  const { width: w, height: h } = px;
  const luma = px.channels === 1 ? px.data : toGrayscale(px.data, px.channels);
  const swap = orientation >= 5;
  const ow = swap ? h : w;
  const oh = swap ? w : h;
  const out = new Uint8Array(ow * oh);
  // The stored pixel seen at (x, y) once the picture is upright is at base + x·ax + y·ay.
  const last = (h - 1) * w;
  const [base, ax, ay] = (
    {
      2: [w - 1, -1, w],
      3: [last + w - 1, -1, -w],
      4: [last, 1, -w],
      5: [0, w, 1],
      6: [last, -w, 1],
      7: [last + w - 1, -w, -1],
      8: [w - 1, w, -1],
    } as Record<number, [number, number, number]>
  )[orientation]!;
  for (let y = 0, i = 0; y < oh; y++) for (let x = 0, at = base + y * ay; x < ow; x++, at += ax) out[i++] = luma[at]!;
  return { width: ow, height: oh, data: out, channels: 1 };
}

// --------------------------------------------------------------------------------------------- decode

let webpReady: Promise<void> | null = null;

async function decode(bytes: Uint8Array): Promise<Pixels | null> {
  const info = inspectImage(bytes);
  if (!info || info.width * info.height > MAX_HASH_PIXELS || info.width < DHASH_WIDTH || info.height < DHASH_HEIGHT)
    return null;
  if (info.type === "image/png") return decodePng(bytes);
  if (info.type === "image/jpeg") {
    const img = decodeJpeg(bytes, {
      useTArray: true,
      formatAsRGBA: false,
      tolerantDecoding: true,
      maxResolutionInMP: MAX_HASH_PIXELS / 1e6,
      maxMemoryUsageInMB: 96,
    });
    return orient(
      { width: img.width, height: img.height, data: img.data, channels: img.data.length / (img.width * img.height) },
      jpegOrientation(bytes),
    );
  }
  // The package's types only name the options form of init(); it takes the compiled module first (its own README, for workers).
  webpReady ??= (initWebp as unknown as (module: WebAssembly.Module) => Promise<void>)(WEBP_DECODER);
  await webpReady;
  const buf =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
  const img = await decodeWebp(buf as ArrayBuffer);
  return { width: img.width, height: img.height, data: img.data, channels: 4 };
}

/**
 * The picture's dHash from its bytes, or null when there is nothing to compare: not decodable (damaged past
 * its header), too large to decode here, smaller than the grid, or blank (no differences at all).
 */
export async function imageHash(bytes: Uint8Array): Promise<string | null> {
  let px: Pixels | null;
  try {
    px = await decode(bytes);
  } catch {
    return null;
  }
  if (!px) return null;
  const hash = dHash(lumaGrid(px));
  return hash === BLANK ? null : hash;
}
