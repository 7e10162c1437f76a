import { Server, type Connection, type WSMessage } from "partyserver";
import type { RoomEvent } from "../worker/contracts/messaging";
import { parseRoomMessage } from "./incoming";

/**
 * Per-user room (/parties/user/{userId}): notifications and inbox updates for every tab and phone of one
 * user. The worker pushes after the D1 write commits; D1 is the only copy, so a client that was offline
 * catches up from the API when it reconnects.
 */
export class User extends Server<Env> {
  static options = { hibernate: true };

  onMessage(connection: Connection, message: WSMessage) {
    const msg = parseRoomMessage(message);
    if (msg?.type === "ping") connection.send(JSON.stringify({ type: "pong" } satisfies RoomEvent));
  }

  /** The services-status page's round trip to a room (no socket involved). */
  async ping() {
    return "pong" as const;
  }

  /** Called by the worker through the Durable Object stub; answers how many sockets got it. */
  async push(event: RoomEvent) {
    this.broadcast(JSON.stringify(event));
    return [...this.getConnections()].length;
  }
}
