import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activityLogs, listingQuestions, properties, propertyAmenities } from "../../worker/db/schema";
import {
  askResult,
  listerQuestion,
  listerQuestionPage,
  publishedQuestionPage,
} from "../../worker/contracts/listing-questions";
import { conversationList, messagePage } from "../../worker/contracts/messaging";
import { exports } from "cloudflare:workers";
import { BASE, call, db, freshIp, makeUser, seedListing, signIn } from "./helpers";
import { place } from "./listings-fixtures";
import { person, type Person } from "./messaging-fixtures";

/** A verified brokerage's rent listing with its fees, a C of O, power and water facts and an inspection fee. */
async function listed(over: Parameters<typeof seedListing>[3] = {}) {
  const lister = await person({ accountType: "brokerage", subAccountType: "broker", kycVerified: true });
  const { stateId } = await place();
  const id = await seedListing(lister.id, stateId, "active", {
    priceKobo: 2_500_000_00,
    serviceChargeKobo: 300_000_00,
    agencyFeeKobo: 250_000_00,
    legalFeeKobo: 250_000_00,
    cautionFeeKobo: 200_000_00,
    titleDocuments: JSON.stringify(["c_of_o"]),
    inspectionFeeKobo: 5_000_00,
    bedrooms: 3,
    bathrooms: 3,
    ...over,
  });
  await db()
    .insert(propertyAmenities)
    .values([1, 2, 3].map((amenityId) => ({ propertyId: id, amenityId })))
    .run();
  return { lister, id };
}

/** Each test asks from its own IP address, so the per-IP budget of one test never reaches another. */
function asker(token?: string) {
  const ip = freshIp();
  return (id: string, body: unknown) => call("POST", `/v1/properties/${id}/questions`, { token, body, ip });
}

async function handOver(seeker: Person, id: string, text = "Are pets allowed?") {
  const res = await asker(seeker.token)(id, { text });
  expect(res.status).toBe(200);
  return askResult.parse(res.json);
}

describe("asking a listing: answers from its own fields", () => {
  it("the service charge, the title documents and the power are answered, quoting the field", async () => {
    const { id } = await listed();
    const ask = asker();
    const fees = askResult.parse((await ask(id, { text: "How much is the service charge?" })).json);
    expect(fees).toMatchObject({ answered: true, handedOver: false, topic: "service_charge" });
    expect(fees.reply).toBe("The service charge is ₦300,000 a year.");
    expect(fees.quotes).toEqual([{ field: "serviceChargeKobo", label: "Service charge", value: "₦300,000" }]);

    const docs = askResult.parse((await ask(id, { text: "e get C of O?" })).json);
    expect(docs.topic).toBe("title_documents");
    expect(docs.quotes![0]).toMatchObject({ field: "titleDocuments", value: "Certificate of Occupancy (C of O)" });

    const power = askResult.parse((await ask(id, { text: "is there light?" })).json);
    expect(power.topic).toBe("power");
    expect(power.reply).toContain("24-hour power and Prepaid meter");

    const total = askResult.parse((await ask(id, { text: "wetin I go pay to pack in" })).json);
    expect(total.quotes!.at(-1)).toEqual({ field: "moveInCost", label: "Total move-in cost", value: "₦3,500,000" });

    const kept = await db().select().from(listingQuestions).where(eq(listingQuestions.propertyId, id)).all();
    expect(kept).toHaveLength(4);
    expect(kept.every((q) => q.answeredFromListing === 1 && q.conversationId === null && q.askerId === null)).toBe(
      true,
    );
  });

  it("an anonymous visitor's question the listing does not answer is not handed over: sign in, then come back", async () => {
    const { id } = await listed();
    const res = await asker()(id, { text: "Are pets allowed?" });
    expect(res.status).toBe(200);
    const { slug } = (await db()
      .select({ slug: properties.slug })
      .from(properties)
      .where(eq(properties.id, id))
      .get())!;
    expect(askResult.parse(res.json)).toMatchObject({
      answered: false,
      handedOver: false,
      topic: null,
      signInUrl: `/login?redirect=${encodeURIComponent(`/properties/property/${slug}`)}`,
    });
    expect(res.json.reply).toMatch(/Sign in/);
    expect(res.json.conversationId).toBeUndefined();
  });

  it("a hidden listing is a 404, to ask and to read; an unknown one too", async () => {
    const { id } = await listed({ status: "deactivated" });
    expect((await asker()(id, { text: "is it available" })).status).toBe(404);
    expect((await call("GET", `/v1/properties/${id}/questions`)).status).toBe(404);
    expect((await asker()("no-such-listing", { text: "price?" })).status).toBe(404);
  });
});

