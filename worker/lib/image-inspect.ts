/**
 * Uploads are judged by their structure, not their first bytes: a PNG must carry a
 * well-formed IHDR, a JPEG a frame header (SOFn) reached by walking its segments, a WebP a RIFF container
 * whose VP8/VP8L/VP8X chunk names the size — and each answers its width and height. Anything with markup in
 * it (SVG, HTML, a script) is refused even behind a valid signature, so a stored "picture" can never be a page.
 */
export type ImageType = "image/jpeg" | "image/png" | "image/webp";
export type ImageInfo = { type: ImageType; width: number; height: number };

const MAX_SIDE = 20_000;
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + b[at + 3]! * 0x1000000;

function png(b: Uint8Array): ImageInfo | null {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 33 || !sig.every((v, i) => b[i] === v)) return null;
  if (u32be(b, 8) !== 13 || ascii(b, 12, 16) !== "IHDR") return null;
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  const depth = b[24]!;
  const colour = b[25]!;
  if (![1, 2, 4, 8, 16].includes(depth) || ![0, 2, 3, 4, 6].includes(colour)) return null;
  return { type: "image/png", width, height };
}

function jpeg(b: Uint8Array): ImageInfo | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Markers without a length.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // image data or end before any frame header
    const len = u16be(b, at + 2);
    if (len < 2) return null;
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) {
      if (at + 9 > b.length) return null;
      return { type: "image/jpeg", height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + len;
  }
  return null;
}

function webp(b: Uint8Array): ImageInfo | null {
  if (b.length < 30 || ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 12) !== "WEBP") return null;
  // The RIFF size covers the rest of the file (a truncated or padded container is not a picture).
  const riff = u32le(b, 4);
  if (riff + 8 > b.length || riff + 8 < b.length - 1) return null;
  const chunk = ascii(b, 12, 16);
  const d = 20;
  if (chunk === "VP8 ") {
    if (b[d + 3] !== 0x9d || b[d + 4] !== 0x01 || b[d + 5] !== 0x2a) return null;
    return { type: "image/webp", width: u16le(b, d + 6) & 0x3fff, height: u16le(b, d + 8) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (b[d] !== 0x2f) return null;
    const bits = u32le(b, d + 1);
    return { type: "image/webp", width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { type: "image/webp", width: u24le(b, d + 4) + 1, height: u24le(b, d + 7) + 1 };
  return null;
}

/**
 * What a browser would act on if it ever took the bytes for a page: tag names (and the doctype and XML
 * declarations), each matched only when a delimiter follows (space, `/` or `>`), as HTML's tokenizer reads them, so
 * compressed picture data that happens to spell `<img` followed by other bytes is not refused.
 */
const MARKUP = [
  "svg",
  "html",
  "head",
  "body",
  "script",
  "style",
  "img",
  "image",
  "object",
  "embed",
  "iframe",
  "frame",
  "frameset",
  "meta",
  "link",
  "base",
  "form",
  "math",
  "video",
  "audio",
  "!doctype",
  "?xml",
  "xml",
  "x:script",
].map((tag) => [...tag].map((ch) => ch.charCodeAt(0)));
const DELIMITERS = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x2f, 0x3e]);
const lower = (c: number) => (c >= 0x41 && c <= 0x5a ? c + 0x20 : c);

/**
 * The character `k` places after the `<` at `at`, read as ASCII (stride 1) or as UTF-16 (stride 2: every other byte,
 * with a zero byte between; little- and big-endian read the same from the `<` on), or -1.
 */
function charAt(b: Uint8Array, at: number, k: number, stride: 1 | 2) {
  const i = at + k * stride;
  if (i >= b.length) return -1;
  if (stride === 2 && b[i - 1] !== 0) return -1;
  return b[i]!;
}

function tagAt(b: Uint8Array, at: number, stride: 1 | 2) {
  return MARKUP.some((tag) => {
    for (let k = 0; k < tag.length; k++) if (lower(charAt(b, at, k + 1, stride)) !== tag[k]) return false;
    return DELIMITERS.has(charAt(b, at, tag.length + 1, stride));
  });
}

/**
 * Whether the bytes carry markup anywhere, in ASCII or UTF-16 (LE or BE), case-insensitive. The whole stream is
 * scanned, not only the start: a valid header followed by a page is still a page to a browser that sniffs it.
 * `<` is rare, so the scan jumps from one to the next.
 */
export function hasMarkup(b: Uint8Array) {
  for (let at = b.indexOf(0x3c); at !== -1; at = b.indexOf(0x3c, at + 1)) {
    if (tagAt(b, at, 1) || tagAt(b, at, 2)) return true;
  }
  return false;
}

/** The picture's type and size from its structure alone, or null when the bytes are not a well-formed JPEG, PNG or WebP. */
export function inspectStructure(b: Uint8Array): ImageInfo | null {
  const info = png(b) ?? jpeg(b) ?? webp(b);
  if (!info || info.width < 1 || info.height < 1 || info.width > MAX_SIDE || info.height > MAX_SIDE) return null;
  return info;
}

/** The picture's type and size, or null when the bytes are not a well-formed JPEG, PNG or WebP free of markup. */
export function inspectImage(b: Uint8Array): ImageInfo | null {
  const info = inspectStructure(b);
  return info && !hasMarkup(b) ? info : null;
}
