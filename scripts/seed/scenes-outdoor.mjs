import { hex, shade } from "./canvas.mjs";
import { rng } from "./random.mjs";
import {
  ROOFS,
  TRIMS,
  WALLS,
  car,
  driveway,
  fenceWall,
  ground,
  shrubs,
  sky,
  skyline,
  tree,
  treeLine,
  windowPane,
} from "./scene-parts.mjs";

/**
 * A house front: detached (units 1), semi-detached (2) or terraced (3–4), one to three storeys. The building
 * is drawn from `look` (one per listing) and the setting from the picture's own seed, so a listing's
 * exterior shots show the same house under different skies and angles.
 */
export function house(c, r, { storeys, units, wide, look }) {
  const b = look ? rng(look) : r;
  const horizon = r.range(330, 400);
  const { bottom } = sky(c, r, horizon);
  (r.chance(0.5) ? treeLine : skyline)(c, r, horizon, bottom);
  fenceWall(c, r, horizon);
  ground(c, r, horizon);
  const groundY = horizon + r.range(50, 90);
  const W = wide
    ? b.range(620, 760)
    : units === 1
      ? b.range(360, 500)
      : units === 2
        ? b.range(540, 680)
        : b.range(640, 820);
  const roofH = b.range(50, 90),
    over = b.range(14, 26);
  const cx = 480 + r.range(-70, 70),
    x0 = cx - W / 2,
    storeyH = Math.min(b.range(100, 125), (groundY - roofH - 30) / storeys);
  const wallTop = groundY - storeys * storeyH;
  const wall = b.pick(WALLS),
    roof = b.pick(ROOFS),
    trim = b.pick(TRIMS),
    bars = b.chance(0.6);
  c.poly(
    [
      x0 - over,
      wallTop + 6,
      x0 + W + over,
      wallTop + 6,
      x0 + W - roofH * 1.3,
      wallTop - roofH,
      x0 + roofH * 1.3,
      wallTop - roofH,
    ],
    roof,
  );
  c.poly(
    [x0 + W + over, wallTop + 6, x0 + W - roofH * 1.3, wallTop - roofH, x0 + W - roofH * 0.9, wallTop + 6],
    shade(roof, -0.2),
  );
  const uw = W / units;
  for (let u = 0; u < units; u++) {
    const ux = x0 + u * uw,
      uwall = units > 2 && u % 2 ? shade(wall, -0.06) : wall;
    c.rect(ux, wallTop + 6, ux + uw, groundY, uwall);
    c.rect(ux, groundY - 14, ux + uw, groundY, shade(uwall, -0.3));
    if (storeys > 1) c.rect(ux, wallTop + 6 + storeyH - 8, ux + uw, wallTop + 6 + storeyH, shade(uwall, -0.12));
    if (u > 0) c.rect(ux - 3, wallTop + 6, ux + 3, groundY, shade(wall, -0.25));
    const perRow = Math.max(2, Math.floor(uw / 105)),
      ww = b.range(48, 64),
      wh = b.range(55, 72);
    for (let s = 0; s < storeys; s++) {
      const rowY = groundY - (s + 1) * storeyH + (storeyH - wh) / 2 + (s === 0 ? -4 : 6);
      for (let i = 0; i < perRow; i++) {
        const wx = ux + ((i + 0.5) * uw) / perRow - ww / 2;
        if (s === 0 && i === Math.floor(perRow / 2)) door(c, b, wx + ww / 2, groundY, trim);
        else windowPane(c, wx, rowY, ww, wh, trim, bars);
      }
      if (s > 0 && b.chance(0.5)) balcony(c, ux + uw * 0.2, ux + uw * 0.8, groundY - s * storeyH, trim);
    }
  }
  c.rect(x0 - over, wallTop + 2, x0 + W + over, wallTop + 10, shade(roof, -0.35));
  garden(c, r, groundY, cx, x0, W);
}

function door(c, r, x, groundY, trim) {
  const w = r.range(44, 56),
    h = r.range(82, 96),
    col = r.pick(["#5B3A24", "#2B2B2B", "#7A4E2D", "#3E2A1E"].map(hex));
  c.rect(x - w / 2 - 5, groundY - 14 - h - 5, x + w / 2 + 5, groundY - 14, trim);
  c.rect(x - w / 2, groundY - 14 - h, x + w / 2, groundY - 14, col);
  c.rect(x - w / 2 + 6, groundY - 14 - h + 8, x + w / 2 - 6, groundY - 14 - h / 2, shade(col, 0.12));
  c.ellipse(x + w / 2 - 8, groundY - 14 - h / 2, 2.5, 2.5, hex("#D4AF37"));
}

