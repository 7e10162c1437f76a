import { hex, mix, shade } from "./canvas.mjs";

/** Interiors in one-point perspective: a back wall, side walls, a POP ceiling and a tiled or wooden floor. */
const WALL_PAINT = ["#F4EFE6", "#EDE6DA", "#E8EEF0", "#F2E8D5", "#E3E7DC", "#F5F1EA", "#E9DDD0", "#DDE4EA"].map(hex);
const FLOORS = ["#E5E0D8", "#D8D2C6", "#CFC8BC", "#B98B5E", "#A0704A", "#EFEBE4", "#C9BFB0"].map(hex);
const FABRICS = ["#3E4A5C", "#7A8B6F", "#B5651D", "#6C5B7B", "#2F4F4F", "#A3A3A3", "#8C3B3B", "#D9C7A7", "#355C7D"].map(
  hex,
);

function room(c, r) {
  const wall = r.pick(WALL_PAINT),
    floor = r.pick(FLOORS);
  // The back wall is the frame shrunk towards the vanishing point, so walls, floor and tiles agree.
  const vp = [480 + r.range(-70, 70), r.range(270, 320)],
    k = r.range(0.42, 0.52);
  const b = { x0: vp[0] * k, y0: vp[1] * k, x1: 960 + (vp[0] - 960) * k, y1: 640 + (vp[1] - 640) * k };
  c.poly([0, 0, 960, 0, b.x1, b.y0, b.x0, b.y0], shade(wall, 0.35));
  c.poly([0, 0, b.x0, b.y0, b.x0, b.y1, 0, 640], shade(wall, -0.07));
  c.poly([960, 0, b.x1, b.y0, b.x1, b.y1, 960, 640], shade(wall, -0.13));
  c.vgrad(b.x0, b.y0, b.x1, b.y1, shade(wall, 0.05), shade(wall, -0.04));
  c.poly([0, 640, b.x0, b.y1, b.x1, b.y1, 960, 640], floor);
  const lineCol = shade(floor, -0.18),
    tiles = r.int(5, 9),
    reach = (640 - vp[1]) / (b.y1 - vp[1]);
  for (let i = 1; i < tiles; i++) {
    const x = b.x0 + ((b.x1 - b.x0) * i) / tiles;
    c.line(x, b.y1, vp[0] + (x - vp[0]) * reach, 640, 1.2, lineCol, 0.6);
  }
  for (let y = b.y1 + 8, g = 10; y < 640; y += g, g *= 1.35) {
    const t = (y - vp[1]) / (640 - vp[1]);
    c.rect(vp[0] - vp[0] * t, y, vp[0] + (960 - vp[0]) * t, y + 1.2, lineCol, 0.5);
  }
  c.rect(b.x0, b.y1 - 8, b.x1, b.y1, shade(wall, -0.25));
  c.poly([b.x0 + 30, b.y0, b.x1 - 30, b.y0, b.x1 + 60, b.y0 - 40, b.x0 - 60, b.y0 - 40], shade(wall, 0.45));
  for (let i = 0; i < r.int(2, 4); i++)
    c.ellipse(b.x0 + ((b.x1 - b.x0) * (i + 0.5)) / 3.5 + 30, b.y0 - 20, 9, 3, hex("#FFF7D6"));
  return { wall, floor, b };
}

function backWindow(c, r, x, y, w, h) {
  c.rect(x - 6, y - 6, x + w + 6, y + h + 6, hex("#FFFFFF"));
  c.vgrad(x, y, x + w, y + h, hex("#7FB2E0"), hex("#CFE6F5"));
  c.ellipse(x + w * r.range(0.2, 0.8), y + h * 0.8, w * 0.3, h * 0.25, hex("#5E9A45"), 0.8);
  c.rect(x + w / 2 - 2, y, x + w / 2 + 2, y + h, hex("#FFFFFF"));
  const curtain = r.pick(FABRICS);
  c.rect(x - 30, y - 14, x + 6, y + h + 30, curtain);
  c.rect(x + w - 6, y - 14, x + w + 30, y + h + 30, curtain);
}

function painting(c, r, x, y, w, h) {
  c.rect(x - 5, y - 5, x + w + 5, y + h + 5, hex("#3B2F2A"));
  c.vgrad(x, y, x + w, y + h, r.pick(FABRICS), shade(r.pick(FABRICS), 0.3));
  c.ellipse(x + w * r.range(0.3, 0.7), y + h * r.range(0.3, 0.7), w * 0.2, h * 0.25, r.pick(FABRICS), 0.8);
}

function plant(c, r, x, y) {
  c.rect(x - 16, y - 40, x + 16, y, hex("#8A6A52"));
  for (let i = 0; i < 7; i++)
    c.ellipse(
      x + r.range(-28, 28),
      y - r.range(50, 110),
      r.range(10, 16),
      r.range(18, 28),
      shade(hex("#4E8A3C"), r.range(-0.2, 0.1)),
    );
}

