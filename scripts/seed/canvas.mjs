/**
 * A tiny RGB raster for the seed's illustrations. Callers draw in a 960×640 design space; the canvas
 * scales, so the same scene renders as the original and as the thumbnail. Polygons are anti-aliased
 * (exact horizontal coverage, four sub-scanlines).
 */
export const DESIGN_W = 960;
export const DESIGN_H = 640;

export const hex = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
export const mix = (a, b, t) => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t));
export const shade = (c, f) => (f < 0 ? mix(c, [0, 0, 0], -f) : mix(c, [255, 255, 255], f));

export class Canvas {
  constructor(width, height) {
    this.w = width;
    this.h = height;
    this.s = width / DESIGN_W;
    this.px = new Uint8Array(width * height * 3);
    this.spans = [];
  }

  /** Axis-aligned rectangle, snapped to whole pixels (fast path for walls, windows, tiles). */
  rect(x0, y0, x1, y1, c, a = 1) {
    const s = this.s;
    const xa = Math.max(0, Math.round(x0 * s)),
      xb = Math.min(this.w, Math.round(x1 * s));
    const ya = Math.max(0, Math.round(y0 * s)),
      yb = Math.min(this.h, Math.round(y1 * s));
    for (let y = ya; y < yb; y++) this.#span(y, xa, xb, c, a);
  }

  /** Rectangle whose colour runs from c0 at the top to c1 at the bottom. */
  vgrad(x0, y0, x1, y1, c0, c1) {
    const s = this.s;
    const xa = Math.max(0, Math.round(x0 * s)),
      xb = Math.min(this.w, Math.round(x1 * s));
    const ya = Math.max(0, Math.round(y0 * s)),
      yb = Math.min(this.h, Math.round(y1 * s));
    const top = Math.round(y0 * s),
      span = Math.max(1, Math.round(y1 * s) - top - 1);
    for (let y = ya; y < yb; y++) this.#span(y, xa, xb, mix(c0, c1, (y - top) / span), 1);
  }

  /** Line of the given (design) width, drawn as a quad. */
  line(x0, y0, x1, y1, width, c, a = 1) {
    const dx = x1 - x0,
      dy = y1 - y0,
      len = Math.hypot(dx, dy) || 1;
    const nx = (-dy / len) * (width / 2),
      ny = (dx / len) * (width / 2);
    this.poly([x0 + nx, y0 + ny, x1 + nx, y1 + ny, x1 - nx, y1 - ny, x0 - nx, y0 - ny], c, a);
  }

  ellipse(cx, cy, rx, ry, c, a = 1) {
    const n = Math.max(16, Math.min(96, Math.round((rx + ry) * this.s * 0.6)));
    const pts = [];
    for (let i = 0; i < n; i++) {
      const t = (i / n) * Math.PI * 2;
      pts.push(cx + Math.cos(t) * rx, cy + Math.sin(t) * ry);
    }
    this.poly(pts, c, a);
  }

  /** Filled polygon (even-odd), `pts` = [x0, y0, x1, y1, ...] in design units. */
  poly(pts, c, a = 1) {
    const s = this.s,
      n = pts.length / 2,
      P = pts.map((v) => v * s);
    let minY = Infinity,
      maxY = -Infinity,
      minX = Infinity,
      maxX = -Infinity;
    for (let i = 0; i < n; i++) {
      minX = Math.min(minX, P[2 * i]);
      maxX = Math.max(maxX, P[2 * i]);
      minY = Math.min(minY, P[2 * i + 1]);
      maxY = Math.max(maxY, P[2 * i + 1]);
    }
    const x0 = Math.max(0, Math.floor(minX)),
      x1 = Math.min(this.w, Math.ceil(maxX));
    const y0 = Math.max(0, Math.floor(minY)),
      y1 = Math.min(this.h - 1, Math.ceil(maxY));
    if (x1 <= x0) return;
    const xs = [],
      spans = this.spans;
    for (let y = y0; y <= y1; y++) {
      spans.length = 0;
      for (let k = 0; k < 4; k++) {
        const sy = y + (k + 0.5) / 4;
        xs.length = 0;
        for (let i = 0, j = n - 1; i < n; j = i++) {
          const ya = P[2 * j + 1],
            yb = P[2 * i + 1];
          if ((ya <= sy && yb > sy) || (yb <= sy && ya > sy))
            xs.push(P[2 * j] + ((sy - ya) * (P[2 * i] - P[2 * j])) / (yb - ya));
        }
        if (xs.length === 2 && xs[0] > xs[1]) xs.reverse();
        else if (xs.length > 2) xs.sort((p, q) => p - q);
        for (let i = 0; i + 1 < xs.length; i += 2) {
          const l = Math.max(x0, xs[i]),
            r = Math.min(x1, xs[i + 1]);
          if (r > l) spans.push(l, r, k);
        }
      }
      this.#fillSpans(y, c, a);
    }
  }

