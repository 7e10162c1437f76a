import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, makeUser, signIn } from "./helpers";
import { createListing, input, lister, place } from "./listings-fixtures";

/** Taps on the heart that cross each other: every one is answered with the state it left, never a 404. */
describe("favourite toggles in parallel", () => {
  it("30 at once all succeed, and the listing is saved at most once", async () => {
    const { token: listerToken } = await lister();
    const listing = await createListing(listerToken, input(await place()));
    const { token } = await signIn(await makeUser({ accountType: "seeker" }));
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(
        Array.from({ length: 30 }, () => call("POST", `/v1/secure/favorite/property/${listing.id}`, { token })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(30).fill(200));
      const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM favorites WHERE property_id = ?")
        .bind(listing.id)
        .first<{ n: number }>();
      expect(rows!.n).toBeLessThanOrEqual(1);
    }
    const saved = await call("GET", "/v1/secure/favorite/favorites", { token });
    expect(saved.status).toBe(200);
    // An unknown listing is still a 404.
    expect((await call("POST", `/v1/secure/favorite/property/${crypto.randomUUID()}`, { token })).status).toBe(404);
  });
});
