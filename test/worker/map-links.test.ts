import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "./helpers";
import { MAP_LINK_MESSAGES } from "../../worker/contracts/map-link";

/** SPEC.md §7 Locations: a listing's pin from the map link a lister pastes. */
const coordinates = (url: string) => call("GET", `/v1/locations/coordinates?url=${encodeURIComponent(url)}`);

afterEach(() => vi.restoreAllMocks());

describe("map coordinates from a link", () => {
  it.each([
    [
      "a Google Maps place (its own position, not the view's centre)",
      "https://www.google.com/maps/place/Eko+Atlantic/@6.4060,3.4000,15z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d6.4115123!4d3.4072456",
      { lat: 6.411512, lng: 3.407246 },
    ],
    ["a Google Maps view", "https://www.google.com/maps/@9.0765,7.3986,14z", { lat: 9.0765, lng: 7.3986 }],
    ["a ?q= link", "https://maps.google.com/?q=6.4474,3.4723", { lat: 6.4474, lng: 3.4723 }],
    ["a search link", "https://www.google.com/maps/search/?api=1&query=4.8156%2C7.0498", { lat: 4.8156, lng: 7.0498 }],
    [
      "an OpenStreetMap marker",
      "https://www.openstreetmap.org/?mlat=6.5244&mlon=3.3792#map=15/6.5244/3.3792",
      { lat: 6.5244, lng: 3.3792 },
    ],
    ["an OpenStreetMap view", "https://www.openstreetmap.org/#map=16/12.0022/8.5920", { lat: 12.0022, lng: 8.592 }],
    ["a geo: URI", "geo:7.3775,3.9470?z=15", { lat: 7.3775, lng: 3.947 }],
    ["two numbers typed", " 6.4474 ,  3.4723 ", { lat: 6.4474, lng: 3.4723 }],
  ])("reads %s", async (_what, url, point) => {
    const res = await coordinates(url);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual(point);
  });

  it("refuses a link without a position or outside Nigeria with a 422 naming url", async () => {
    const none = await coordinates("https://www.google.com/maps/place/Lekki");
    expect(none.status).toBe(422);
    expect(none.json.errors).toEqual([{ field: "url", message: MAP_LINK_MESSAGES.noPosition }]);
    const london = await coordinates("https://www.google.com/maps/@51.5072,-0.1276,12z");
    expect(london.status).toBe(422);
    expect(london.json.message).toBe(MAP_LINK_MESSAGES.outsideNigeria);
    expect((await coordinates("https://example.com/%E0%A4%A")).status).toBe(422);
  });

  it("bad input is a 400 naming url", async () => {
    const missing = await call("GET", "/v1/locations/coordinates");
    expect(missing.status).toBe(400);
    expect(missing.json.errors[0].field).toBe("url");
    const long = await coordinates(`https://maps.google.com/?q=${"1".repeat(2100)}`);
    expect(long.status).toBe(400);
  });

  it("follows a short link's redirects on the short-link host only, and says so when it cannot", async () => {
    const full = "https://www.google.com/maps/place/Wuse/@9.0700,7.4800,16z/data=!3d9.0712!4d7.4823";
    const fetched: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      fetched.push(url);
      return url.includes("abc123")
        ? new Response(null, { status: 302, headers: { location: full } })
        : new Response("not a redirect", { status: 200 });
    });
    const res = await coordinates("https://maps.app.goo.gl/abc123");
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ lat: 9.0712, lng: 7.4823 });
    expect(fetched).toEqual(["https://maps.app.goo.gl/abc123"]);
    const dead = await coordinates("https://maps.app.goo.gl/gone");
    expect(dead.status).toBe(422);
    expect(dead.json.message).toBe(MAP_LINK_MESSAGES.shortLink);
  });
});
