import { getServerByName } from "partyserver";
import type { RoomEvent } from "../../contracts/messaging";

/**
 * Fan-out after a D1 write has committed. A room that cannot be reached costs nothing but liveness:
 * clients catch up from D1 when they reconnect, so a failed push is logged, never thrown.
 */
export async function pushToUser(env: Env, userId: string, event: RoomEvent) {
  try {
    const stub = await getServerByName(env.User, userId);
    await stub.push(event);
  } catch (e) {
    console.error("push to user room failed", userId, e);
  }
}

export async function pushToConversation(env: Env, conversationId: string, event: RoomEvent) {
  try {
    const stub = await getServerByName(env.Conversation, conversationId);
    await stub.push(event);
  } catch (e) {
    console.error("push to conversation room failed", conversationId, e);
  }
}
