import { Link } from "@tanstack/react-router";
import { formatDate, formatTime, truncate } from "../../lib/format";
import type { ConversationSummary } from "./api";
import { initials } from "../../lib/words";

export function PersonAvatar({ name, src, size = 40 }: { name: string; src: string | null; size?: number }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      className="shrink-0 rounded-full object-cover"
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      aria-hidden
      className="grid shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
      style={{ width: size, height: size }}
    >
      {initials(name)}
    </span>
  );
}

const when = (ms: number) => (Date.now() - ms < 86400_000 ? formatTime(ms) : formatDate(ms));

/** SPEC.md §9: the contacts list is 600 px high; unread conversations come first (the API orders them). */
export function ContactsList({
  items,
  activeId,
  search,
  onSearch,
  loading,
}: {
  items: ConversationSummary[];
  activeId?: string;
  search: string;
  onSearch: (s: string) => void;
  loading: boolean;
}) {
  return (
    <section aria-label="Conversations" className="flex h-[600px] flex-col rounded-xl border border-ink-200 bg-white">
      <div className="border-b border-ink-200 p-3">
        <label htmlFor="contacts-search" className="sr-only">
          Search conversations
        </label>
        <input
          id="contacts-search"
          type="search"
          value={search}
          maxLength={100}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Search by name or listing"
          className="h-10 w-full rounded-lg border border-ink-300 px-3 text-sm focus:border-brand-500 focus:outline-none"
        />
      </div>
      <ul className="flex-1 overflow-y-auto" data-testid="contacts">
        {!loading && items.length === 0 && (
          <li className="p-6 text-center text-sm text-ink-500">
            {search
              ? "No conversation matches your search."
              : "No conversations yet. Message a lister from any listing page."}
          </li>
        )}
        {items.map((c) => (
          <li key={c.id}>
            <Link
              to="/dashboard/messages"
              search={{ cid: c.id }}
              className={`flex gap-3 border-b border-ink-100 px-3 py-3 hover:bg-ink-50 ${c.id === activeId ? "bg-brand-50" : ""}`}
              aria-current={c.id === activeId ? "true" : undefined}
            >
              <PersonAvatar name={c.otherUser.fullName} src={c.otherUser.profilePictureUrl} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span
                    className={`truncate text-sm ${c.unread ? "font-semibold text-ink-900" : "font-medium text-ink-800"}`}
                  >
                    {c.otherUser.fullName}
                  </span>
                  <span className="shrink-0 text-xs text-ink-500">{when(c.lastMessageAt)}</span>
                </span>
                {c.property && <span className="block truncate text-xs text-brand-700">{c.property.title}</span>}
                <span className="flex items-center justify-between gap-2">
                  <span className={`truncate text-sm ${c.unread ? "text-ink-900" : "text-ink-500"}`}>
                    {truncate(c.lastMessagePreview, 60)}
                  </span>
                  {c.unread > 0 && (
                    <span
                      className="grid min-w-5 shrink-0 place-items-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white"
                      aria-label={`${c.unread} unread`}
                    >
                      {c.unread}
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