describe("handing a question to the lister, answering and publishing", () => {
  it("the question arrives in the lister's Messages; the answer goes back there and shows on the listing", async () => {
    const { lister, id } = await listed();
    const seeker = await person({ firstName: "Amaka", lastName: "Obi" });
    const asked = await handOver(seeker, id);
    expect(asked).toMatchObject({
      answered: false,
      handedOver: true,
      reply: "I've asked the agent; you'll see the answer in Messages.",
    });
    expect(asked.messagesUrl).toBe(`/dashboard/messages?cid=${asked.conversationId}`);

    const inbox = conversationList.parse(
      (await call("GET", "/v1/messaging/conversations", { token: lister.token })).json,
    );
    const conv = inbox.data.find((c) => c.id === asked.conversationId)!;
    expect(conv).toMatchObject({ unread: 1, otherUser: { id: seeker.id }, property: { id } });
    const thread = (token: string) =>
      call("GET", `/v1/messaging/conversations/${asked.conversationId}/messages`, { token }).then((r) =>
        messagePage.parse(r.json).data.map((m) => m.message),
      );
    expect(await thread(lister.token)).toEqual([expect.stringContaining("Are pets allowed?")]);

    const open = listerQuestionPage.parse(
      (await call("GET", "/v1/secure/listing-questions", { token: lister.token })).json,
    );
    expect(open.data.map((q) => [q.id, q.question, q.askerName, q.answer])).toEqual([
      [asked.questionId, "Are pets allowed?", "Amaka", null],
    ]);

    const answered = await call("POST", `/v1/secure/listing-questions/${asked.questionId}/answer`, {
      token: lister.token,
      body: { answer: "Small pets are fine.", publish: true },
    });
    expect(answered.status).toBe(200);
    expect(listerQuestion.parse(answered.json)).toMatchObject({ answer: "Small pets are fine.", published: true });
    expect(await thread(seeker.token)).toEqual([expect.stringContaining("Are pets allowed?"), "Small pets are fine."]);

    const shown = publishedQuestionPage.parse((await call("GET", `/v1/properties/${id}/questions`)).json);
    expect(shown.data.map((q) => [q.question, q.answer])).toEqual([["Are pets allowed?", "Small pets are fine."]]);
    expect(shown).toMatchObject({ page: 1, perPage: 10, hasMore: false });
    // The listing page is server-rendered with them (what curl sees), and with the ask box.
    const slug = (await db().select({ slug: properties.slug }).from(properties).where(eq(properties.id, id)).get())!
      .slug;
    const page = await exports.default.fetch(
      new Request(`${BASE}/properties/property/${slug}`, { headers: { accept: "text/html" } }),
    );
    const html = (await page.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
    expect(page.status).toBe(200);
    expect(html).toContain("Questions and answers</h2>");
    expect(html).toContain("Small pets are fine.");
    expect(html).toContain("Ask about this listing</h2>");
    // Answered: out of the default (unanswered) list, still in "all".
    expect((await call("GET", "/v1/secure/listing-questions", { token: lister.token })).json.data).toEqual([]);
    expect(
      (await call("GET", "/v1/secure/listing-questions?filter=all", { token: lister.token })).json.data,
    ).toHaveLength(1);

    // Publishing again with the same words sends no second message; unpublishing takes it off the listing.
    await call("POST", `/v1/secure/listing-questions/${asked.questionId}/answer`, {
      token: lister.token,
      body: { answer: "Small pets are fine.", publish: true },
    });
    expect(await thread(seeker.token)).toHaveLength(2);
    const off = await call("POST", `/v1/secure/listing-questions/${asked.questionId}/unpublish`, {
      token: lister.token,
    });
    expect(off.status).toBe(200);
    expect(off.json.published).toBe(false);
    expect((await call("GET", `/v1/properties/${id}/questions`)).json.data).toEqual([]);
  });

  it("a stranger cannot answer or unpublish; a non-lister is refused before the body; staff with the listings permission may, logged", async () => {
    const { id } = await listed();
    const asked = await handOver(await person(), id);
    const path = `/v1/secure/listing-questions/${asked.questionId}`;
    const body = { answer: "Yes", publish: true };

    const otherLister = await person({ accountType: "company" });
    expect((await call("POST", `${path}/answer`, { token: otherLister.token, body })).status).toBe(404);
    expect((await call("POST", `${path}/unpublish`, { token: otherLister.token })).status).toBe(404);
    expect((await call("GET", "/v1/secure/listing-questions", { token: otherLister.token })).json.data).toEqual([]);

    const seeker = await person();
    const refused = await call("POST", `${path}/answer`, { token: seeker.token, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("You are not allowed to perform this action.");
    expect((await call("POST", `${path}/answer`, { body })).status).toBe(401);

    const noPermission = await makeUser({
      accountType: "staff",
      adminAccess: true,
      permissions: ["CAN_VIEW_ARTICLES"],
    });
    const { token: articlesStaff } = await signIn(noPermission);
    expect((await call("POST", `${path}/answer`, { token: articlesStaff, body: {} })).status).toBe(403);

    const moderator = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_LISTING"] });
    const { token } = await signIn(moderator);
    const res = await call("POST", `${path}/answer`, { token, body });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ answer: "Yes", published: true });
    const log = await db().select().from(activityLogs).where(eq(activityLogs.targetId, asked.questionId)).all();
    expect(log.map((l) => [l.actorId, l.action])).toEqual([[moderator.id, "listing_question.answer"]]);
  });

  it("the lister asking their own listing is told to add it to the listing; nothing is sent", async () => {
    const { lister, id } = await listed();
    const res = askResult.parse((await asker(lister.token)(id, { text: "Are pets allowed?" })).json);
    expect(res).toMatchObject({ answered: false, handedOver: false });
    expect(res.reply).toMatch(/your listing/);
    expect(res.conversationId).toBeUndefined();
  });
});

describe("bad input and limits", () => {
  it("bad input is a 400 naming the field, never a 5xx, and keeps nothing", async () => {
    const { lister, id } = await listed();
    const ask = asker();
    for (const [body, field] of [
      [{}, "text"],
      [{ text: "   " }, "text"],
      [{ text: "x".repeat(501) }, "text"],
      [{ text: 42 }, "text"],
      [{ text: "price?", extra: 1 }, "extra"],
    ] as const) {
      const res = await ask(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await db().select().from(listingQuestions).where(eq(listingQuestions.propertyId, id)).all()).toEqual([]);

    const asked = await handOver(await person(), id);
    const answer = (body: unknown) =>
      call("POST", `/v1/secure/listing-questions/${asked.questionId}/answer`, { token: lister.token, body });
    for (const [body, field] of [
      [{ publish: true }, "answer"],
      [{ answer: "" }, "answer"],
      [{ answer: "x".repeat(2001) }, "answer"],
      [{ answer: "Yes", publish: "yes" }, "publish"],
    ] as const) {
      const res = await answer(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await call("GET", "/v1/secure/listing-questions?filter=mine", { token: lister.token })).status).toBe(400);
    expect((await call("GET", `/v1/properties/${id}/questions?page=0`)).status).toBe(400);
    expect(
      (await call("POST", "/v1/secure/listing-questions/nope/answer", { token: lister.token, body: { answer: "x" } }))
        .status,
    ).toBe(404);
  });

  it("20 parallel asks from one visitor: exactly the visitor's budget is answered, the rest are 429 with Retry-After", async () => {
    const { id } = await listed();
    const seeker = await person();
    const ask = asker(seeker.token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(id, { text: "what is the caution fee" })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(answers.find((a) => a.status === 429)!.headers.get("retry-after")).toMatch(/^\d+$/);
    const kept = await db().select().from(listingQuestions).where(eq(listingQuestions.propertyId, id)).all();
    expect(kept).toHaveLength(10);
  });
});
