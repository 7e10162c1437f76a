import { useCallback, useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { conversationQuery, fetchMessages, markRead, messagesKey, type ChatMessage, type MessagePage } from "./api";
import { openRoom, type RoomHandle } from "./realtime";

/** Merges by seq: the API page, live pushes and catch-ups may overlap; order is the server's seq. */
export function mergeMessages(a: ChatMessage[], b: ChatMessage[]) {
  const bySeq = new Map<number, ChatMessage>();
  for (const m of [...a, ...b]) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((x, y) => x.seq - y.seq);
}

/**
 * One open conversation: its messages (D1 through the API), its live room, typing and read receipts.
 * On every (re)connect it asks for what came after the last seq it holds, so nothing is lost offline.
 */
export function useConversation(id: string, meId: string) {
  const qc = useQueryClient();
  const conv = useQuery(conversationQuery(id));
  const msgs = useQuery({ queryKey: messagesKey(id), queryFn: ({ signal }) => fetchMessages(id, {}, signal) });
  const [typing, setTyping] = useState(false);
  const [otherRead, setOtherRead] = useState(0);
  const room = useRef<RoomHandle | null>(null);
  const readUpTo = useRef(0);

  const add = useCallback(
    (incoming: ChatMessage[]) =>
      qc.setQueryData<MessagePage>(messagesKey(id), (old) => ({
        data: mergeMessages(old?.data ?? [], incoming),
        hasMore: old?.hasMore ?? false,
      })),
    [qc, id],
  );

  useEffect(() => {
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const catchUp = async () => {
      const have = qc.getQueryData<MessagePage>(messagesKey(id))?.data ?? [];
      const last = have.at(-1)?.seq;
      if (last === undefined) return void qc.invalidateQueries({ queryKey: messagesKey(id) });
      for (let after = last, more = true; more;) {
        const page = await fetchMessages(id, { after, perPage: 100 });
        add(page.data);
        more = page.hasMore && page.data.length > 0;
        after = page.data.at(-1)?.seq ?? after;
      }
      void qc.invalidateQueries({ queryKey: ["messaging", "conversation", id] });
    };
    room.current = openRoom("conversation", id, {
      onOpen: () => void catchUp().catch(() => undefined),
      onEvent: (e) => {
        if (e.type === "message") {
          add([e.data]);
          if (e.data.senderId !== meId) setTyping(false);
        } else if (e.type === "typing" && e.data.userId !== meId) {
          setTyping(e.data.typing);
          clearTimeout(typingTimer);
          if (e.data.typing) typingTimer = setTimeout(() => setTyping(false), 6000);
        } else if (e.type === "read" && e.data.userId !== meId) {
          setOtherRead((r) => Math.max(r, e.data.seq));
        }
      },
    });
    return () => {
      clearTimeout(typingTimer);
      room.current?.close();
      room.current = null;
    };
  }, [id, meId, qc, add]);

  // Read receipts: whatever the other person sent is read once it is on screen in a visible tab.
  const list = msgs.data?.data ?? [];
  const lastFromOther = [...list].reverse().find((m) => m.senderId !== meId)?.seq ?? 0;
  useEffect(() => {
    if (!lastFromOther || lastFromOther <= readUpTo.current || lastFromOther <= (conv.data?.lastReadSeq ?? 0)) return;
    const mark = () => {
      if (document.visibilityState !== "visible" || lastFromOther <= readUpTo.current) return;
      readUpTo.current = lastFromOther;
      void markRead(id)
        .then(() => {
          void qc.invalidateQueries({ queryKey: ["messaging", "conversations"] });
          void qc.invalidateQueries({ queryKey: ["messaging", "unread"] });
          void qc.invalidateQueries({ queryKey: ["notifications"] });
        })
        .catch(() => (readUpTo.current = 0));
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [lastFromOther, conv.data?.lastReadSeq, id, qc]);

  const loadOlder = async () => {
    const first = list[0]?.seq;
    if (first === undefined) return;
    const page = await fetchMessages(id, { before: first });
    qc.setQueryData<MessagePage>(messagesKey(id), (old) => ({
      data: mergeMessages(page.data, old?.data ?? []),
      hasMore: page.hasMore,
    }));
  };

  return {
    conversation: conv.data,
    error: conv.error ?? msgs.error,
    messages: list,
    hasMore: msgs.data?.hasMore ?? false,
    loading: conv.isLoading || msgs.isLoading,
    typing,
    otherReadSeq: Math.max(otherRead, conv.data?.otherLastReadSeq ?? 0),
    add,
    loadOlder,
    sendTyping: (t: boolean) => room.current?.send({ type: "typing", typing: t }),
  };
}
