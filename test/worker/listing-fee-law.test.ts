import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, db, seedListing } from "./helpers";
import { createListing, input, lister, place, upload } from "./listings-fixtures";
import { localities } from "../../worker/db/schema";
import { FEE_LAW_MESSAGES, moveInCost } from "../../worker/contracts/listing-rules";
import { lagosDate } from "../../worker/services/bookings/inspections";

/**
 * Lagos fee law at publish (docs/decisions/2026-12-07-lagos-fee-rules.md): agency and legal fees above 10% of the annual
 * rent are refused when a Lagos rent listing is published or edited while live, naming the field and the rule; an
 * inspection fee cannot be entered on a Lagos listing at all; elsewhere the same fees are accepted (and only marked).
 */
let nextLocality = 700_000 + Math.floor(Math.random() * 200_000);
async function lagos() {
  await env.DB.prepare(
    "INSERT OR IGNORE INTO states (id, name, slug, capital, lat, lng) VALUES (25, 'Lagos', 'lagos', 'Ikeja', 6.6, 3.35)",
  ).run();
  const stateId = (await env.DB.prepare("SELECT id FROM states WHERE slug = 'lagos'").first<{ id: number }>())!.id;
  const localityId = ++nextLocality;
  await db()
    .insert(localities)
    .values({ id: localityId, stateId, name: `Yaba ${localityId}`, slug: `yaba-${localityId}`, lat: 6.5, lng: 3.38 })
    .run();
  return { stateId, localityId };
}
const fields = (res: { json: { errors?: { field: string }[] } }) => (res.json.errors ?? []).map((e) => e.field).sort();
const ownCount = async (userId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM properties WHERE owner_id = ?").bind(userId).first<{ n: number }>())!
    .n;

describe("Lagos fee law at publish", () => {
  it("refuses agency and legal fees above 10% of the annual rent on a Lagos rent listing, naming each field and the rule; nothing is written", async () => {
    const { user, token } = await lister();
    const where = await lagos();
    const photo = await upload(token);
    // ₦3.5m a year: the cap is ₦350,000 each.
    const over = input(where, {
      agencyFeeKobo: 350_000_01,
      legalFeeKobo: 525_000_00,
      inspectionFeeKobo: null,
      mediaTokens: [photo],
    });
    const res = await call("POST", "/v1/secure/property", { token, body: over });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([
      { field: "agencyFeeKobo", message: FEE_LAW_MESSAGES.agencyFeeKobo(350_000_00) },
      { field: "legalFeeKobo", message: FEE_LAW_MESSAGES.legalFeeKobo(350_000_00) },
    ]);
    expect(res.json.errors[0].message).toContain("10% of the annual rent");
    expect(res.json.errors[0].message).toContain("LASRERA");
    expect(res.json.errors[0].message).toContain("₦350,000");
    expect(await ownCount(user.id)).toBe(0);
    // Exactly 10% each is lawful.
    const ok = await createListing(token, { ...over, agencyFeeKobo: 350_000_00, legalFeeKobo: 350_000_00 });
    expect(ok.status).toBe("active");
    expect(ok.moveInKobo).toBe(moveInCost(ok).total);
    expect(ok.moveInKobo).toBe(3_500_000_00 + 500_000_00 + 350_000_00 + 350_000_00 + 300_000_00);
  });

  it("a monthly rent's cap is 10% of twelve months", async () => {
    const { token } = await lister();
    const where = await lagos();
    const body = input(where, { priceKobo: 300_000_00, pricePeriod: "per_month", inspectionFeeKobo: null });
    const high = await call("POST", "/v1/secure/property", {
      token,
      body: { ...body, agencyFeeKobo: 360_000_01, mediaTokens: [await upload(token)] },
    });
    expect(high.status).toBe(400);
    expect(high.json.errors).toEqual([{ field: "agencyFeeKobo", message: FEE_LAW_MESSAGES.agencyFeeKobo(360_000_00) }]);
    await createListing(token, { ...body, agencyFeeKobo: 360_000_00 });
  });

  it("a draft may hold the fees; publishing it, or raising a fee on a live listing, is refused naming the field", async () => {
    const { token } = await lister();
    const where = await lagos();
    const body = input(where, { agencyFeeKobo: 700_000_00, inspectionFeeKobo: null });
    const draft = await createListing(token, { ...body, status: "draft" });
    expect(draft.status).toBe("draft");
    const photo = await upload(token);
    const publish = await call("PUT", `/v1/secure/properties/property/${draft.id}`, {
      token,
      body: { ...body, status: "active", mediaTokens: [photo] },
    });
    expect(publish.status).toBe(400);
    expect(fields(publish)).toEqual(["agencyFeeKobo"]);
    const live = await call("PUT", `/v1/secure/properties/property/${draft.id}`, {
      token,
      body: { ...body, status: "active", agencyFeeKobo: 350_000_00, mediaTokens: [photo] },
    });
    expect(live.status, JSON.stringify(live.json)).toBe(200);
    expect(live.json.status).toBe("active");
    const raise = await call("PUT", `/v1/secure/properties/property/${draft.id}`, {
      token,
      body: { ...body, legalFeeKobo: 400_000_00, agencyFeeKobo: 350_000_00, mediaTokens: [photo] },
    });
    expect(raise.status).toBe(400);
    expect(fields(raise)).toEqual(["legalFeeKobo"]);
    const read = await call("GET", `/v1/property/property/${draft.slug}`);
    expect(read.json.legalFeeKobo).toBe(350_000_00);
  });

  it("an inspection fee cannot be entered on a Lagos listing, rent or sale, draft or live, in either spelling", async () => {
    const { user, token } = await lister();
    const where = await lagos();
    const photo = await upload(token);
    for (const over of [
      { inspectionFeeKobo: 5_000_00 },
      { inspectionFeeKobo: 5_000_00, status: "draft" as const },
      { inspectionFeeKobo: 5_000_00, listingType: "sale" as const, pricePeriod: "outright" as const },
      // Out of the admin's bounds too: the law's word is the one given.
      { inspectionFeeKobo: 99_900 },
    ]) {
      const res = await call("POST", "/v1/secure/property", {
        token,
        body: input(where, { ...over, mediaTokens: [photo] }),
      });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json.errors).toEqual([{ field: "inspectionFeeKobo", message: FEE_LAW_MESSAGES.inspectionFee }]);
    }
    const body: Record<string, unknown> = { ...input(where, { mediaTokens: [photo] }), inspectionFee: 5000 };
    delete body.inspectionFeeKobo;
    const naira = await call("POST", "/v1/secure/property", { token, body });
    expect(naira.status).toBe(400);
    expect(naira.json.errors).toEqual([{ field: "inspectionFee", message: FEE_LAW_MESSAGES.inspectionFee }]);
    expect(naira.json.message).toContain("LASRERA");
    expect(await ownCount(user.id)).toBe(0);
    const free = await createListing(token, input(where, { inspectionFeeKobo: null }));
    expect(free.inspectionFeeKobo).toBeNull();
  });

  it("outside Lagos the same fees publish (the listing marks them) and a paid inspection may be set", async () => {
    const { token } = await lister();
    const where = await place();
    const created = await createListing(token, input(where, { agencyFeeKobo: 700_000_00, legalFeeKobo: 525_000_00 }));
    expect(created.status).toBe("active");
    expect(created.inspectionFeeKobo).toBe(5_000_00);
    const cost = moveInCost(created);
    expect(cost.agencyAboveCap && cost.legalAboveCap).toBe(true);
    expect(created.moveInKobo).toBe(cost.total);
  });

  it("a Lagos listing already live with an inspection fee and fees above the caps keeps its paid inspections until its lister edits it", async () => {
    const { user, token } = await lister();
    const where = await lagos();
    const id = await seedListing(user.id, where.stateId, "active", {
      localityId: where.localityId,
      priceKobo: 2_000_000_00,
      agencyFeeKobo: 400_000_00,
      inspectionFeeKobo: 5_000_00,
    });
    const date = lagosDate(Date.now() + 2 * 86_400_000);
    const slots = await call("GET", `/v1/property/property/${id}/inspection-slots?date=${date}`);
    expect(slots.status).toBe(200);
    expect(slots.json.data.feeKobo).toBe(5_000_00);
    const photo = await upload(token);
    const body = input(where, {
      priceKobo: 2_000_000_00,
      agencyFeeKobo: 400_000_00,
      legalFeeKobo: 0,
      inspectionFeeKobo: 5_000_00,
      mediaTokens: [photo],
    });
    const edit = await call("PUT", `/v1/secure/properties/property/${id}`, { token, body });
    expect(edit.status).toBe(400);
    expect(fields(edit)).toEqual(["agencyFeeKobo", "inspectionFeeKobo"]);
    const fixed = await call("PUT", `/v1/secure/properties/property/${id}`, {
      token,
      body: { ...body, agencyFeeKobo: 200_000_00, inspectionFeeKobo: null },
    });
    expect(fixed.status, JSON.stringify(fixed.json)).toBe(200);
    expect(fixed.json.inspectionFeeKobo).toBeNull();
    expect((await call("GET", `/v1/property/property/${id}/inspection-slots?date=${date}`)).status).toBe(422);
  });
});