function living(c, r) {
  const { b } = room(c, r);
  const mid = (b.x0 + b.x1) / 2,
    fab = r.pick(FABRICS);
  if (r.chance(0.6)) backWindow(c, r, b.x0 + 40, b.y0 + 40, 120, 150);
  painting(c, r, mid - 70 + r.range(-40, 40), b.y0 + 50, 140, 90);
  c.poly([mid - 260, 620, mid + 260, 620, mid + 190, 500, mid - 190, 500], r.pick(FABRICS), 0.85);
  c.rect(mid - 200, b.y1 - 130, mid + 200, b.y1 - 60, fab);
  c.rect(mid - 220, b.y1 - 80, mid + 220, b.y1 + 10, shade(fab, 0.1));
  c.rect(mid - 240, b.y1 - 110, mid - 200, b.y1 + 10, shade(fab, -0.1));
  c.rect(mid + 200, b.y1 - 110, mid + 240, b.y1 + 10, shade(fab, -0.1));
  for (let i = 0; i < 3; i++)
    c.rect(mid - 150 + i * 110, b.y1 - 110, mid - 90 + i * 110, b.y1 - 70, shade(r.pick(FABRICS), 0.2));
  c.rect(mid - 110, 520, mid + 110, 545, hex("#3B2F2A"));
  c.rect(mid - 100, 545, mid - 90, 580, hex("#3B2F2A"));
  c.rect(mid + 90, 545, mid + 100, 580, hex("#3B2F2A"));
  plant(c, r, b.x1 + 60, 560);
}

function bedroom(c, r) {
  const { b } = room(c, r);
  const mid = (b.x0 + b.x1) / 2 + r.range(-40, 40),
    head = r.pick(["#5B4636", "#3E4A5C", "#D9C7A7", "#8C7B6B"].map(hex));
  backWindow(c, r, r.chance(0.5) ? b.x0 + 30 : b.x1 - 150, b.y0 + 40, 110, 130);
  c.rect(mid - 170, b.y1 - 180, mid + 170, b.y1 - 40, head);
  c.poly([mid - 200, b.y1 - 60, mid + 200, b.y1 - 60, mid + 250, 600, mid - 250, 600], hex("#F5F5F2"));
  c.poly([mid - 215, b.y1 + 20, mid + 215, b.y1 + 20, mid + 250, 600, mid - 250, 600], r.pick(FABRICS));
  c.rect(mid - 150, b.y1 - 85, mid - 30, b.y1 - 45, hex("#FFFFFF"));
  c.rect(mid + 30, b.y1 - 85, mid + 150, b.y1 - 45, hex("#FFFFFF"));
  for (const side of [-1, 1]) {
    const x = mid + side * 240;
    c.rect(x - 40, b.y1 - 40, x + 40, b.y1 + 30, hex("#6B4F32"));
    c.rect(x - 10, b.y1 - 90, x + 10, b.y1 - 40, hex("#C9B28A"));
    c.poly([x - 28, b.y1 - 90, x + 28, b.y1 - 90, x + 18, b.y1 - 120, x - 18, b.y1 - 120], hex("#FFF1D0"));
  }
  if (r.chance(0.7)) c.poly([0, 60, b.x0 - 40, b.y0 + 30, b.x0 - 40, b.y1 + 20, 0, 600], hex("#E8E1D6"));
}

function kitchen(c, r) {
  const { b } = room(c, r);
  const cab = r.pick(["#FFFFFF", "#2F3B45", "#6B4F32", "#3D5A4A", "#D9C7A7", "#8E9AA6"].map(hex)),
    top = r.pick(["#1F1F1F", "#E8E4DC", "#7A6A5A"].map(hex));
  if (r.chance(0.6)) backWindow(c, r, (b.x0 + b.x1) / 2 - 60, b.y0 + 70, 120, 90);
  const doors = Math.floor((b.x1 - b.x0 - 90) / 70),
    dw = (b.x1 - b.x0 - 90) / doors;
  for (let i = 0, x = b.x0; i < doors; i++, x += dw) {
    c.rect(x + 3, b.y0 + 20, x + dw - 3, b.y0 + 110, cab);
    c.rect(x + 3, b.y1 - 120, x + dw - 3, b.y1 - 5, cab);
    c.rect(x + dw / 2 - 5, b.y1 - 100, x + dw / 2 + 5, b.y1 - 95, hex("#9A9A9A"));
  }
  c.rect(b.x0, b.y1 - 130, b.x1 - 90, b.y1 - 118, top);
  for (let y = b.y0 + 115; y < b.y1 - 130; y += 16) c.rect(b.x0, y, b.x1, y + 1, shade(cab, -0.2), 0.4);
  const hob = b.x0 + r.range(80, 200);
  c.rect(hob, b.y1 - 134, hob + 120, b.y1 - 130, hex("#111111"));
  c.poly([hob + 20, b.y0 + 20, hob + 100, b.y0 + 20, hob + 130, b.y0 + 110, hob - 10, b.y0 + 110], hex("#B8BCC2"));
  c.rect(b.x1 - 90, b.y0 + 20, b.x1 - 5, b.y1 - 5, hex("#C9CDD2"));
  c.rect(b.x1 - 14, b.y0 + 120, b.x1 - 10, b.y0 + 200, hex("#8A8F96"));
  if (r.chance(0.6)) {
    c.rect(300, 470, 660, 490, top);
    c.rect(310, 490, 650, 600, shade(cab, -0.1));
  }
}

