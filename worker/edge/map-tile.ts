/**
 * /map-tiles/{z}/{x}/{y}.png: one plain 256 px tile (pale ground, a hairline at its top and left edge, 581
 * bytes) for every address. The offline-safe MAP_TILE_URL of tests and journeys, so no test draws a map
 * from the network; deployments point MAP_TILE_URL at a real tile server.
 */
const TILE_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAIAAADTED8xAAACDElEQVR42u3TQQkAMAwAsfoXWOivAsYeU1ADc9BAFBxcVCesFdV534GdDIABhMAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAMYAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA2AAFTAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAADGAADCIEBwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwAAYwAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAPAz1B6wI19cvZMAAAAASUVORK5CYII=";
let tile: Uint8Array | null = null;

export const LOCAL_TILE_PATH = /^\/map-tiles\/\d{1,2}\/\d{1,7}\/\d{1,7}\.png$/;

export function mapTile(pathname: string): Response {
  if (!LOCAL_TILE_PATH.test(pathname))
    return new Response(JSON.stringify({ status: 404, message: "No such map tile." }), {
      status: 404,
      headers: { "content-type": "application/json; charset=utf-8" },
    });
  tile ??= Uint8Array.from(atob(TILE_BASE64), (c) => c.charCodeAt(0));
  return new Response(tile, {
    headers: {
      "content-type": "image/png",
      "cache-control": "public, max-age=604800, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
