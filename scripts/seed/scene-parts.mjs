import { hex, mix, shade } from "./canvas.mjs";

/** Building blocks shared by the outdoor scenes: sky, background, ground, trees, cars. */
export const SKIES = [
  ["#3F7CC4", "#BFDDF2"], // clear midday
  ["#5C93CF", "#F3D9B1"], // morning
  ["#35609A", "#F5BE85"], // golden hour
  ["#8AA2B6", "#DCE3E8"], // overcast
  ["#B0A58F", "#EAD9B8"], // harmattan haze
  ["#4C8ED6", "#D5ECF7"], // after the rain
].map(([a, b]) => [hex(a), hex(b)]);

export const WALLS = [
  "#F3E9D2",
  "#F7F5F0",
  "#E8D5B5",
  "#D9D9D6",
  "#E6CFA7",
  "#E2B48F",
  "#F2E3A6",
  "#C9D3DA",
  "#F1C9A5",
  "#C8D3B5",
  "#EDE1CF",
  "#DCC7AA",
].map(hex);
export const ROOFS = ["#3B3F45", "#8E4A32", "#2F5D50", "#2D4A6B", "#5A3D2B", "#6E2B2B", "#4A4A4A", "#7A5A3A"].map(hex);
export const TRIMS = ["#FFFFFF", "#2B2B2B", "#6B4F32", "#E9E4DA"].map(hex);

export function sky(c, r, horizon) {
  const [top, bottom] = r.pick(SKIES);
  c.vgrad(0, 0, 960, horizon + 2, top, bottom);
  if (r.chance(0.55)) {
    const sx = r.range(80, 880),
      sy = r.range(50, horizon * 0.5),
      glow = mix(bottom, hex("#FFF6D8"), 0.7);
    for (let i = 4; i >= 1; i--) c.ellipse(sx, sy, 22 + i * 14, 22 + i * 14, glow, 0.12);
    c.ellipse(sx, sy, 26, 26, hex("#FFF8E6"));
  }
  const clouds = r.int(1, 4);
  for (let i = 0; i < clouds; i++) {
    const cx = r.range(40, 920),
      cy = r.range(40, horizon * 0.55),
      w = r.range(60, 150);
    for (let k = 0; k < 5; k++)
      c.ellipse(
        cx + r.range(-w, w) * 0.6,
        cy + r.range(-10, 8),
        w * r.range(0.35, 0.6),
        w * r.range(0.18, 0.3),
        hex("#FFFFFF"),
        0.75,
      );
  }
  return { top, bottom };
}

export function treeLine(c, r, horizon, hazeColor) {
  const base = r.pick(["#4E7A3A", "#5B8546", "#3F6B3A", "#6B8A4A"].map(hex));
  const col = mix(base, hazeColor, 0.45);
  for (let x = -20; x < 980; x += r.range(25, 60))
    c.ellipse(x, horizon - r.range(5, 20), r.range(25, 55), r.range(18, 40), col);
  c.rect(0, horizon - 12, 960, horizon + 2, col);
}

export function skyline(c, r, horizon, hazeColor) {
  const col = mix(hex("#7D8C99"), hazeColor, 0.5);
  for (let x = r.range(-40, 0); x < 960; x += r.range(40, 90)) {
    const w = r.range(30, 70),
      h = r.range(30, 140);
    c.rect(x, horizon - h, x + w, horizon + 2, shade(col, r.range(-0.08, 0.08)));
  }
}

export function fenceWall(c, r, horizon) {
  const col = r.pick(["#D8CFC0", "#BFB8AA", "#E6DDC8", "#CFC4B0", "#E3D7BF"].map(hex));
  const top = horizon - r.range(30, 50);
  c.rect(0, top, 960, horizon + 8, col);
  c.rect(0, top - 6, 960, top, shade(col, -0.25));
  for (let x = r.range(0, 60); x < 960; x += r.range(110, 160))
    c.rect(x, top - 8, x + 14, horizon + 8, shade(col, -0.1));
  if (r.chance(0.5)) for (let x = 0; x < 960; x += 10) c.line(x, top - 6, x + 5, top - 16, 1.2, hex("#5A5A5A"));
}

export function ground(c, r, horizon) {
  const grass = r
    .pick([
      ["#7BA453", "#557F38"],
      ["#8DAA5B", "#627F3B"],
      ["#6E9B4A", "#4A7331"],
    ])
    .map(hex);
  c.vgrad(0, horizon, 960, 640, grass[0], grass[1]);
  return grass;
}

export function driveway(c, r, topY, cx, wTop) {
  const col = r.pick(["#A9A197", "#B8AEA0", "#9C9C9C", "#B3A089", "#A58D7B"].map(hex));
  const spread = r.range(160, 300),
    drift = r.range(-120, 120);
  c.poly([cx - wTop / 2, topY, cx + wTop / 2, topY, cx + drift + spread, 640, cx + drift - spread, 640], col);
  for (let y = topY + 14, gap = 6; y < 640; y += gap, gap *= 1.18) {
    const t = (y - topY) / (640 - topY);
    const half = wTop / 2 + (spread - wTop / 2) * t,
      mid = cx + drift * t;
    c.rect(mid - half, y, mid + half, y + Math.max(1, gap * 0.08), shade(col, -0.12), 0.7);
  }
}

