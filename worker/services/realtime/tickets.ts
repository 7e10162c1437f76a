import { derivedHmacKey, parseBase64Url, toBase64Url } from "../../lib/crypto";

/**
 * Room tickets: short-lived, signed, naming one room, one user and one socket id. The channel auth call
 * (POST /v1/messaging/pusher/auth) issues them after checking membership; `onBeforeConnect` only has to
 * verify the signature, the expiry and that the ticket names the room being joined, with no D1 read.
 */
export type RoomParty = "conversation" | "user";
export type Ticket = { party: RoomParty; room: string; userId: string; socketId: string; exp: number };

const enc = new TextEncoder();
const dec = new TextDecoder();

async function ticketKey(env: Env) {
  return derivedHmacKey(env, "propertyng:room-ticket:v1", ["sign", "verify"]);
}

export async function signTicket(env: Env, t: Ticket) {
  const body = toBase64Url(enc.encode(JSON.stringify({ p: t.party, r: t.room, u: t.userId, s: t.socketId, e: t.exp })));
  const sig = toBase64Url(new Uint8Array(await crypto.subtle.sign("HMAC", await ticketKey(env), enc.encode(body))));
  return `${body}.${sig}`;
}

export type TicketCheck = { ok: true; ticket: Ticket } | { ok: false; status: 401 | 403; message: string };

/** Missing, forged or expired: 401. A good ticket for another room or socket: 403. */
export async function checkTicket(
  env: Env,
  raw: string | null,
  want: { party: RoomParty; room: string; socketId: string | null },
  now = Date.now(),
): Promise<TicketCheck> {
  if (!raw)
    return {
      ok: false,
      status: 401,
      message: "A room ticket is required: ask POST /v1/messaging/pusher/auth for one.",
    };
  const [body, sig] = raw.split(".");
  const bodyBytes = body ? parseBase64Url(body, 2000) : null;
  const sigBytes = sig ? parseBase64Url(sig, 2000) : null;
  if (
    !body ||
    !bodyBytes ||
    !sigBytes ||
    !(await crypto.subtle.verify("HMAC", await ticketKey(env), sigBytes, enc.encode(body)))
  ) {
    return { ok: false, status: 401, message: "This room ticket is not valid." };
  }
  let p: { p?: unknown; r?: unknown; u?: unknown; s?: unknown; e?: unknown };
  try {
    p = JSON.parse(dec.decode(bodyBytes));
  } catch {
    return { ok: false, status: 401, message: "This room ticket is not valid." };
  }
  if (
    (p.p !== "conversation" && p.p !== "user") ||
    typeof p.r !== "string" ||
    typeof p.u !== "string" ||
    typeof p.s !== "string" ||
    typeof p.e !== "number"
  ) {
    return { ok: false, status: 401, message: "This room ticket is not valid." };
  }
  if (p.e < now) return { ok: false, status: 401, message: "This room ticket has expired: ask for a new one." };
  const ticket: Ticket = { party: p.p, room: p.r, userId: p.u, socketId: p.s, exp: p.e };
  if (ticket.party !== want.party || ticket.room !== want.room)
    return { ok: false, status: 403, message: "This ticket is for another room." };
  // The socket binding is never skipped: partysocket always sends its id as `_pk`, and the ticket names it.
  if (want.socketId === null)
    return { ok: false, status: 403, message: "Connect with the url the ticket came with: its _pk is missing." };
  if (ticket.socketId !== want.socketId)
    return { ok: false, status: 403, message: "This ticket is for another connection." };
  return { ok: true, ticket };
}

/** Pusher-style channel names: conversation-{id} or user-{id}, with an optional private- prefix. */
export function parseChannel(name: string): { party: RoomParty; room: string } | null {
  const m = /^(?:private-)?(conversation|user)-([A-Za-z0-9_-]{1,120})$/.exec(name);
  return m ? { party: m[1] as RoomParty, room: m[2]! } : null;
}