function balcony(c, xa, xb, floorY, trim) {
  c.rect(xa - 8, floorY - 6, xb + 8, floorY + 4, shade(trim, -0.1));
  c.rect(xa - 8, floorY - 40, xb + 8, floorY - 36, trim);
  for (let x = xa - 6; x < xb + 8; x += 12) c.rect(x, floorY - 36, x + 3, floorY - 6, trim, 0.9);
}

function garden(c, r, groundY, cx, x0, W) {
  driveway(c, r, groundY, cx, r.range(80, 140));
  shrubs(c, r, x0 - 10, cx - 80, groundY + 6);
  shrubs(c, r, cx + 80, x0 + W + 10, groundY + 6);
  if (r.chance(0.8)) tree(c, r, r.range(30, Math.max(40, x0 - 20)), groundY + r.range(40, 120), r.range(0.9, 1.3));
  if (r.chance(0.6))
    tree(c, r, r.range(Math.min(920, x0 + W + 20), 940), groundY + r.range(40, 120), r.range(0.9, 1.3));
  if (r.chance(0.45)) car(c, r, cx + r.range(-200, 20), r.range(560, 620), r.range(1.1, 1.5));
}

/** A block of flats with balconies, stairwell glass and the roof water tanks every Nigerian block has. */
export function flats(c, r, { storeys, look }) {
  const b = look ? rng(look) : r;
  const horizon = r.range(380, 430);
  const { bottom } = sky(c, r, horizon);
  (r.chance(0.5) ? skyline : treeLine)(c, r, horizon, bottom);
  fenceWall(c, r, horizon);
  ground(c, r, horizon);
  const groundY = horizon + r.range(60, 100),
    W = b.range(440, 640),
    cx = 480 + r.range(-80, 80),
    x0 = cx - W / 2;
  const storeyH = Math.min(b.range(78, 95), (groundY - 40) / (storeys + 0.3)),
    top = groundY - storeys * storeyH;
  const wall = b.pick(WALLS),
    trim = b.pick(TRIMS),
    accent = shade(b.pick(ROOFS), 0.1);
  c.rect(x0, top, x0 + W, groundY, wall);
  c.rect(x0 - 6, top - 14, x0 + W + 6, top, shade(wall, -0.2));
  for (let t = 0, n = b.int(1, 3); t < n; t++) {
    const tx = x0 + b.range(30, W - 60);
    c.rect(tx, top - 48, tx + 34, top - 14, b.pick([hex("#1E5FA8"), hex("#222222"), hex("#2C7BB6")]));
  }
  const stair = cx + b.range(-W / 6, W / 6);
  c.rect(stair - 22, top, stair + 22, groundY, accent);
  for (let s = 0; s < storeys; s++) {
    const fy = groundY - (s + 1) * storeyH;
    c.rect(stair - 14, fy + 14, stair + 14, fy + storeyH - 10, hex("#5C7F99"));
    for (const side of [-1, 1]) {
      const xa = side < 0 ? x0 + 20 : stair + 40,
        xb = side < 0 ? stair - 40 : x0 + W - 20;
      const n = Math.max(1, Math.floor((xb - xa) / 90));
      for (let i = 0; i < n; i++)
        windowPane(c, xa + ((i + 0.5) * (xb - xa)) / n - 24, fy + 16, 48, storeyH - 40, trim, false);
      if (s > 0) balcony(c, xa + 10, xb - 10, fy + storeyH, trim);
    }
  }
  c.rect(x0, groundY - 12, x0 + W, groundY, shade(wall, -0.3));
  garden(c, r, groundY, stair, x0, W);
}

