import { describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { signTicket } from "../../worker/services/realtime/tickets";
import { call } from "./helpers";
import { agentWithListing, connectRaw, openConversation, openSocket, person, ticketFor } from "./messaging-fixtures";

describe("room tickets", () => {
  it("a socket with no ticket, a forged or expired one, or one for another room is refused", async () => {
    const { agent, listing } = await agentWithListing();
    const seeker = await person();
    const cid = (await openConversation(seeker, agent.id, listing.id)).conversation.id;
    const other = (await openConversation(seeker, agent.id)).conversation.id;

    expect((await connectRaw(`/parties/conversation/${cid}`)).status).toBe(401);
    expect((await connectRaw(`/parties/user/${seeker.id}`)).status).toBe(401);
    expect((await connectRaw(`/parties/conversation/${cid}?ticket=abc.def`)).status).toBe(401);

    const expired = await signTicket(env, {
      party: "conversation",
      room: cid,
      userId: seeker.id,
      socketId: "s1",
      exp: Date.now() - 1,
    });
    const res = await connectRaw(`/parties/conversation/${cid}?_pk=s1&ticket=${encodeURIComponent(expired)}`);
    expect(res.status).toBe(401);
    expect((await res.json<{ message: string }>()).message).toMatch(/expired/);

    // A good ticket for one conversation does not open another, nor a user room, nor another socket id.
    const t = await ticketFor(seeker.token, `private-conversation-${cid}`, "s2");
    expect(t.status).toBe(200);
    expect(
      (await connectRaw(`/parties/conversation/${other}?_pk=s2&ticket=${encodeURIComponent(t.json.auth)}`)).status,
    ).toBe(403);
    expect(
      (await connectRaw(`/parties/user/${seeker.id}?_pk=s2&ticket=${encodeURIComponent(t.json.auth)}`)).status,
    ).toBe(403);
    expect(
      (await connectRaw(`/parties/conversation/${cid}?_pk=s3&ticket=${encodeURIComponent(t.json.auth)}`)).status,
    ).toBe(403);
    // Leaving the socket id out does not skip the binding.
    const bare = await connectRaw(`/parties/conversation/${cid}?ticket=${encodeURIComponent(t.json.auth)}`);
    expect(bare.status).toBe(403);
    expect((await bare.json<{ message: string }>()).message).toMatch(/_pk/);
    expect((await connectRaw(t.json.url)).status).toBe(101);
  });

  it("an unknown party or room path is the JSON 404, and its URL (ticket and all) is not logged", async () => {
    const logged: string[] = [];
    const spy = vi
      .spyOn(console, "error")
      .mockImplementation((...a: unknown[]) => void logged.push(a.map(String).join(" ")));
    try {
      for (const path of [
        "/parties/main/x?ticket=SECRET-TICKET",
        "/parties/nope/abc?token=SECRET-TOKEN",
        "/parties/user",
        "/parties/user/a/b/c",
        "/parties/conversation/bad%20id",
      ]) {
        const res = await connectRaw(path);
        expect(res.status, path).toBe(404);
        expect(res.headers.get("content-type")).toMatch(/json/);
        expect((await res.json<{ message: string }>()).message).toBe("No such room.");
      }
    } finally {
      spy.mockRestore();
    }
    expect(logged.join("\n")).not.toMatch(/SECRET/);
  });

  it("nobody gets a ticket for another user's room or a conversation they are not in", async () => {
    const { agent, listing } = await agentWithListing();
    const seeker = await person();
    const third = await person();
    const cid = (await openConversation(seeker, agent.id, listing.id)).conversation.id;
    expect((await ticketFor(third.token, `user-${seeker.id}`)).status).toBe(403);
    expect((await ticketFor(third.token, `conversation-${cid}`)).status).toBe(403);
    expect((await ticketFor(seeker.token, `user-${seeker.id}`)).status).toBe(200);
    expect(
      (await call("POST", "/v1/messaging/pusher/auth", { body: { socket_id: "x", channel_name: `user-${seeker.id}` } }))
        .status,
    ).toBe(401);
    const extra = await call("POST", "/v1/messaging/pusher/auth", {
      token: seeker.token,
      body: { socket_id: "x", channel_name: `user-${seeker.id}`, room: "x" },
    });
    expect(extra.status).toBe(400);
  });
});

describe("live delivery", () => {
  it("pushes a stored message to the conversation room and the recipient's room, with typing and read receipts", async () => {
    const { agent, listing } = await agentWithListing();
    const seeker = await person({ firstName: "Amaka" });
    const cid = (await openConversation(seeker, agent.id, listing.id)).conversation.id;
    const agentRoom = await openSocket(agent.token, `user-${agent.id}`);
    const agentChat = await openSocket(agent.token, `conversation-${cid}`);
    const seekerChat = await openSocket(seeker.token, `private-conversation-${cid}`);

    const sent = await call("POST", `/v1/messaging/conversations/${cid}/messages`, {
      token: seeker.token,
      body: { message: "Can I come on Saturday?" },
    });
    expect(sent.status).toBe(201);
    const live = await agentChat.next((e) => e.type === "message");
    expect(live.data).toMatchObject({
      conversationId: cid,
      seq: 2,
      message: "Can I come on Saturday?",
      senderId: seeker.id,
    });
    const bell = await agentRoom.next((e) => e.type === "notification");
    expect(bell.data).toMatchObject({
      type: "chat",
      conversation_id: cid,
      user_conversation_id: seeker.id,
      property_slug: listing.slug,
      read: false,
    });
    expect(bell.data.message).toContain("Amaka");
    await agentRoom.next((e) => e.type === "conversation" && e.data.id === cid && e.data.lastSeq === 2);

    seekerChat.send({ type: "typing", typing: true });
    expect((await agentChat.next((e) => e.type === "typing")).data).toEqual({ userId: seeker.id, typing: true });
    // Unknown or malformed messages are ignored, never echoed.
    seekerChat.send({ type: "message", body: "forged" });
    seekerChat.ws.send("not json");

    const read = await call("POST", `/v1/messaging/conversations/${cid}/read`, { token: agent.token, body: {} });
    expect(read.json.lastReadSeq).toBe(2);
    expect((await seekerChat.next((e) => e.type === "read")).data).toEqual({
      conversationId: cid,
      userId: agent.id,
      seq: 2,
    });
    expect(agentChat.events.some((e) => e.type === "message" && e.data.message === "forged")).toBe(false);
    for (const s of [agentRoom, agentChat, seekerChat]) s.ws.close();
  });

  it("a client that was offline catches up from D1 after the last seq it has", async () => {
    const { agent } = await agentWithListing();
    const seeker = await person();
    const cid = (await openConversation(seeker, agent.id, undefined, "first")).conversation.id;
    // The seeker's tab is closed while the lister answers twice.
    await call("POST", `/v1/messaging/conversations/${cid}/messages`, {
      token: agent.token,
      body: { message: "second" },
    });
    await call("POST", `/v1/messaging/conversations/${cid}/messages`, {
      token: agent.token,
      body: { message: "third" },
    });
    const back = await openSocket(seeker.token, `conversation-${cid}`);
    const missed = await call("GET", `/v1/messaging/conversations/${cid}/messages?after=1`, { token: seeker.token });
    expect(missed.json.data.map((m: { message: string }) => m.message)).toEqual(["second", "third"]);
    await call("POST", `/v1/messaging/conversations/${cid}/messages`, {
      token: agent.token,
      body: { message: "fourth" },
    });
    expect((await back.next((e) => e.type === "message")).data.seq).toBe(4);
    back.ws.close();
  });
});
