import { Buffer } from "node:buffer";
import { deflateSync } from "node:zlib";

const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * RGB 8-bit PNG. Every row after the first uses the "Up" filter: the illustrations are flat shapes and
 * vertical gradients, so most filtered bytes are zero and deflate is both fast and small.
 */
export function encodePng(width, height, rgb) {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  raw.set(rgb.subarray(0, stride), 1);
  // Byte-wise "this row minus the row above", four bytes at a time (SWAR subtraction without borrows).
  const words = stride % 4 === 0 && rgb.byteOffset % 4 === 0;
  const cur = words ? new Uint32Array(rgb.buffer, rgb.byteOffset, (stride * height) / 4) : null;
  const diff = new Uint32Array(stride / 4 || 1), diffBytes = new Uint8Array(diff.buffer);
  for (let y = 1; y < height; y++) {
    const o = y * (stride + 1);
    raw[o] = 2;
    if (words) {
      const w0 = (y * stride) / 4, n = stride / 4;
      for (let i = 0; i < n; i++) {
        const a = cur[w0 + i], b = cur[w0 - n + i];
        diff[i] = ((a | 0x80808080) - (b & 0x7f7f7f7f)) ^ ((a ^ ~b) & 0x80808080);
      }
      raw.set(diffBytes.subarray(0, stride), o + 1);
    } else {
      const row = y * stride;
      for (let x = 0; x < stride; x++) raw[o + 1 + x] = (rgb[row + x] - rgb[row - stride + x]) & 0xff;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 3 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
