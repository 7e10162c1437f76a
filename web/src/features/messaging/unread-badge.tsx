import { useQuery } from "@tanstack/react-query";
import { unreadQuery } from "./api";

/** Unread messages beside the dashboard's "Messages" link; the bell's room keeps it fresh. */
export function UnreadMessagesBadge() {
  const { data } = useQuery(unreadQuery());
  if (!data?.unread) return null;
  return (
    <span
      className="ml-2 inline-grid min-w-5 place-items-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white"
      aria-label={`${data.unread} unread`}
    >
      {data.unread > 99 ? "99+" : data.unread}
    </span>
  );
}
