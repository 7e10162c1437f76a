import { useEffect, useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { BADGE_WINDOW_MS } from "@contracts/messaging";
import { Popover } from "radix-ui";
import { formatDate, formatTime } from "../../lib/format";
import {
  deleteNotification,
  notificationsQuery,
  readAllNotifications,
  readNotification,
  type NotificationItem,
  type NotificationPage,
} from "./api";
import { openRoom, userRoomBus } from "./realtime";

/** SPEC.md §9: the badge counts unread items of the last day. */
export const badgeCount = (items: NotificationItem[], now = Date.now()) =>
  items.filter((n) => !n.read && now - n.createdAt < BADGE_WINDOW_MS).length;

const PATHS: Record<NotificationItem["type"], string> = {
  chat: "M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z",
  none: "M12 8v4m0 4h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z",
  favorite:
    "M12 21s-7.5-4.6-9.5-9.3C1.2 8.4 3.4 5 6.8 5c2 0 3.5 1.1 4.2 2.6h2C13.7 6.1 15.2 5 17.2 5c3.4 0 5.6 3.4 4.3 6.7C19.5 16.4 12 21 12 21Z",
  review: "m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z",
  agent_review: "m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z",
  inspection_booking: "M7 3v3m10-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z",
  announcement: "M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Zm12-3a5 5 0 0 1 0 8m3-11a9 9 0 0 1 0 14",
};

/** How often a bell without a live room asks for new notifications (the back office). */
const POLL_MS = 60_000;

/**
 * The header bell (loaded only for signed-in users). It owns the user's live room: new notifications
 * arrive without a reload, and every room event is shared with the messages page through userRoomBus.
 * Staff (`live={false}`, the back office) have no live room: the messaging API, rooms included, is closed to them
 * (they read conversations only through the logged admin view), so their bell asks again every minute and on focus.
 */
export default function NotificationBell({ userId, live = true }: { userId: string; live?: boolean }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { data } = useQuery({ ...notificationsQuery(), ...(live ? {} : { refetchInterval: POLL_MS }) });
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!live) return;
    const room = openRoom("user", userId, {
      // On every (re)connect: catch up on whatever arrived while offline.
      onOpen: () => void qc.invalidateQueries({ queryKey: ["notifications"] }),
      onEvent: (e) => {
        userRoomBus.emit(e);
        if (e.type === "notification") {
          qc.setQueryData<NotificationPage>(notificationsQuery().queryKey, (old) =>
            old
              ? { ...old, results: [e.data, ...old.results.filter((n) => n.id !== e.data.id)].slice(0, old.perPage) }
              : old,
          );
        }
        if (e.type === "conversation" || e.type === "read") {
          void qc.invalidateQueries({ queryKey: ["messaging", "conversations"] });
          void qc.invalidateQueries({ queryKey: ["messaging", "unread"] });
        }
        // You read a thread (here or in another tab): the server marked its bell item read; so does the bell.
        if (e.type === "read" && e.data.userId === userId) {
          const cid = e.data.conversationId;
          qc.setQueryData<NotificationPage>(notificationsQuery().queryKey, (old) =>
            old
              ? { ...old, results: old.results.map((n) => (n.conversation_id === cid ? { ...n, read: true } : n)) }
              : old,
          );
          void qc.invalidateQueries({ queryKey: ["notifications"] });
        }
      },
    });
    return () => room.close();
  }, [userId, qc, live]);

  const items = data?.results ?? [];
  const count = badgeCount(items);
  const patch = (fn: (list: NotificationItem[]) => NotificationItem[]) =>
    qc.setQueryData<NotificationPage>(notificationsQuery().queryKey, (old) =>
      old ? { ...old, results: fn(old.results) } : old,
    );

  const openItem = async (n: NotificationItem) => {
    setOpen(false);
    if (!n.read) {
      patch((list) => list.map((x) => (x.id === n.id ? { ...x, read: true } : x)));
      void readNotification(n.id).catch(() => qc.invalidateQueries({ queryKey: ["notifications"] }));
    }
    // A broadcast may link outside the site (https://...): that is a page load, not a route.
    if (n.link && /^https?:\/\//.test(n.link)) window.location.assign(n.link);
    else if (n.link) await navigate({ href: n.link });
  };
  const readAll = () => {
    patch((list) => list.map((x) => ({ ...x, read: true })));
    void readAllNotifications().finally(() => qc.invalidateQueries({ queryKey: ["notifications"] }));
  };
  const remove = (n: NotificationItem) => {
    patch((list) => list.filter((x) => x.id !== n.id));
    void deleteNotification(n.id).catch(() => qc.invalidateQueries({ queryKey: ["notifications"] }));
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="relative grid size-10 place-items-center rounded-full text-ink-700 hover:bg-ink-100"
          aria-label={count ? `Notifications, ${count} unread` : "Notifications"}
        >
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
            <path
              d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10.3 21a1.94 1.94 0 0 0 3.4 0"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {count > 0 && (
            <span
              data-testid="bell-badge"
              className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-danger-600 px-1 text-xs font-semibold text-white"
            >
              {count > 9 ? "9+" : count}
            </span>
          )}
        </button>
      </Popover.Trigger>
      {/* A panel of buttons, not a menu: a role="menu" may hold only menu items, and this holds a list. */}
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          aria-labelledby="notifications-title"
          className="z-50 w-[min(24rem,calc(100vw-2rem))] overflow-hidden rounded-lg border border-ink-200 bg-white text-ink-900 shadow-popover data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center justify-between gap-2 pr-2">
            <h2 id="notifications-title" className="px-4 py-3 text-sm font-semibold text-ink-900">
              Notifications
            </h2>
            {items.some((n) => !n.read) && (
              <button
                type="button"
                className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                onClick={readAll}
              >
                Mark all read
              </button>
            )}
          </div>
          <div className="h-px bg-ink-200" />
          {items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-ink-500">You have no notifications yet.</p>
          ) : (
            <ul className="max-h-[28rem] overflow-y-auto" aria-label="Notifications">
              {items.map((n) => (
                <li
                  key={n.id}
                  className={`group flex items-start gap-3 border-b border-ink-100 px-4 py-3 last:border-0 ${n.read ? "" : "bg-brand-50/60"}`}
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="mt-0.5 size-5 shrink-0 text-brand-700"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinejoin="round"
                    aria-hidden
                  >
                    <path d={PATHS[n.type]} />
                  </svg>
                  <button type="button" className="min-w-0 flex-1 text-left" onClick={() => void openItem(n)}>
                    {n.property_title && (
                      <span className="block truncate text-xs font-medium text-brand-700">{n.property_title}</span>
                    )}
                    <span className={`block text-sm ${n.read ? "text-ink-600" : "font-medium text-ink-900"}`}>
                      {n.message}
                    </span>
                    <span className="mt-0.5 block text-xs text-ink-500">
                      {formatDate(n.createdAt)} · {formatTime(n.createdAt)}
                    </span>
                  </button>
                  <button
                    type="button"
                    aria-label="Remove notification"
                    className="rounded p-1 text-ink-500 hover:bg-ink-100 hover:text-ink-700"
                    onClick={() => remove(n)}
                  >
                    <svg
                      viewBox="0 0 24 24"
                      className="size-4"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      aria-hidden
                    >
                      <path d="M6 6l12 12M18 6 6 18" />
                    </svg>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
