import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { emailOutbox, notifications, smsOutbox, users } from "../../worker/db/schema";
import { notificationPage } from "../../worker/contracts/messaging";
import { notify } from "../../worker/services/notifications";
import { sendUnreadMessageEmails } from "../../worker/jobs/unread-messages";
import { createDb } from "../../worker/db/client";
import { call, db, signIn } from "./helpers";
import { agentWithListing, openConversation, person } from "./messaging-fixtures";

const ctx = (now = Date.now()) => ({ db: createDb(env.DB), env, now });

describe("notifications", () => {
  it("list (page 1, size 15, results), read and delete work, newest first, with the badge counting unread items of the last day", async () => {
    const u = await person();
    const now = Date.now();
    for (let i = 0; i < 17; i++)
      await notify(ctx(now - (17 - i) * 1000), { userId: u.id, type: "none", message: `note ${i}` });
    await notify(ctx(now - 2 * 86400_000), { userId: u.id, type: "none", message: "old one" });
    const page = await call("GET", "/v1/secure/notification?page=1&perPage=15", { token: u.token });
    expect(page.status).toBe(200);
    const body = notificationPage.parse(page.json);
    expect(body.results).toHaveLength(15);
    expect(body.results[0]!.message).toBe("note 16");
    expect(body.hasMore).toBe(true);
    expect(body.unreadRecent).toBe(17);
    const first = body.results[0]!;
    expect(first).toMatchObject({ type: "none", read: false, property_slug: null, conversation_id: null });
    expect(new Date(first.created_at).getTime()).toBe(first.createdAt);

    const read = await call("PATCH", `/v1/secure/user/notification/${first.id}/read`, { token: u.token });
    expect(read.status).toBe(200);
    expect(read.json.read).toBe(true);
    const del = await call("DELETE", `/v1/secure/user/notification/${body.results[1]!.id}`, { token: u.token });
    expect(del.json).toEqual({ id: body.results[1]!.id, deleted: true });
    const after = await call("GET", "/v1/secure/notification", { token: u.token });
    expect(after.json.unreadRecent).toBe(15);
    expect(after.json.results.map((r: { id: string }) => r.id)).not.toContain(body.results[1]!.id);
    expect((await call("GET", "/v1/secure/notification?page=2", { token: u.token })).json.results.at(-1).message).toBe(
      "old one",
    );
    expect((await call("GET", "/v1/secure/notification?perPage=500", { token: u.token })).status).toBe(400);
  });

  it("are private: another user cannot see, read or delete them (404, unchanged)", async () => {
    const owner = await person();
    const other = await person();
    const [n] = await notify(ctx(), { userId: owner.id, type: "none", message: "Your identity is verified." });
    expect((await call("GET", "/v1/secure/notification", { token: other.token })).json.results).toEqual([]);
    expect((await call("PATCH", `/v1/secure/user/notification/${n!.id}/read`, { token: other.token })).status).toBe(
      404,
    );
    expect((await call("DELETE", `/v1/secure/user/notification/${n!.id}`, { token: other.token })).status).toBe(404);
    const row = await db().select().from(notifications).where(eq(notifications.id, n!.id)).get();
    expect(row?.readAt).toBeNull();
    expect((await call("GET", "/v1/secure/notification")).status).toBe(401);
  });

  it("mark all read marks only your own unread notifications, and again is a no-op", async () => {
    const u = await person();
    const other = await person();
    for (let i = 0; i < 4; i++) await notify(ctx(), { userId: u.id, type: "none", message: `note ${i}` });
    const [theirs] = await notify(ctx(), { userId: other.id, type: "none", message: "not yours" });
    const first = (await call("GET", "/v1/secure/notification", { token: u.token })).json.results[0];
    await call("PATCH", `/v1/secure/user/notification/${first.id}/read`, { token: u.token });
    const all = await call("POST", "/v1/secure/user/notification/read-all", { token: u.token });
    expect(all.status).toBe(200);
    expect(all.json).toEqual({ marked: 3 });
    expect((await call("GET", "/v1/secure/notification", { token: u.token })).json).toMatchObject({ unreadRecent: 0 });
    expect((await call("POST", "/v1/secure/user/notification/read-all", { token: u.token })).json).toEqual({
      marked: 0,
    });
    expect((await db().select().from(notifications).where(eq(notifications.id, theirs!.id)).get())?.readAt).toBeNull();
    expect((await call("POST", "/v1/secure/user/notification/read-all")).status).toBe(401);
  });

  it("a message notifies the recipient once per conversation; reading the conversation clears it", async () => {
    const { agent, listing } = await agentWithListing();
    const seeker = await person({ firstName: "Tunde" });
    const cid = (await openConversation(seeker, agent.id, listing.id)).conversation.id;
    await call("POST", `/v1/messaging/conversations/${cid}/messages`, {
      token: seeker.token,
      body: { message: "Also, is parking included?" },
    });
    const list = await call("GET", "/v1/secure/notification", { token: agent.token });
    expect(list.json.results).toHaveLength(1);
    expect(list.json.results[0]).toMatchObject({
      type: "chat",
      conversation_id: cid,
      user_conversation_id: seeker.id,
      property_slug: listing.slug,
      property_title: listing.title,
      link: `/dashboard/messages?cid=${cid}`,
      read: false,
    });
    expect(list.json.results[0].message).toContain("parking");
    await call("POST", `/v1/messaging/conversations/${cid}/read`, { token: agent.token, body: {} });
    expect((await call("GET", "/v1/secure/notification", { token: agent.token })).json).toMatchObject({
      unreadRecent: 0,
      results: [{ read: true }],
    });
    // The sender is never notified of their own message.
    expect((await call("GET", "/v1/secure/notification", { token: seeker.token })).json.results).toEqual([]);
  });

  it("saving someone's listing notifies its lister once, even when toggled again", async () => {
    const { agent, listing } = await agentWithListing();
    const fan = await person({ firstName: "Ngozi" });
    for (let i = 0; i < 3; i++) await call("POST", `/v1/secure/favorite/property/${listing.id}`, { token: fan.token });
    const list = await call("GET", "/v1/secure/notification", { token: agent.token });
    expect(list.json.results).toHaveLength(1);
    expect(list.json.results[0]).toMatchObject({
      type: "favorite",
      property_slug: listing.slug,
      link: `/properties/property/${listing.slug}`,
    });
    expect(list.json.results[0].message).toContain("Ngozi");
    await call("POST", `/v1/secure/favorite/property/${listing.id}`, { token: agent.token });
    expect((await call("GET", "/v1/secure/notification", { token: agent.token })).json.results).toHaveLength(1);
  });

  it("KYC decisions and listing moderation reach the bell", async () => {
    const { agent, listing } = await agentWithListing();
    const admin = await person({ accountType: "super_admin", adminAccess: true });
    const { token } = await signIn(admin);
    const delist = await call("POST", `/admin/api/listings/${listing.id}/delist`, {
      token,
      body: { reason: "Photos belong to another listing" },
    });
    expect(delist.status).toBe(200);
    const afterDelist = await call("GET", "/v1/secure/notification", { token: agent.token });
    expect(afterDelist.json.results[0]).toMatchObject({ type: "none", property_slug: listing.slug });
    expect(afterDelist.json.results[0].message).toContain("Photos belong to another listing");

    const { member, reviewer, submit } = await import("./kyc-fixtures");
    const m = await member();
    expect((await submit(m.token)).status).toBe(201);
    const r = await reviewer();
    expect(
      (
        await call("POST", `/admin/api/users/${m.user.id}/verify-kyc`, {
          token: r.token,
          body: { action: "reject", reason: "The photo is blurred" },
        })
      ).status,
    ).toBe(200);
    const kyc = await call("GET", "/v1/secure/notification", { token: m.token });
    expect(kyc.json.results[0]).toMatchObject({ type: "none", link: "/dashboard/kyc" });
    expect(kyc.json.results[0].message).toContain("The photo is blurred");
  });
});

