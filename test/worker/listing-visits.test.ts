import { beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { call, db, makeUser, signIn } from "./helpers";
import { properties } from "../../worker/db/schema";
import { createDb } from "../../worker/db/client";
import { countView } from "../../worker/services/listings";
import type { ServiceCtx } from "../../worker/lib/context";
import { createListing, input, lister, place } from "./listings-fixtures";

let where: Awaited<ReturnType<typeof place>>;
beforeAll(async () => {
  where = await place();
});
const views = async (id: string) =>
  (await db().select({ n: properties.viewCount }).from(properties).where(eq(properties.id, id)).get())!.n;

describe("the view counter counts a visitor once a day", () => {
  it("30 parallel visits of one visitor count once; another visitor, or the next Lagos day, counts again", async () => {
    const owner = await lister();
    const listing = await createListing(owner.token, input(where));
    const base = {
      db: createDb(env.DB),
      env,
      ip: "198.51.100.7",
      userAgent: "Tecno Spark",
      actor: null,
    } satisfies Omit<ServiceCtx, "now">;
    const now = Date.UTC(2026, 10, 27, 9, 0);
    const burst = await Promise.all(Array.from({ length: 30 }, () => countView({ ...base, now }, listing.id)));
    expect(burst.filter(Boolean)).toHaveLength(1);
    expect(await views(listing.id)).toBe(1);
    expect(await countView({ ...base, now: now + 3_600_000 }, listing.id)).toBe(false);
    expect(await countView({ ...base, ip: "198.51.100.8", now }, listing.id)).toBe(true);
    // 23:30 UTC is 00:30 the next day in Lagos: a new day, a new count.
    expect(await countView({ ...base, now: Date.UTC(2026, 10, 27, 23, 30) }, listing.id)).toBe(true);
    expect(await views(listing.id)).toBe(3);
  });

  it("reloading a listing page does not inflate its views; a signed-in visitor counts by account", async () => {
    const owner = await lister();
    const listing = await createListing(owner.token, input(where));
    const page = (opts: { ip?: string; token?: string } = {}) =>
      call("GET", `/v1/property/property/${listing.slug}`, { ip: opts.ip ?? "198.51.100.20", token: opts.token });
    for (let i = 0; i < 5; i++) expect((await page()).status).toBe(200);
    await vi.waitFor(async () => expect(await views(listing.id)).toBe(1));
    const seeker = await makeUser({ accountType: "seeker" });
    const { token } = await signIn(seeker);
    for (const ip of ["198.51.100.21", "198.51.100.22"]) expect((await page({ ip, token })).status).toBe(200);
    await vi.waitFor(async () => expect(await views(listing.id)).toBe(2));
  });
});

describe("a listing off the market is off every public path", () => {
  it("similar, report and saving answer 404 once it is deactivated; a saved one can still be unsaved", async () => {
    const owner = await lister();
    const listing = await createListing(owner.token, input(where));
    const seeker = await makeUser({ accountType: "seeker" });
    const { token } = await signIn(seeker);
    const other = await createListing(owner.token, input(where));
    expect((await call("POST", `/v1/secure/favorite/property/${other.id}`, { token })).json.data.active).toBe(true);
    expect((await call("GET", `/v1/property/property/${listing.slug}/similar`)).status).toBe(200);

    for (const l of [listing, other])
      expect((await call("PUT", `/v1/secure/properties/property/${l.id}/disable`, { token: owner.token })).status).toBe(
        200,
      );
    expect((await call("GET", `/v1/property/property/${listing.slug}/similar`)).status).toBe(404);
    expect((await call("POST", `/v1/property/${listing.id}/report`, { token, body: { reason: "fake" } })).status).toBe(
      404,
    );
    expect((await call("POST", `/v1/secure/favorite/property/${listing.id}`, { token })).status).toBe(404);
    const unsaved = await call("POST", `/v1/secure/favorite/property/${other.id}`, { token });
    expect(unsaved.status).toBe(200);
    expect(unsaved.json.data.active).toBe(false);
    expect((await call("POST", `/v1/secure/favorite/property/${other.id}`, { token })).status).toBe(404);
  });
});