  /**
   * Pixels covered by every sub-scanline are filled in one go; only the ragged ends get the
   * per-pixel coverage sum, which keeps large shapes cheap.
   */
  #fillSpans(y, c, a) {
    const spans = this.spans;
    if (!spans.length) return;
    let lo = Infinity,
      hi = -Infinity,
      fullA = -Infinity,
      fullB = Infinity;
    let rows = 0;
    for (let i = 0; i < spans.length; i += 3) {
      lo = Math.min(lo, spans[i]);
      hi = Math.max(hi, spans[i + 1]);
      fullA = Math.max(fullA, spans[i]);
      fullB = Math.min(fullB, spans[i + 1]);
      rows |= 1 << spans[i + 2];
    }
    const simple = rows === 15 && spans.length === 12;
    const a0 = Math.floor(lo),
      b1 = Math.ceil(hi);
    let fa = simple ? Math.ceil(fullA) : b1,
      fb = simple ? Math.floor(fullB) : b1;
    if (fb <= fa) fa = fb = b1;
    for (let x = a0; x < fa; x++) this.#blendPx(y, x, this.#coverage(x) * a, c);
    if (fb > fa) this.#span(y, fa, fb, c, a);
    for (let x = Math.max(fb, a0); x < b1; x++) this.#blendPx(y, x, this.#coverage(x) * a, c);
  }

  #coverage(x) {
    const spans = this.spans;
    let t = 0;
    for (let i = 0; i < spans.length; i += 3) t += Math.max(0, Math.min(x + 1, spans[i + 1]) - Math.max(x, spans[i]));
    return Math.min(1, t / 4);
  }

  #blendPx(y, x, t, c) {
    if (t <= 0.002) return;
    const px = this.px,
      o = (y * this.w + x) * 3;
    if (t >= 0.998) {
      px[o] = c[0];
      px[o + 1] = c[1];
      px[o + 2] = c[2];
    } else {
      px[o] += (c[0] - px[o]) * t;
      px[o + 1] += (c[1] - px[o + 1]) * t;
      px[o + 2] += (c[2] - px[o + 2]) * t;
    }
  }

  #span(y, xa, xb, c, a) {
    const px = this.px,
      row = y * this.w * 3;
    if (xb <= xa) return;
    if (a >= 1) {
      // Write one pixel, then double the written run with copyWithin (memmove) until the span is full.
      const start = row + xa * 3,
        end = row + xb * 3;
      px[start] = c[0];
      px[start + 1] = c[1];
      px[start + 2] = c[2];
      for (let len = 3; start + len < end; len *= 2)
        px.copyWithin(start + len, start, Math.min(start + len, end - len));
      return;
    }
    for (let x = xa; x < xb; x++) {
      const o = row + x * 3;
      px[o] += (c[0] - px[o]) * a;
      px[o + 1] += (c[1] - px[o + 1]) * a;
      px[o + 2] += (c[2] - px[o + 2]) * a;
    }
  }
}
