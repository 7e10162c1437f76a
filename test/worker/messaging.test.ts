import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { activityLogs } from "../../worker/db/schema";
import { conversationList, messagePage, sendResult } from "../../worker/contracts/messaging";
import { call, db } from "./helpers";
import { agentWithListing, openConversation, person } from "./messaging-fixtures";

describe("conversations", () => {
  it("a seeker messages a listing's lister; both see it, the listing on top, unread counted for the lister", async () => {
    const { agent, listing } = await agentWithListing();
    const seeker = await person({ firstName: "Amaka", lastName: "Obi" });
    const first = await openConversation(seeker, agent.id, listing.id);
    expect(sendResult.parse(first).conversation.property?.id).toBe(listing.id);
    const cid = first.conversation.id;

    const inbox = await call("GET", "/v1/messaging/conversations", { token: agent.token });
    expect(inbox.status).toBe(200);
    const mine = conversationList.parse(inbox.json).data.find((c) => c.id === cid)!;
    expect(mine).toMatchObject({
      role: "agent",
      unread: 1,
      otherUser: { id: seeker.id, fullName: "Amaka Obi" },
      property: { id: listing.id, title: listing.title },
    });
    expect(inbox.json.totalUnread).toBe(1);

    const reply = await call("POST", `/v1/messaging/conversations/${cid}/messages`, {
      token: agent.token,
      body: { message: "Yes it is. When would you like to see it?" },
    });
    expect(reply.status).toBe(201);
    expect(reply.json.message.seq).toBe(2);
    // Replying means the lister has read what came before.
    expect(reply.json.conversation.unread).toBe(0);

    const msgs = await call("GET", `/v1/messaging/conversations/${cid}/messages`, { token: seeker.token });
    expect(messagePage.parse(msgs.json).data.map((m) => m.message)).toEqual([
      "Hello, is this flat still available?",
      "Yes it is. When would you like to see it?",
    ]);
    const seekerView = await call("GET", `/v1/messaging/conversations/${cid}`, { token: seeker.token });
    expect(seekerView.json).toMatchObject({ role: "seeker", unread: 1, lastSeq: 2 });

    const read = await call("POST", `/v1/messaging/conversations/${cid}/read`, { token: seeker.token, body: {} });
    expect(read.json).toEqual({ conversationId: cid, lastReadSeq: 2, unread: 0 });
    expect((await call("GET", "/v1/messaging/unread", { token: seeker.token })).json).toEqual({ unread: 0 });
  });

  it("a third user gets 403 on another pair's conversation, its messages, sending, reading and tickets", async () => {
    const { agent, listing } = await agentWithListing();
    const seeker = await person();
    const third = await person();
    const cid = (await openConversation(seeker, agent.id, listing.id)).conversation.id;
    const t = third.token;
    expect((await call("GET", `/v1/messaging/conversations/${cid}`, { token: t })).status).toBe(403);
    expect((await call("GET", `/v1/messaging/conversations/${cid}/messages`, { token: t })).status).toBe(403);
    expect((await call("GET", `/v1/messaging/conversations/${cid}/messages?after=0`, { token: t })).status).toBe(403);
    expect(
      (await call("POST", `/v1/messaging/conversations/${cid}/messages`, { token: t, body: { message: "hi" } })).status,
    ).toBe(403);
    expect((await call("POST", `/v1/messaging/conversations/${cid}/read`, { token: t, body: {} })).status).toBe(403);
    expect(
      (await call("POST", `/v1/messaging/conversations/${cid}/report`, { token: t, body: { reason: "spam spam" } }))
        .status,
    ).toBe(403);
    expect(
      (
        await call("POST", `/v1/messaging/conversations/${cid}/attachments`, {
          token: t,
          body: { contentType: "image/png", sizeBytes: 10 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call("POST", "/v1/messaging/pusher/auth", {
          token: t,
          body: { socket_id: "x", channel_name: `private-conversation-${cid}` },
        })
      ).status,
    ).toBe(403);
    // The third user's inbox does not show it, and nothing was written by the refused send.
    const inbox = await call("GET", "/v1/messaging/conversations", { token: t });
    expect(inbox.json.data).toEqual([]);
    expect((await call("GET", `/v1/messaging/conversations/${cid}`, { token: seeker.token })).json.lastSeq).toBe(1);
    expect(
      (await call("GET", "/v1/messaging/conversations/00000000-0000-4000-8000-000000000000", { token: t })).status,
    ).toBe(404);
  });

  it("only listers, agents and developers take enquiries: a seeker's or standard user's inbox cannot be opened by a stranger", async () => {
    const stranger = await person();
    for (const accountType of ["seeker", "standard"]) {
      const target = await person({ accountType });
      for (const [path, body] of [
        [`/v1/messaging/agent/${target.id}`, { message: "Hello there, are you selling?" }],
        ["/v1/messaging/request", { agentId: target.id, message: "Hello there, are you selling?" }],
      ] as const) {
        const res = await call("POST", path, { token: stranger.token, body });
        expect(res.status).toBe(422);
        expect(res.json.errors[0].field).toBe("agentId");
      }
      expect((await call("GET", "/v1/messaging/conversations", { token: target.token })).json.data).toEqual([]);
    }
    for (const accountType of ["agent", "developer", "company"]) {
      const lister = await person({ accountType });
      expect(
        (
          await call("POST", `/v1/messaging/agent/${lister.id}`, {
            token: stranger.token,
            body: { message: "Hello, do you have a 2 bedroom?" },
          })
        ).status,
      ).toBe(201);
    }
  });

  it("bad input is a 400 naming the field and writes nothing", async () => {
    const { agent, listing } = await agentWithListing();
    const other = await agentWithListing();
    const seeker = await person();
    const cases: [string, unknown, string][] = [
      [`/v1/messaging/agent/${agent.id}`, { message: "   " }, "message"],
      [`/v1/messaging/agent/${agent.id}`, { message: "x".repeat(2001) }, "message"],
      [`/v1/messaging/agent/${agent.id}`, { message: "hello", admin: true }, "admin"],
      [`/v1/messaging/agent/${agent.id}`, { message: "hello", propertyId: other.listing.id }, "propertyId"],
      [`/v1/messaging/agent/${seeker.id}`, { message: "hello" }, "agentId"],
      ["/v1/messaging/request", { message: "hello" }, "agentId"],
      ["/v1/messaging/pusher/auth", { socket_id: "a", channel_name: "presence-everyone" }, "channel_name"],
    ];
    for (const [path, body, field] of cases) {
      const res = await call("POST", path, { token: seeker.token, body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const unknown = await call("POST", `/v1/messaging/agent/${agent.id}`, {
      token: seeker.token,
      body: { message: "hello", admin: true },
    });
    expect(unknown.json.message).toContain("admin");
    expect(
      (
        await call("POST", `/v1/messaging/agent/00000000-0000-4000-8000-000000000000`, {
          token: seeker.token,
          body: { message: "hello" },
        })
      ).status,
    ).toBe(404);
    expect((await call("GET", "/v1/messaging/conversations", { token: seeker.token })).json.data).toEqual([]);
    expect(
      (await call("GET", `/v1/messaging/conversations?search=${"x".repeat(101)}`, { token: seeker.token })).status,
    ).toBe(400);
    expect((await call("GET", `/v1/messaging/conversations?page=0`, { token: seeker.token })).status).toBe(400);
    void listing;
  });

  it("30 parallel first messages open one conversation with 30 distinct, ordered messages", async () => {
    const { agent, listing } = await agentWithListing();
    const seeker = await person();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call("POST", `/v1/messaging/agent/${agent.id}`, {
          token: seeker.token,
          body: { message: `message ${i}`, propertyId: listing.id },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(201));
    const ids = new Set(results.map((r) => r.json.conversation.id));
    expect(ids.size).toBe(1);
    expect(new Set(results.map((r) => r.json.message.seq)).size).toBe(30);
    const page = await call("GET", `/v1/messaging/conversations/${[...ids][0]}/messages?perPage=100`, {
      token: agent.token,
    });
    expect(page.json.data.map((m: { seq: number }) => m.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const inbox = await call("GET", "/v1/messaging/conversations", { token: agent.token });
    expect(inbox.json.data).toHaveLength(1);
    expect(inbox.json.data[0].unread).toBe(30);
  });

  it("a burst past the send limit is refused with 429 and only the allowed messages are stored", async () => {
    const { agent } = await agentWithListing();
    const seeker = await person();
    const cid = (await openConversation(seeker, agent.id)).conversation.id;
    const results = await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        call("POST", `/v1/messaging/conversations/${cid}/messages`, {
          token: seeker.token,
          body: { message: `n${i}` },
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 201).length;
    expect(ok).toBe(29); // 30 per minute, one spent on the first message
    expect(results.filter((r) => r.status === 429)).toHaveLength(6);
    expect((await call("GET", `/v1/messaging/conversations/${cid}`, { token: seeker.token })).json.lastSeq).toBe(30);
  });

  it("pages back with before and catches up with after (newest last)", async () => {
    const { agent } = await agentWithListing();
    const seeker = await person();
    const cid = (await openConversation(seeker, agent.id, undefined, "m1")).conversation.id;
    for (let i = 2; i <= 7; i++)
      await call("POST", `/v1/messaging/conversations/${cid}/messages`, {
        token: i % 2 ? seeker.token : agent.token,
        body: { message: `m${i}` },
      });
    const latest = await call("GET", `/v1/messaging/conversations/${cid}/messages?perPage=3`, { token: seeker.token });
    expect(latest.json.data.map((m: { message: string }) => m.message)).toEqual(["m5", "m6", "m7"]);
    expect(latest.json.hasMore).toBe(true);
    const older = await call("GET", `/v1/messaging/conversations/${cid}/messages?perPage=3&before=5`, {
      token: seeker.token,
    });
    expect(older.json.data.map((m: { message: string }) => m.message)).toEqual(["m2", "m3", "m4"]);
    const missed = await call("GET", `/v1/messaging/conversations/${cid}/messages?after=4`, { token: seeker.token });
    expect(missed.json.data.map((m: { message: string }) => m.message)).toEqual(["m5", "m6", "m7"]);
    expect(missed.json.hasMore).toBe(false);
  });

  it("search finds conversations by the other person's name or the listing, with long text", async () => {
    const { agent, listing } = await agentWithListing({ firstName: "Chidinma", lastName: "Eze" });
    const seeker = await person();
    await openConversation(seeker, agent.id, listing.id);
    const hit = await call("GET", `/v1/messaging/conversations?search=chidinma`, { token: seeker.token });
    expect(hit.json.data).toHaveLength(1);
    const long = encodeURIComponent("3 bedroom flat with swimming pool in Lekki Phase 1 Lagos and more words");
    const miss = await call("GET", `/v1/messaging/conversations?search=${long}`, { token: seeker.token });
    expect(miss.status).toBe(200);
    expect(miss.json.data).toEqual([]);
  });
});

describe("scam signal", () => {
  it("flags (not blocks) contact details in a first message to an unverified lister", async () => {
    const unverified = await agentWithListing({ kycVerified: false });
    const verified = await agentWithListing();
    const seeker = await person();
    const a = await openConversation(
      seeker,
      unverified.agent.id,
      unverified.listing.id,
      "Call me on 0803 123 4567 or mail amaka@gmail.com",
    );
    expect(a.message.flagged).toBe(true);
    expect(a.conversation).toMatchObject({ flagged: true });
    const b = await openConversation(seeker, verified.agent.id, verified.listing.id, "Call me on 0803 123 4567");
    expect(b.message.flagged).toBe(false);
    const c = await openConversation(seeker, unverified.agent.id, undefined, "Is the flat still available?");
    expect(c.message.flagged).toBe(false);
    // Only the first message counts.
    const later = await call("POST", `/v1/messaging/conversations/${c.conversation.id}/messages`, {
      token: seeker.token,
      body: { message: "+2348031234567" },
    });
    expect(later.json.message.flagged).toBe(false);
  });
});

describe("admin view of reported conversations", () => {
  it("staff with CAN_VIEW_DASHBOARD_REPORTS read only flagged or reported conversations, and each read is logged", async () => {
    const { agent, listing } = await agentWithListing();
    const seeker = await person();
    const cid = (await openConversation(seeker, agent.id, listing.id)).conversation.id;
    const staff = await person({
      accountType: "staff",
      adminAccess: true,
      permissions: ["CAN_VIEW_DASHBOARD_REPORTS"],
    });
    const { signIn } = await import("./helpers");
    const { token } = await signIn(staff);
    expect((await call("GET", `/admin/api/messaging/conversations/${cid}`, { token })).status).toBe(404);
    expect(
      (
        await call("POST", `/v1/messaging/conversations/${cid}/report`, {
          token: agent.token,
          body: { reason: "Asked me to pay outside the site" },
        })
      ).status,
    ).toBe(200);
    const list = await call("GET", "/admin/api/messaging/conversations", { token });
    expect(list.json.data.find((r: { id: string }) => r.id === cid)).toMatchObject({
      reportedBy: agent.id,
      reportReason: "Asked me to pay outside the site",
    });
    const view = await call("GET", `/admin/api/messaging/conversations/${cid}`, { token });
    expect(view.status).toBe(200);
    expect(view.json.messages.map((m: { message: string }) => m.message)).toEqual([
      "Hello, is this flat still available?",
    ]);
    const logs = await db()
      .select()
      .from(activityLogs)
      .where(sql`${activityLogs.targetId} = ${cid}`)
      .all();
    expect(logs.map((l) => l.action).sort()).toEqual([
      "messaging.admin_view",
      "messaging.admin_view",
      "messaging.conversation_reported",
    ]);
    const cleared = await call("POST", `/admin/api/messaging/conversations/${cid}/clear`, {
      token,
      body: { note: "Warned the seeker" },
    });
    expect(cleared.status).toBe(200);
    const log = await db()
      .select()
      .from(activityLogs)
      .where(sql`${activityLogs.targetId} = ${cid} AND ${activityLogs.action} = 'messaging.review_cleared'`)
      .get();
    expect(JSON.parse(log!.details!)).toMatchObject({
      before: { reportReason: "Asked me to pay outside the site" },
      after: { reportReason: null },
    });
    expect((await call("GET", `/admin/api/messaging/conversations/${cid}`, { token })).status).toBe(404);
  });
});

describe("picture attachments", () => {
  it("go through a signed, single-use upload, are sent by token and read through signed links", async () => {
    const { put, PNG } = await import("./listings-fixtures");
    const { exports } = await import("cloudflare:workers");
    const { agent } = await agentWithListing();
    const seeker = await person();
    const cid = (await openConversation(seeker, agent.id)).conversation.id;
    const ticket = await call("POST", `/v1/messaging/conversations/${cid}/attachments`, {
      token: seeker.token,
      body: { contentType: "image/png", sizeBytes: PNG.byteLength },
    });
    expect(ticket.status).toBe(201);
    expect((await put(ticket.json.uploadUrl, "not a picture")).status).toBe(400);
    expect((await put(ticket.json.uploadUrl, PNG)).status).toBe(200);
    expect((await put(ticket.json.uploadUrl, PNG)).status).toBe(409);
    // Someone else's token, or one never uploaded, is refused.
    const foreign = await call("POST", `/v1/messaging/conversations/${cid}/messages`, {
      token: agent.token,
      body: { attachments: [ticket.json.token] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors[0].field).toBe("attachments");
    const sent = await call("POST", `/v1/messaging/conversations/${cid}/messages`, {
      token: seeker.token,
      body: { attachments: [ticket.json.token] },
    });
    expect(sent.status).toBe(201);
    expect(sent.json.conversation.lastMessagePreview).toBe("Photo");
    const url: string = sent.json.message.attachments[0].url;
    expect(url).toMatch(/^\/v1\/media\/chat\//);
    const img = await exports.default.fetch(new Request(`http://localhost${url}`));
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/png");
    await img.arrayBuffer();
    const forged = await exports.default.fetch(new Request(`http://localhost${url.replace(/sig=[^&]+/, "sig=AAAA")}`));
    expect(forged.status).toBe(403);
    await forged.arrayBuffer();
    // A link is single use even when raced: of 10 parallel PUTs on a fresh link, one stores the picture.
    const raced = await call("POST", `/v1/messaging/conversations/${cid}/attachments`, {
      token: seeker.token,
      body: { contentType: "image/png", sizeBytes: PNG.byteLength },
    });
    const puts = await Promise.all(Array.from({ length: 10 }, () => put(raced.json.uploadUrl, PNG)));
    expect(puts.filter((p) => p.status === 200)).toHaveLength(1);
    expect(puts.filter((p) => p.status === 409)).toHaveLength(9);
    // Not served publicly under /media.
    const pub = await exports.default.fetch(
      new Request(`http://localhost${url.replace("/v1/media/", "/media/").split("?")[0]}`),
    );
    expect(pub.status).toBe(404);
    await pub.arrayBuffer();
  });
});

describe("staff accounts", () => {
  it("cannot use the participant routes, even with a token", async () => {
    const { agent } = await agentWithListing();
    const staff = await person({
      accountType: "staff",
      adminAccess: true,
      permissions: ["CAN_VIEW_DASHBOARD_REPORTS"],
    });
    const { signIn } = await import("./helpers");
    const { token } = await signIn(staff);
    expect((await call("GET", "/v1/messaging/conversations", { token })).status).toBe(403);
    expect((await call("POST", `/v1/messaging/agent/${agent.id}`, { token, body: { message: "hello" } })).status).toBe(
      403,
    );
  });
});
