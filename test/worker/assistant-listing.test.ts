import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { listingQuestions, messages } from "../../worker/db/schema";
import { call, db, freshIp, seedListing, uniq } from "./helpers";
import { place } from "./listings-fixtures";
import { person } from "./messaging-fixtures";

/**
 * The assistant on a listing's page: a question about the listing (no place, kind, size or budget) is answered from
 * the listing's own fields, quoting them; what the listing does not say goes to the lister as the signed-in visitor's
 * message; a search said on the same page is still a search.
 */
async function listed() {
  const lister = await person({ accountType: "brokerage", subAccountType: "broker", kycVerified: true });
  const { stateId } = await place();
  const id = await seedListing(lister.id, stateId, "active", {
    priceKobo: 2_500_000_00,
    serviceChargeKobo: 300_000_00,
    cautionFeeKobo: 200_000_00,
    titleDocuments: JSON.stringify(["c_of_o"]),
    bedrooms: 3,
  });
  return { lister, id };
}
const ask = (text: string, listing: string, opts: { token?: string; browserId?: string } = {}) =>
  call("POST", "/v1/assistant/messages", {
    body: { text, listing },
    token: opts.token,
    headers: opts.token ? {} : { "x-browser-id": opts.browserId ?? `test-browser-${uniq()}${uniq()}` },
    ip: freshIp(),
  });

describe("the assistant on a listing's page", () => {
  it("answers from the listing's fields in English or Pidgin, quoting the field", async () => {
    const { id } = await listed();
    const fee = await ask("wetin be the caution fee?", id);
    expect(fee.status).toBe(200);
    expect(fee.json).toMatchObject({ intent: "listing", turn: "none" });
    expect(fee.json.reply).toContain("₦200,000");
    expect(fee.json.quotes).toEqual([expect.objectContaining({ field: "cautionFeeKobo", value: "₦200,000" })]);
    const docs = await ask("does it have C of O", id);
    expect(docs.json.quotes.map((q: { field: string }) => q.field)).toContain("titleDocuments");
  });

  it("hands what the listing does not say to the lister as the visitor's message, or asks an anonymous visitor to sign in", async () => {
    const { lister, id } = await listed();
    const anonymous = await ask("Are pets allowed?", id);
    expect(anonymous.json.intent).toBe("listing");
    expect(anonymous.json.actions).toEqual([expect.objectContaining({ kind: "sign_in" })]);
    const seeker = await person({ accountType: "seeker" });
    const question = "Is the landlord flexible on payment?";
    const handed = await ask(question, id, { token: seeker.token });
    expect(handed.json.reply).toBe("I've asked the agent; you'll see the answer in Messages.");
    expect(handed.json.actions).toEqual([expect.objectContaining({ kind: "messages", label: "Open Messages" })]);
    const q = await db()
      .select()
      .from(listingQuestions)
      .where(and(eq(listingQuestions.propertyId, id), eq(listingQuestions.askerId, seeker.id)))
      .get();
    expect(q?.conversationId).toBeTruthy();
    const sent = await db().select().from(messages).where(eq(messages.conversationId, q!.conversationId!)).all();
    expect(sent.map((m) => m.senderId)).toEqual([seeker.id]);
    expect(sent[0]!.body).toContain(question);
    expect(lister.id).not.toBe(seeker.id);
  });

  it("a search said on a listing's page is still a search", async () => {
    const { id } = await listed();
    const res = await ask("2 bedroom flat in Yaba under 1.5m", id);
    expect(res.json.intent).toBe("search");
  });
});
