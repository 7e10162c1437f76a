import { Server, type Connection, type WSMessage } from "partyserver";
import { z } from "zod";

const incoming = z.discriminatedUnion("type", [z.object({ type: z.literal("ping") })]);

export type NotificationPush = { type: "notification"; data: Record<string, unknown> };

/**
 * One room per user (room name = user id). The worker pushes after the D1 write commits;
 * D1 stays the only source of truth, so a client that was offline reloads from the API.
 */
export class Notifications extends Server<Env> {
  static options = { hibernate: true };

  onMessage(connection: Connection, message: WSMessage) {
    if (typeof message !== "string") return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    const msg = incoming.safeParse(parsed);
    if (msg.success && msg.data.type === "ping") connection.send(JSON.stringify({ type: "pong" }));
  }

  /** Called by the worker through the Durable Object stub. */
  async push(payload: NotificationPush) {
    this.broadcast(JSON.stringify(payload));
    return [...this.getConnections()].length;
  }
}
