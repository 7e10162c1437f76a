import type { AuthUser } from "../../contracts/auth";
import { MESSAGES } from "../../contracts/messages";
import { MESSAGING_MESSAGES, MESSAGING_RULES } from "../../contracts/messaging";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { parseChannel, signTicket } from "../realtime/tickets";
import { assertParticipant } from "./read";

/**
 * SPEC.md §7 realtime channel auth (POST /v1/messaging/pusher/auth {socket_id, channel_name}): the caller
 * gets a one-minute ticket for that room if it is theirs (their user room, or a conversation they are in).
 * `auth` carries it, as Pusher clients expect; the browser passes it as ?ticket= when connecting.
 */
export async function issueRoomTicket(
  ctx: ServiceCtx,
  user: AuthUser,
  input: { socket_id: string; channel_name: string },
) {
  const channel = parseChannel(input.channel_name);
  if (!channel)
    throw new ApiError(400, MESSAGING_MESSAGES.badChannel, [
      { field: "channel_name", message: MESSAGING_MESSAGES.badChannel },
    ]);
  if (channel.party === "user" && channel.room !== user.id) throw new ApiError(403, MESSAGES.forbidden);
  if (channel.party === "conversation") await assertParticipant(ctx, user.id, channel.room);
  const expiresAt = ctx.now + MESSAGING_RULES.ticketTtlMs;
  const ticket = await signTicket(ctx.env, {
    party: channel.party,
    room: channel.room,
    userId: user.id,
    socketId: input.socket_id,
    exp: expiresAt,
  });
  const path = `/parties/${channel.party}/${encodeURIComponent(channel.room)}`;
  return {
    auth: ticket,
    channel_name: input.channel_name,
    party: channel.party,
    room: channel.room,
    expiresAt,
    url: `${path}?_pk=${encodeURIComponent(input.socket_id)}&ticket=${encodeURIComponent(ticket)}`,
  };
}
