import { ROOM_USER_HEADER } from "../../../party/incoming";
import { checkTicket, type RoomParty } from "./tickets";

const PARTIES: Record<string, RoomParty> = { User: "user", Conversation: "conversation" };

/** A refused connection is an error like every other the worker answers: status, message and a requestId. */
const requestIdOf = (req: Request) => req.headers.get("cf-ray") ?? crypto.randomUUID();
const refuse = (req: Request, status: number, message: string) =>
  new Response(JSON.stringify({ status, message, requestId: requestIdOf(req) }), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });

/** `/parties/{user|conversation}/{id}`: anything else is answered here, so partyserver never logs its whole URL. */
const ROOM_PATH = /^\/parties\/(user|conversation)\/[A-Za-z0-9_-]{1,120}\/?$/;
export const isRoomPath = (pathname: string) => ROOM_PATH.test(pathname);

/**
 * onBeforeConnect for every room: a ticket for exactly this room and this socket (partysocket sends its id as
 * `_pk`), not expired. The room learns who connected from a header only this code sets.
 */
export async function connectToRoom(env: Env, req: Request, lobby: { className: string; name: string }) {
  const party = PARTIES[lobby.className];
  if (!party) return refuse(req, 404, "No such room.");
  const url = new URL(req.url);
  const check = await checkTicket(env, url.searchParams.get("ticket"), {
    party,
    room: lobby.name,
    socketId: url.searchParams.get("_pk"),
  });
  if (!check.ok) return refuse(req, check.status, check.message);
  const headers = new Headers(req.headers);
  headers.set(ROOM_USER_HEADER, check.ticket.userId);
  return new Request(req, { headers });
}
