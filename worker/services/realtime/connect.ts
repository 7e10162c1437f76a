import { ROOM_USER_HEADER } from "../../../party/incoming";
import { checkTicket, type RoomParty } from "./tickets";

const PARTIES: Record<string, RoomParty> = { User: "user", Conversation: "conversation" };

const refuse = (status: number, message: string) =>
  new Response(JSON.stringify({ status, message }), { status, headers: { "content-type": "application/json" } });

/** `/parties/{user|conversation}/{id}`: anything else is answered here, so partyserver never logs its whole URL. */
const ROOM_PATH = /^\/parties\/(user|conversation)\/[A-Za-z0-9_-]{1,120}\/?$/;
export const isRoomPath = (pathname: string) => ROOM_PATH.test(pathname);

/**
 * onBeforeConnect for every room: a ticket for exactly this room and this socket (partysocket sends its id as
 * `_pk`), not expired. The room learns who connected from a header only this code sets.
 */
export async function connectToRoom(env: Env, req: Request, lobby: { className: string; name: string }) {
  const party = PARTIES[lobby.className];
  if (!party) return refuse(404, "No such room.");
  const url = new URL(req.url);
  const check = await checkTicket(env, url.searchParams.get("ticket"), {
    party,
    room: lobby.name,
    socketId: url.searchParams.get("_pk"),
  });
  if (!check.ok) return refuse(check.status, check.message);
  const headers = new Headers(req.headers);
  headers.set(ROOM_USER_HEADER, check.ticket.userId);
  return new Request(req, { headers });
}
