import { getServerByName } from "partyserver";
import type { RoomEvent } from "../../contracts/messaging";
import type { ServiceCtx } from "../../lib/context";

const PUSH_TIMEOUT_MS = 3000;

/** A room call that takes too long is given up on: the message is in D1 and clients catch up from there. */
function bounded(p: Promise<unknown>, what: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error(`push to ${what} timed out`);
      resolve();
    }, PUSH_TIMEOUT_MS);
  });
  return Promise.race([p.catch((e: unknown) => console.error(`push to ${what} failed`, e)), timeout]).finally(() => {
    if (timer) clearTimeout(timer);
  });
}

/**
 * Fan-out after a D1 write has committed. A room that cannot be reached costs nothing but liveness:
 * clients catch up from D1 when they reconnect, so a failed push is logged, never thrown.
 */
export function pushToUser(env: Env, userId: string, event: RoomEvent) {
  return bounded(
    getServerByName(env.User, userId).then((stub) => stub.push(event)),
    `user room ${userId}`,
  );
}

export function pushToConversation(env: Env, conversationId: string, event: RoomEvent) {
  return bounded(
    getServerByName(env.Conversation, conversationId).then((stub) => stub.push(event)),
    `conversation room ${conversationId}`,
  );
}

/** Pushes run after the response when the request can wait on them (waitUntil); otherwise (tests, jobs) inline. */
export async function afterCommit(ctx: ServiceCtx, pushes: Promise<unknown>) {
  if (ctx.defer) ctx.defer(pushes);
  else await pushes;
}