/** Offices, shops and plazas: a glass tower or a low plaza with shopfronts and awnings. */
export function commercial(c, r, { tower, look }) {
  const b = look ? rng(look) : r;
  const horizon = r.range(420, 470);
  const { bottom } = sky(c, r, horizon);
  skyline(c, r, horizon, bottom);
  c.vgrad(0, horizon, 960, 640, hex("#A7A39C"), hex("#8C8880"));
  const groundY = horizon + r.range(40, 70),
    cx = 480 + r.range(-120, 120);
  if (tower) {
    const W = b.range(260, 380),
      top = b.range(20, 90),
      glass = b.pick(["#2F5F7F", "#3D6E6B", "#36506E", "#4A6A88"].map(hex));
    c.vgrad(cx - W / 2, top, cx + W / 2, groundY, shade(glass, 0.2), shade(glass, -0.15));
    c.poly(
      [cx + W / 2, top, cx + W / 2 + 50, top + 20, cx + W / 2 + 50, groundY, cx + W / 2, groundY],
      shade(glass, -0.3),
    );
    for (let x = cx - W / 2; x <= cx + W / 2; x += W / b.int(6, 10))
      c.rect(x - 1.5, top, x + 1.5, groundY, hex("#DDE3E8"), 0.7);
    for (let y = top; y < groundY; y += b.range(30, 40))
      c.rect(cx - W / 2, y - 1.5, cx + W / 2, y + 1.5, hex("#DDE3E8"), 0.7);
    c.poly(
      [cx - W / 2, groundY, cx - W / 2 + W * 0.4, top, cx - W / 2 + W * 0.6, top, cx - W / 2 + W * 0.2, groundY],
      hex("#FFFFFF"),
      0.12,
    );
    return;
  }
  const W = b.range(560, 780),
    x0 = cx - W / 2,
    floors = b.int(2, 3),
    fh = 95,
    top = groundY - floors * fh;
  const wall = b.pick(WALLS);
  c.rect(x0, top - 20, x0 + W, groundY, wall);
  c.rect(x0, top - 20, x0 + W, top, b.pick(ROOFS));
  const shops = b.int(3, 6),
    sw = W / shops;
  for (let i = 0; i < shops; i++) {
    const sx = x0 + i * sw,
      awning = b.pick(["#C0392B", "#1F7A4D", "#2C5F9E", "#E67E22", "#7D3C98"].map(hex));
    c.vgrad(sx + 10, groundY - fh + 24, sx + sw - 10, groundY, hex("#3A5A72"), hex("#7FA1B8"));
    c.poly(
      [
        sx + 4,
        groundY - fh + 6,
        sx + sw - 4,
        groundY - fh + 6,
        sx + sw + 4,
        groundY - fh + 30,
        sx - 4,
        groundY - fh + 30,
      ],
      awning,
    );
    for (let f = 1; f < floors; f++)
      windowPane(c, sx + sw / 2 - 36, groundY - (f + 1) * fh + 20, 72, 55, hex("#FFFFFF"), false);
  }
  driveway(c, r, groundY, cx, W * 0.6);
}

/** A plot of land: cleared ground, beacons and fence posts in perspective, a signboard, trees at the back. */
export function land(c, r, { look } = {}) {
  const b = look ? rng(look) : r;
  const horizon = r.range(250, 330);
  const { bottom } = sky(c, r, horizon);
  treeLine(c, r, horizon, bottom);
  const soil = b
    .pick([
      ["#C98B5B", "#A9653C"],
      ["#D9C08E", "#BFA06A"],
      ["#9DB06A", "#6E8A45"],
      ["#C7A27A", "#9C774F"],
    ])
    .map(hex);
  c.vgrad(0, horizon, 960, 640, soil[0], soil[1]);
  const farL = r.range(280, 420),
    farR = farL + r.range(200, 320),
    nearL = r.range(-60, 140),
    nearR = r.range(820, 1020),
    farY = horizon + r.range(25, 60);
  c.poly([farL, farY, farR, farY, nearR, 650, nearL, 650], shade(soil[0], r.range(-0.08, 0.08)));
  for (let i = 0; i < 40; i++) {
    const y = r.range(farY + 5, 640),
      sc = (y - horizon) / (640 - horizon);
    c.ellipse(r.range(0, 960), y, 10 * sc + 2, 5 * sc + 1, shade(hex("#6E8F3E"), r.range(-0.2, 0.1)), 0.8);
  }
  for (const [xa, xb] of [
    [farL, nearL],
    [farR, nearR],
  ]) {
    const posts = r.int(6, 9);
    let prev = null;
    for (let i = 0; i <= posts; i++) {
      const t = (i / posts) ** 1.6,
        x = xa + (xb - xa) * t,
        y = farY + (640 - 20 - farY) * t,
        h = 14 + 70 * t,
        w = 3 + 9 * t;
      c.rect(x - w / 2, y - h, x + w / 2, y, hex("#E8E4DA"));
      c.rect(x - w / 2, y - h, x + w / 2, y - h + w, hex("#C0392B"));
      if (prev) c.line(prev[0], prev[1] - prev[2] * 0.7, x, y - h * 0.7, 1, hex("#5A5A5A"));
      prev = [x, y, h];
    }
  }
  const bx = r.range(120, 700),
    by = r.range(horizon + 120, 520),
    bw = r.range(150, 220);
  c.rect(bx + 16, by, bx + 24, by + 110, hex("#6B4A33"));
  c.rect(bx + bw - 24, by, bx + bw - 16, by + 110, hex("#6B4A33"));
  c.rect(bx, by - 90, bx + bw, by, hex("#FAFAFA"));
  c.rect(bx, by - 90, bx + bw, by - 62, r.pick([hex("#C0392B"), hex("#1F7A4D"), hex("#2C5F9E")]));
  for (let l = 0; l < 3; l++)
    c.rect(bx + 14, by - 50 + l * 15, bx + 14 + r.range(bw * 0.4, bw - 28), by - 43 + l * 15, hex("#333333"));
  for (let i = 0; i < r.int(1, 3); i++) tree(c, r, r.range(20, 940), horizon + r.range(5, 40), r.range(0.5, 0.8));
}
