import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { properties } from "../../worker/db/schema";
import { newId } from "../../worker/lib/crypto";
import { call, db, makeUser, signIn, uniq } from "./helpers";
import { place } from "./listings-fixtures";

export type Person = Awaited<ReturnType<typeof makeUser>> & { token: string };

export async function person(over: Parameters<typeof makeUser>[0] = {}): Promise<Person> {
  const u = await makeUser(over);
  const { token } = await signIn(u);
  return { ...u, token };
}

/** A lister (verified unless told otherwise) with one active listing, written straight to D1. */
export async function agentWithListing(over: Parameters<typeof makeUser>[0] = {}) {
  const agent = await person({
    accountType: "brokerage",
    subAccountType: "broker",
    kycVerified: true,
    firstName: "Bola",
    lastName: "Adeyemi",
    ...over,
  });
  const where = await place();
  const id = newId();
  const now = Date.now();
  const title = `Two bedroom flat in Yaba ${uniq()}`;
  await db()
    .insert(properties)
    .values({
      id,
      slug: `flat-${id.slice(0, 8)}`,
      ownerId: agent.id,
      title,
      description: "Bright two bedroom flat with prepaid meter and borehole.",
      listingType: "rent",
      categoryId: 2,
      typeId: 8,
      priceKobo: 2_400_000_00,
      pricePeriod: "per_year",
      bedrooms: 2,
      bathrooms: 2,
      address: "14 Herbert Macaulay Way",
      stateId: where.stateId,
      status: "active",
      confirmedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return { agent, listing: { id, slug: `flat-${id.slice(0, 8)}`, title } };
}

/** A seeker's first message to a listing's lister; returns the conversation id. */
export async function openConversation(
  seeker: Person,
  agentId: string,
  propertyId?: string,
  message = "Hello, is this flat still available?",
) {
  const res = await call("POST", `/v1/messaging/agent/${agentId}`, {
    token: seeker.token,
    body: { message, ...(propertyId ? { propertyId } : {}) },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as {
    conversation: { id: string; unread: number; lastSeq: number };
    message: { id: string; seq: number; flagged: boolean };
  };
}

/** Asks the channel auth call for a ticket and connects a WebSocket with it. */
export async function ticketFor(token: string, channel: string, socketId = `s-${uniq()}`) {
  return call("POST", "/v1/messaging/pusher/auth", { token, body: { socket_id: socketId, channel_name: channel } });
}

export function connectRaw(path: string) {
  return exports.default.fetch(new Request(`http://localhost${path}`, { headers: { upgrade: "websocket" } }));
}

/** An open socket that collects every event it receives. */
export async function openSocket(token: string, channel: string) {
  const t = await ticketFor(token, channel);
  expect(t.status, JSON.stringify(t.json)).toBe(200);
  const res = await connectRaw(t.json.url);
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  ws.accept();
  const events: any[] = [];
  const waiters: { pred: (e: any) => boolean; resolve: (e: any) => void }[] = [];
  ws.addEventListener("message", (m) => {
    const e = JSON.parse(String(m.data));
    events.push(e);
    for (const w of [...waiters])
      if (w.pred(e)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      }
  });
  const next = (pred: (e: any) => boolean, ms = 3000) =>
    new Promise<any>((resolve, reject) => {
      const hit = events.find(pred);
      if (hit) return resolve(hit);
      waiters.push({ pred, resolve });
      setTimeout(() => reject(new Error(`no matching event in ${ms} ms; got ${JSON.stringify(events)}`)), ms);
    });
  return { ws, events, next, send: (o: unknown) => ws.send(JSON.stringify(o)) };
}
