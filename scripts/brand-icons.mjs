// Draws the PWA and touch icons from the logo mark (web/public/favicon.svg, the one drawing of it), with sharp:
//   node scripts/brand-icons.mjs
// The maskable icon fills the square with the brand green and keeps the house inside the central 70%, the safe
// zone every platform's mask leaves visible; the touch icon is square too (iOS rounds the corners itself).
import { Buffer } from "node:buffer";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const pub = (...p) => path.join(root, "web/public", ...p);
const mark = readFileSync(pub("favicon.svg"), "utf8");
const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1];
if (!brand) throw new Error("favicon.svg: the mark's background <rect> with its brand colour was not found");
// The drawing without its rounded background, to place on a full-bleed square.
const inner = mark
  .replace(/^<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(/<rect[^>]*\/>/, "");
const square = (scale) => {
  const offset = (32 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
};

const draw = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(pub("icons", file))
    .then(() => console.log(`web/public/icons/${file}: ${size}×${size}`));

await Promise.all([
  draw(mark, 192, "icon-192.png"),
  draw(mark, 512, "icon-512.png"),
  draw(square(0.7), 512, "icon-512-maskable.png"),
  draw(square(0.86), 180, "apple-touch-icon.png"),
]);