function bathroom(c, r) {
  const { b } = room(c, r);
  const tile = r.pick(["#E9EEF0", "#DCE6E4", "#EFE8DC", "#D8D8DC", "#E4DAD0"].map(hex));
  c.rect(b.x0, b.y0, b.x1, b.y1, tile);
  for (let x = b.x0; x < b.x1; x += 36) c.rect(x, b.y0, x + 1.2, b.y1, shade(tile, -0.15));
  for (let y = b.y0; y < b.y1; y += 36) c.rect(b.x0, y, b.x1, y + 1.2, shade(tile, -0.15));
  const tub = r.chance(0.5),
    mid = b.x1 - 150 + r.range(-20, 20);
  c.rect(mid - 110, b.y1 - 130, mid + 110, b.y1 - 60, hex("#FFFFFF"));
  c.rect(mid - 90, b.y0 + 30, mid + 90, b.y1 - 160, mix(hex("#BFD6E3"), hex("#FFFFFF"), 0.4));
  c.rect(mid - 120, b.y1 - 60, mid + 120, b.y1, r.pick(["#6B4F32", "#FFFFFF", "#2F3B45"].map(hex)));
  c.ellipse(mid, b.y1 - 95, 50, 18, hex("#E6EEF2"));
  if (!tub) {
    c.rect(b.x0 + 10, b.y0 + 20, b.x0 + 170, b.y1, hex("#CFE3EC"), 0.55);
    c.rect(b.x0 + 170, b.y0 + 20, b.x0 + 176, b.y1, hex("#9AA5AD"));
  } else {
    c.rect(b.x0 + 10, b.y1 - 70, b.x0 + 220, b.y1 + 20, hex("#FFFFFF"));
    c.rect(b.x0 + 22, b.y1 - 62, b.x0 + 208, b.y1 - 50, hex("#D6E4EA"));
  }
}

function dining(c, r) {
  const { b } = room(c, r);
  const mid = (b.x0 + b.x1) / 2,
    wood = r.pick(["#6B4F32", "#3B2F2A", "#A0704A", "#2B2B2B"].map(hex)),
    seat = r.pick(FABRICS);
  if (r.chance(0.7)) backWindow(c, r, b.x1 - 170, b.y0 + 40, 120, 150);
  painting(c, r, b.x0 + 40, b.y0 + 60, 110, 80);
  c.line(mid, 0, mid, 170, 2, hex("#444444"));
  for (let i = 0; i < 5; i++) c.ellipse(mid - 60 + i * 30, 180, 10, 14, hex("#FFE7A8"));
  for (let i = 0; i < 4; i++) {
    const x = mid - 180 + i * 120;
    c.rect(x - 28, b.y1 - 110, x + 28, b.y1 + 40, seat);
  }
  c.poly([mid - 260, b.y1 - 10, mid + 260, b.y1 - 10, mid + 300, b.y1 + 40, mid - 300, b.y1 + 40], wood);
  c.rect(mid - 280, b.y1 + 40, mid - 266, 600, wood);
  c.rect(mid + 266, b.y1 + 40, mid + 280, 600, wood);
}

function office(c, r) {
  const { b } = room(c, r);
  const desk = r.pick(["#FFFFFF", "#6B4F32", "#D9C7A7", "#2B2B2B"].map(hex));
  for (let x = b.x0 + 20; x + 110 < b.x1; x += 130) {
    c.rect(x, b.y0 + 30, x + 110, b.y1 - 40, hex("#BFD6E3"), 0.5);
    c.rect(x - 3, b.y0 + 30, x, b.y1 - 40, hex("#8A8F96"));
  }
  for (let row = 0; row < 2; row++) {
    const y = b.y1 + 40 + row * 110,
      half = 300 + row * 80;
    c.rect(480 - half, y, 480 + half, y + 14, desk);
    for (let x = 480 - half + 60; x < 480 + half; x += 180) {
      c.rect(x, y - 55, x + 70, y - 8, hex("#1F1F1F"));
      c.rect(x + 30, y - 8, x + 40, y, hex("#1F1F1F"));
    }
  }
  plant(c, r, b.x0 - 60, 600);
}

export const INTERIORS = { living, bedroom, kitchen, bathroom, dining, office };
