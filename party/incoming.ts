import type { WSMessage } from "partyserver";
import { z } from "zod";

/** Everything a browser may send to a room. Anything else is ignored. */
const incoming = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("ping") }),
  z.strictObject({ type: z.literal("typing"), typing: z.boolean() }),
]);
export type RoomMessage = z.infer<typeof incoming>;

export function parseRoomMessage(message: WSMessage): RoomMessage | null {
  if (typeof message !== "string" || message.length > 1000) return null;
  try {
    const r = incoming.safeParse(JSON.parse(message));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** The worker's onBeforeConnect puts the ticket's user here after checking it (a client's own value is replaced). */
export const ROOM_USER_HEADER = "x-room-user";
