import { describe, expect, it } from "vitest";
import { haversineKm, nearestState } from "./nearest-state";

const STATES = [
  { id: 25, name: "Lagos", slug: "lagos", lat: 6.6018, lng: 3.3515 },
  { id: 15, name: "FCT", slug: "fct", lat: 9.0765, lng: 7.3986 },
  { id: 20, name: "Kano", slug: "kano", lat: 12.0022, lng: 8.592 },
  { id: 33, name: "Rivers", slug: "rivers", lat: 4.8156, lng: 7.0498 },
];

describe("haversineKm", () => {
  it("measures Lagos to Abuja at about 525 km", () => {
    const km = haversineKm({ latitude: 6.6018, longitude: 3.3515 }, { latitude: 9.0765, longitude: 7.3986 });
    expect(km).toBeGreaterThan(500);
    expect(km).toBeLessThan(550);
  });

  it("is zero for the same point", () => {
    expect(haversineKm({ latitude: 9, longitude: 7 }, { latitude: 9, longitude: 7 })).toBe(0);
  });
});

describe("nearestState", () => {
  it("picks the state whose capital is closest", () => {
    expect(nearestState({ latitude: 6.45, longitude: 3.47 }, STATES)?.slug).toBe("lagos"); // Lekki
    expect(nearestState({ latitude: 9.03, longitude: 7.48 }, STATES)?.slug).toBe("fct"); // Garki
    expect(nearestState({ latitude: 4.78, longitude: 7.01 }, STATES)?.slug).toBe("rivers"); // Port Harcourt
    expect(nearestState({ latitude: 11.9, longitude: 8.5 }, STATES)?.slug).toBe("kano");
  });

  it("is null without states", () => {
    expect(nearestState({ latitude: 6.45, longitude: 3.47 }, [])).toBeNull();
  });
});