describe("freshness reminder", () => {
  it("puts one bell item per listing that needs confirming, linking to My listings", async () => {
    const { sendFreshnessReminders } = await import("../../worker/jobs/freshness");
    const { LISTING_RULES } = await import("../../worker/contracts/listings");
    const { properties } = await import("../../worker/db/schema");
    const { agent, listing } = await agentWithListing();
    await db()
      .update(properties)
      .set({ confirmedAt: Date.now() - LISTING_RULES.reminderAfterMs - 3600_000 })
      .where(eq(properties.id, listing.id))
      .run();
    await sendFreshnessReminders(ctx());
    const list = await call("GET", "/v1/secure/notification", { token: agent.token });
    expect(list.json.results).toHaveLength(1);
    expect(list.json.results[0]).toMatchObject({
      type: "none",
      property_slug: listing.slug,
      link: "/dashboard/property/my-listing",
    });
  });
});

describe("unread-message emails and SMS", () => {
  it("one email per conversation still unread after 5 minutes, honouring the email and SMS toggles, sent once", async () => {
    const { agent, listing } = await agentWithListing({ phone: "0803 555 0101", smsNotifications: true });
    const seeker = await person({ firstName: "Kemi", emailNotifications: false, phone: "08035550102" });
    const cid = (await openConversation(seeker, agent.id, listing.id, "Is it still available?")).conversation.id;
    await call("POST", `/v1/messaging/conversations/${cid}/messages`, {
      token: seeker.token,
      body: { message: "I can pay the inspection fee." },
    });
    // Too early: nothing.
    await sendUnreadMessageEmails(ctx(Date.now() + 60_000));
    const mails = () => db().select().from(emailOutbox).where(eq(emailOutbox.to, agent.email)).all();
    expect(await mails()).toHaveLength(0);
    const later = Date.now() + 6 * 60_000;
    await Promise.all([sendUnreadMessageEmails(ctx(later)), sendUnreadMessageEmails(ctx(later))]);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Kemi User sent you 2 messages on PropertyNG");
    expect(sent[0]!.text).toContain("I can pay the inspection fee.");
    expect(sent[0]!.text).toContain(`/dashboard/messages?cid=${cid}`);
    const texts = await db().select().from(smsOutbox).where(eq(smsOutbox.to, "+2348035550101")).all();
    expect(texts).toHaveLength(1);

    // The seeker turned email off and SMS off: the lister's reply reaches neither channel.
    await db().update(users).set({ smsNotifications: false }).where(eq(users.id, seeker.id)).run();
    await call("POST", `/v1/messaging/conversations/${cid}/messages`, {
      token: agent.token,
      body: { message: "Yes, come on Saturday." },
    });
    await sendUnreadMessageEmails(ctx(Date.now() + 6 * 60_000));
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, seeker.email)).all()).toHaveLength(0);
    expect(await db().select().from(smsOutbox).where(eq(smsOutbox.to, "+2348035550102")).all()).toHaveLength(0);
    // Read in time: no email.
    const seeker2 = await person();
    const cid2 = (await openConversation(seeker2, agent.id, undefined, "hello")).conversation.id;
    await call("POST", `/v1/messaging/conversations/${cid2}/read`, { token: agent.token, body: {} });
    await sendUnreadMessageEmails(ctx(Date.now() + 6 * 60_000));
    expect(await mails()).toHaveLength(1);
    void sql;
  });
});
