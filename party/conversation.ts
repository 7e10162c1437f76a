import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import type { RoomEvent } from "../worker/contracts/messaging";
import { parseRoomMessage, ROOM_USER_HEADER } from "./incoming";

type State = { userId: string };

/**
 * One room per conversation (/parties/conversation/{id}), joined only with a ticket for it. New messages
 * and read receipts come from the worker after D1 has them; typing indicators are the only thing that
 * travels browser to browser, and they are never stored.
 */
export class Conversation extends Server<Env> {
  static options = { hibernate: true };

  onConnect(connection: Connection<State>, ctx: ConnectionContext) {
    const userId = ctx.request.headers.get(ROOM_USER_HEADER);
    if (!userId) return connection.close(1008, "No ticket");
    // Kept with the socket, so it survives hibernation.
    connection.setState({ userId });
  }

  onMessage(connection: Connection<State>, message: WSMessage) {
    const msg = parseRoomMessage(message);
    if (!msg) return;
    if (msg.type === "ping") return connection.send(JSON.stringify({ type: "pong" } satisfies RoomEvent));
    const userId = connection.state?.userId;
    if (!userId) return;
    const event: RoomEvent = { type: "typing", data: { userId, typing: msg.typing } };
    this.broadcast(JSON.stringify(event), [connection.id]);
  }

  async push(event: RoomEvent) {
    this.broadcast(JSON.stringify(event));
    return [...this.getConnections()].length;
  }
}