export function tree(c, r, x, baseY, scale) {
  if (r.chance(0.45)) return palm(c, r, x, baseY, scale);
  const trunk = hex("#6B4A33"),
    leaf = r.pick(["#3F7A35", "#4E8A3C", "#2F6B3A", "#5E8F3E"].map(hex));
  c.rect(x - 7 * scale, baseY - 80 * scale, x + 7 * scale, baseY, trunk);
  for (let i = 0; i < 6; i++) {
    c.ellipse(
      x + r.range(-45, 45) * scale,
      baseY - r.range(90, 150) * scale,
      r.range(35, 55) * scale,
      r.range(30, 45) * scale,
      shade(leaf, r.range(-0.15, 0.12)),
    );
  }
}

function palm(c, r, x, baseY, scale) {
  const lean = r.range(-30, 30) * scale,
    h = r.range(170, 230) * scale,
    top = [x + lean, baseY - h];
  c.poly(
    [x - 8 * scale, baseY, x + 8 * scale, baseY, top[0] + 4 * scale, top[1], top[0] - 4 * scale, top[1]],
    hex("#7A5C40"),
  );
  const leaf = r.pick(["#3C7A32", "#4C8A35", "#2E6A30"].map(hex));
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i / 8 - 0.5) * Math.PI * 1.6 + r.range(-0.1, 0.1),
      len = r.range(75, 110) * scale;
    const dx = Math.cos(a),
      dy = Math.sin(a),
      side = [],
      other = [];
    // A frond: a drooping spine with leaflets either side that taper to the tip.
    for (let k = 0; k <= 6; k++) {
      const t = k / 6,
        w = Math.sin(Math.PI * Math.min(1, t * 1.15)) * 11 * scale;
      const sx = top[0] + dx * len * t,
        sy = top[1] + dy * len * t * 0.6 + 40 * scale * t * t;
      side.push(sx - dy * w, sy + dx * w);
      other.unshift(sx + dy * w, sy - dx * w);
    }
    c.poly([...side, ...other], shade(leaf, r.range(-0.12, 0.12)));
  }
}

export function shrubs(c, r, x0, x1, baseY) {
  const leaf = r.pick(["#4D8B3D", "#5E9A45", "#3E7A3A"].map(hex));
  for (let x = x0; x < x1; x += r.range(22, 40))
    c.ellipse(x, baseY - 10, r.range(16, 26), r.range(12, 20), shade(leaf, r.range(-0.15, 0.15)));
}

export function car(c, r, x, baseY, scale) {
  const body = r.pick(["#1F1F1F", "#C9CCD1", "#F4F4F4", "#6A1E1E", "#1E3A5F", "#8A8F96"].map(hex));
  const w = 170 * scale,
    h = 42 * scale;
  c.poly(
    [
      x,
      baseY - 18 * scale,
      x + w,
      baseY - 18 * scale,
      x + w,
      baseY - h,
      x + w * 0.78,
      baseY - h - 4 * scale,
      x + w * 0.66,
      baseY - h - 36 * scale,
      x + w * 0.28,
      baseY - h - 36 * scale,
      x + w * 0.15,
      baseY - h - 2 * scale,
      x,
      baseY - h + 4 * scale,
    ],
    body,
  );
  c.poly(
    [
      x + w * 0.31,
      baseY - h - 30 * scale,
      x + w * 0.47,
      baseY - h - 30 * scale,
      x + w * 0.47,
      baseY - h - 4 * scale,
      x + w * 0.2,
      baseY - h - 4 * scale,
    ],
    hex("#34495E"),
  );
  c.poly(
    [
      x + w * 0.5,
      baseY - h - 30 * scale,
      x + w * 0.64,
      baseY - h - 30 * scale,
      x + w * 0.74,
      baseY - h - 4 * scale,
      x + w * 0.5,
      baseY - h - 4 * scale,
    ],
    hex("#34495E"),
  );
  for (const wx of [0.2, 0.8]) {
    c.ellipse(x + w * wx, baseY - 16 * scale, 17 * scale, 17 * scale, hex("#1A1A1A"));
    c.ellipse(x + w * wx, baseY - 16 * scale, 8 * scale, 8 * scale, hex("#B8B8B8"));
  }
}

/** A window with frame, glass gradient, a reflection and (often) burglar-proof bars. */
export function windowPane(c, x, y, w, h, frame, bars, glassTint = 0) {
  c.rect(x - 4, y - 4, x + w + 4, y + h + 4, frame);
  c.vgrad(x, y, x + w, y + h, shade(hex("#2E4A62"), glassTint), shade(hex("#6F93AD"), glassTint));
  c.poly([x + w * 0.15, y + h, x + w * 0.55, y, x + w * 0.75, y, x + w * 0.35, y + h], hex("#FFFFFF"), 0.16);
  c.rect(x + w / 2 - 1.5, y, x + w / 2 + 1.5, y + h, frame);
  if (bars) for (let bx = x + w / 6; bx < x + w; bx += w / 6) c.rect(bx - 1, y, bx + 1, y + h, hex("#2A2A2A"), 0.8);
}
