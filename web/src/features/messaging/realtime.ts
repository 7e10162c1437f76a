import type { RoomEvent } from "@contracts/messaging";
import { channelTicket } from "./api";

export type RoomHandle = {
  close: () => void;
  send: (msg: { type: "typing"; typing: boolean } | { type: "ping" }) => void;
};

/**
 * Opens a PartyKit room through partysocket (loaded on demand, so pages without live features never
 * download it). Every (re)connect asks the channel auth call for a fresh one-minute ticket; `onOpen`
 * runs on each (re)connect so the caller can catch up from the API on what it missed while offline.
 */
export function openRoom(
  party: "user" | "conversation",
  room: string,
  handlers: { onEvent: (e: RoomEvent) => void; onOpen?: () => void },
): RoomHandle {
  let closed = false;
  let socket: { close: () => void; send: (d: string) => void; readyState: number } | null = null;
  void import("partysocket").then(({ PartySocket }) => {
    if (closed) return;
    const id = crypto.randomUUID();
    const ws = new PartySocket({
      host: window.location.host,
      party,
      room,
      id,
      query: async () => ({ ticket: (await channelTicket(id, `${party}-${room}`)).auth }),
    });
    ws.addEventListener("open", () => handlers.onOpen?.());
    ws.addEventListener("message", (m: MessageEvent) => {
      try {
        handlers.onEvent(JSON.parse(String(m.data)) as RoomEvent);
      } catch {
        /* not ours */
      }
    });
    socket = ws;
  });
  return {
    close: () => {
      closed = true;
      socket?.close();
    },
    send: (msg) => {
      if (socket && socket.readyState === 1) socket.send(JSON.stringify(msg));
    },
  };
}

/** The per-user room is opened once (by the bell) and shared: the messages page listens here too. */
type Listener = (e: RoomEvent) => void;
const listeners = new Set<Listener>();
export const userRoomBus = {
  emit: (e: RoomEvent) => listeners.forEach((l) => l(e)),
  on: (l: Listener) => {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
};
