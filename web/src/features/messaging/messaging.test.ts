import { describe, expect, it } from "vitest";
import type { ChatMessage, NotificationItem } from "@contracts/messaging";
import { badgeCount } from "./bell";
import { mergeMessages } from "./use-conversation";

const note = (over: Partial<NotificationItem>): NotificationItem => ({
  id: crypto.randomUUID(),
  type: "chat",
  property_slug: null,
  property_title: null,
  message: "m",
  message_id: null,
  conversation_id: null,
  user_conversation_id: null,
  link: null,
  read: false,
  createdAt: Date.now(),
  created_at: new Date().toISOString(),
  ...over,
});
const msg = (seq: number, message = `m${seq}`): ChatMessage => ({
  id: `id${seq}`,
  conversationId: "c",
  seq,
  senderId: "u",
  message,
  attachments: [],
  flagged: false,
  createdAt: seq,
});

describe("the bell badge (SPEC.md §9)", () => {
  it("counts unread items of the last day only", () => {
    const now = Date.now();
    expect(
      badgeCount(
        [
          note({}),
          note({ read: true }),
          note({ createdAt: now - 25 * 3600_000 }),
          note({ createdAt: now - 23 * 3600_000 }),
        ],
        now,
      ),
    ).toBe(2);
  });
});

describe("merging messages", () => {
  it("orders by seq and keeps one copy when a push and a catch-up overlap", () => {
    expect(
      mergeMessages([msg(1), msg(3)], [msg(3, "again"), msg(2), msg(4)]).map((m) => `${m.seq}:${m.message}`),
    ).toEqual(["1:m1", "2:m2", "3:again", "4:m4"]);
  });
});
