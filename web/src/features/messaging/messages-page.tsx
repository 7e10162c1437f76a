import { useDeferredValue, useEffect, useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";

import { useUser } from "../auth/session";
import { conversationsQuery } from "./api";
import { ContactsList } from "./contacts-list";
import { ConversationPane } from "./conversation-pane";
import { NewConversation } from "./new-conversation";
import { userRoomBus } from "./realtime";

/**
 * /dashboard/messages: contacts on the left, the open conversation on the right; on a phone, the list
 * first and the conversation full width (back returns to the list). `cid` opens a conversation, `id`
 * opens the one with that person (or starts one).
 */
export function MessagesPage({ cid, id }: { cid?: string; id?: string }) {
  const me = useUser();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const term = useDeferredValue(search.trim());
  const list = useQuery(conversationsQuery(term));
  const items = list.data?.data ?? [];

  // Live inbox: the bell's user room says when any conversation moves.
  useEffect(
    () =>
      userRoomBus.on((e) =>
        e.type === "conversation" || e.type === "read"
          ? void qc.invalidateQueries({ queryKey: ["messaging", "conversations"] })
          : undefined,
      ),
    [qc],
  );

  // ?id=<user>: the latest conversation with that person, if there is one.
  const withPerson = id && !cid ? items.find((c) => c.otherUser.id === id) : undefined;
  useEffect(() => {
    if (withPerson) void navigate({ to: "/dashboard/messages", search: { cid: withPerson.id }, replace: true });
  }, [withPerson, navigate]);

  if (!me) return null;
  const active = cid ?? withPerson?.id;
  const showPane = !!active || (!!id && !list.isLoading);
  return (
    <div>
      <h1 className="mb-4 text-xl font-semibold text-ink-900">Messages</h1>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[20rem_minmax(0,1fr)]">
        <div className={`min-w-0 ${showPane ? "hidden md:block" : ""}`}>
          <ContactsList items={items} activeId={active} search={search} onSearch={setSearch} loading={list.isLoading} />
        </div>
        <div className={`min-w-0 ${showPane ? "" : "hidden md:block"}`}>
          {active ? (
            <ConversationPane
              key={active}
              id={active}
              meId={me.id}
              onBack={() => void navigate({ to: "/dashboard/messages", search: {} })}
            />
          ) : id && !list.isLoading ? (
            <NewConversation agentId={id} onBack={() => void navigate({ to: "/dashboard/messages", search: {} })} />
          ) : (
            <div className="grid h-[600px] place-items-center rounded-xl border border-dashed border-ink-300 bg-white p-6 text-center text-sm text-ink-500">
              Choose a conversation to read it here.
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
