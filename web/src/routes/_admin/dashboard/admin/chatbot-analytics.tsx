import { useState } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { EmptyState } from "../../../../components/ui/empty-state";
import { ConversationFigures } from "../../../../features/admin/chatbot/conversation-figures";
import { Input, inputClasses } from "../../../../components/ui/input";
import { Skeleton } from "../../../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../../components/ui/tabs";
import { client, unwrap } from "../../../../lib/client";
import { formatDateTime } from "../../../../lib/format";
import { AdminCell, AdminListPanel, AdminTable } from "../../../../features/admin/admin-list";
import { PageTitle } from "../../../../components/ui/page-title";

export const Route = createFileRoute("/_admin/dashboard/admin/chatbot-analytics")({
  head: () => ({ meta: [{ title: "Chatbot analytics · Admin · PropertyNG" }] }),
  component: ChatbotAnalytics,
});

const INTENT_LABEL: Record<string, string> = {
  search: "Property search",
  help: "Question",
  handover: "Asked for a person",
  greeting: "Greeting",
  thanks: "Thanks",
  refused: "Refused (fair dealing)",
  unknown: "Not understood",
};

/** Chatbot analytics (SPEC §2, §7, §9): what people ask the property assistant, and what came of it. */
function ChatbotAnalytics() {
  const [days, setDays] = useState(30);
  const a = useQuery({
    queryKey: ["admin", "chatbot", "analytics", days] as const,
    queryFn: () => unwrap(client.GET("/admin/api/chatbot/analytics", { params: { query: { days } } })),
    placeholderData: keepPreviousData,
  });
  const t = a.data?.totals;
  const tiles: [string, number | undefined][] = [
    ["Conversations", t?.conversations],
    ["Messages", t?.messages],
    ["Visitors", t?.visitors],
    ["Unanswered", t?.unanswered],
    ["Hand-overs", t?.handOvers],
    ["Led to an enquiry", t?.enquiries],
    ["Led to a booking", t?.bookings],
  ];
  const maxDay = Math.max(1, ...(a.data?.perDay.map((d) => d.messages) ?? [1]));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageTitle title="Chatbot analytics">
          What visitors ask the property assistant. Conversations are kept as long as Settings › Privacy says.
        </PageTitle>
        <div>
          <label htmlFor="chatbot-days" className="mb-1 block text-sm font-medium text-ink-700">
            Period
          </label>
          <select
            id="chatbot-days"
            className={`${inputClasses} w-44`}
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
          >
            <option value={7}>Last 7 days</option>
            <option value={30}>Last 30 days</option>
            <option value={90}>Last 90 days</option>
          </select>
        </div>
      </div>

      {a.isError ? (
        <EmptyState title="The figures could not be loaded" description={a.error.message} />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7" aria-label="Totals">
            {tiles.map(([label, n]) => (
              <li key={label} className="rounded-xl border border-ink-200 bg-white p-4">
                <p className="text-xs font-medium text-ink-600">{label}</p>
                {n === undefined ? (
                  <Skeleton className="mt-1 h-7 w-12" />
                ) : (
                  <p className="mt-1 text-2xl font-semibold text-ink-900">{n.toLocaleString("en-NG")}</p>
                )}
              </li>
            ))}
          </ul>

          <ConversationFigures data={a.data} />

          <div className="grid gap-4 lg:grid-cols-3">
            <section className="rounded-xl border border-ink-200 bg-white p-4 lg:col-span-1" aria-labelledby="per-day">
              <h2 id="per-day" className="font-semibold text-ink-900">
                Messages per day
              </h2>
              {a.data && a.data.perDay.length === 0 ? (
                <p className="mt-2 text-sm text-ink-600">No messages in this period.</p>
              ) : (
                <ol className="mt-3 max-h-72 space-y-1 overflow-y-auto">
                  {a.data?.perDay.map((d) => (
                    <li
                      key={d.day}
                      className="grid grid-cols-[6rem_1fr_2.5rem] items-center gap-2 text-xs text-ink-700"
                    >
                      <span>{d.day}</span>
                      <span className="h-3 rounded bg-brand-100" aria-hidden>
                        <span
                          className="block h-3 rounded bg-brand-600"
                          style={{ width: `${(100 * d.messages) / maxDay}%` }}
                        />
                      </span>
                      <span className="text-right font-medium">{d.messages}</span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <RankList
              title="Top intents"
              rows={a.data?.topIntents.map((r) => ({
                key: r.intent,
                label: INTENT_LABEL[r.intent] ?? r.intent,
                count: r.count,
              }))}
            />
            <RankList
              title="Top localities"
              rows={a.data?.topLocalities.map((r) => ({ key: r.locality, label: r.locality, count: r.count }))}
            />
          </div>

          <section className="rounded-xl border border-ink-200 bg-white p-4" aria-labelledby="unanswered">
            <h2 id="unanswered" className="font-semibold text-ink-900">
              Unanswered questions
            </h2>
            <p className="text-sm text-ink-600">The help pages had no answer: consider adding one (Website content).</p>
            {a.data && a.data.unanswered.length === 0 ? (
              <p className="mt-2 text-sm text-ink-600">None in this period.</p>
            ) : (
              <ul className="mt-2 divide-y divide-ink-100">
                {a.data?.unanswered.map((u) => (
                  <li key={u.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                    <span className="min-w-0 break-words text-ink-900">{u.text}</span>
                    <span className="text-xs text-ink-500">{formatDateTime(u.createdAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      <Tabs defaultValue="conversations">
        <TabsList aria-label="Chatbot log">
          <TabsTrigger value="conversations">Conversations</TabsTrigger>
          <TabsTrigger value="messages">Messages</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
        </TabsList>
        <TabsContent value="conversations">
          <Conversations />
        </TabsContent>
        <TabsContent value="messages">
          <Messages />
        </TabsContent>
        <TabsContent value="users">
          <Users />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function RankList({ title, rows }: { title: string; rows?: { key: string; label: string; count: number }[] }) {
  return (
    <section className="rounded-xl border border-ink-200 bg-white p-4" aria-label={title}>
      <h2 className="font-semibold text-ink-900">{title}</h2>
      {!rows ? (
        <Skeleton className="mt-3 h-24 w-full" />
      ) : rows.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">Nothing yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-ink-100">
          {rows.map((r) => (
            <li key={r.key} className="flex justify-between gap-2 py-1.5 text-sm">
              <span className="text-ink-800">{r.label}</span>
              <span className="font-medium text-ink-900">{r.count}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function SearchBox({ id, label, onSearch }: { id: string; label: string; onSearch: (s: string | undefined) => void }) {
  const [v, setV] = useState("");
  return (
    <form
      className="flex gap-2 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(v.trim() || undefined);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input id={id} placeholder={label} value={v} onChange={(e) => setV(e.target.value)} className="max-w-sm" />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}

/** One searched, paged list of the assistant's records (20 or 50 a page); a new search starts at page 1. */
function useChatbotList<T extends { total: number; perPage: number }>(
  name: string,
  load: (page: number, search: string | undefined) => Promise<T>,
) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState<string>();
  const q = useQuery({
    queryKey: ["admin", "chatbot", name, page, search] as const,
    queryFn: () => load(page, search),
    placeholderData: keepPreviousData,
  });
  const paged = { ...q, data: q.data && { ...q.data, hasMore: page * q.data.perPage < q.data.total } };
  const onSearch = (s: string | undefined) => {
    setPage(1);
    setSearch(s);
  };
  return { q: paged, page, setPage, onSearch };
}

const longCell = "max-w-md break-words text-ink-900";
const timeCell = "whitespace-nowrap text-ink-700";

function Conversations() {
  const [openId, setOpenId] = useState<string | null>(null);
  const { q, page, setPage, onSearch } = useChatbotList("conversations", (page, search) =>
    unwrap(client.GET("/admin/api/chatbot/conversations", { params: { query: { page, perPage: 20, search } } })),
  );
  const one = useQuery({
    queryKey: ["admin", "chatbot", "conversation", openId] as const,
    queryFn: () => unwrap(client.GET("/admin/api/chatbot/conversations/{id}", { params: { path: { id: openId! } } })),
    enabled: !!openId,
  });
  return (
    <AdminListPanel
      query={q}
      page={page}
      onPage={setPage}
      header={<SearchBox id="conv-search" label="Conversations mentioning…" onSearch={onSearch} />}
      errorTitle="Could not load conversations"
      pending={<Skeleton className="m-4 h-32" />}
      empty={{ title: "No conversations yet", description: "They appear here as visitors use the assistant." }}
      footer={
        openId && (
          <section aria-label="Conversation" className="border-t border-ink-200 bg-ink-50 p-4">
            {one.isPending ? (
              <Skeleton className="h-20" />
            ) : one.isError ? (
              <p className="text-sm text-danger-700">{one.error.message}</p>
            ) : (
              <ol className="space-y-2">
                {one.data.messages.map((m) => (
                  <li key={m.id} className="text-sm">
                    <span className="font-semibold text-ink-900">{m.role === "user" ? "Visitor" : "Assistant"}</span>{" "}
                    <span className="text-xs text-ink-500">
                      {formatDateTime(m.createdAt)}
                      {m.role === "user" && m.intent ? ` · ${INTENT_LABEL[m.intent] ?? m.intent}` : ""}
                    </span>
                    <p className="whitespace-pre-wrap break-words text-ink-800">{m.text}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        )
      }
    >
      {(rows) => (
        <AdminTable columns={["Started", "Visitor", "First message", "Messages", { hidden: "Read" }]}>
          {rows.map((c) => (
            <tr key={c.id} data-testid="chatbot-conversation">
              <AdminCell className={timeCell}>{formatDateTime(c.createdAt)}</AdminCell>
              <AdminCell>
                {c.visitor} {c.handedOver && <Badge variant="warning">Hand-over</Badge>}
              </AdminCell>
              <AdminCell className={longCell}>{c.firstText}</AdminCell>
              <AdminCell>{c.messageCount}</AdminCell>
              <AdminCell className="text-right">
                <Button
                  size="sm"
                  variant="outline"
                  aria-expanded={openId === c.id}
                  onClick={() => setOpenId(openId === c.id ? null : c.id)}
                >
                  {openId === c.id ? "Hide" : "Read"}
                </Button>
              </AdminCell>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminListPanel>
  );
}

function Messages() {
  const { q, page, setPage, onSearch } = useChatbotList("messages", (page, search) =>
    unwrap(client.GET("/admin/api/chatbot/messages", { params: { query: { page, perPage: 50, search } } })),
  );
  return (
    <AdminListPanel
      query={q}
      page={page}
      onPage={setPage}
      header={<SearchBox id="msg-search" label="Messages containing…" onSearch={onSearch} />}
      errorTitle="Could not load messages"
      pending={<Skeleton className="m-4 h-32" />}
      empty={{ title: "No messages", description: "Nothing matches yet." }}
    >
      {(rows) => (
        <AdminTable columns={["When", "From", "Message", "Intent", "Place", "Results"]}>
          {rows.map((m) => (
            <tr key={m.id}>
              <AdminCell className={timeCell}>{formatDateTime(m.createdAt)}</AdminCell>
              <AdminCell>{m.role === "user" ? "Visitor" : "Assistant"}</AdminCell>
              <AdminCell className={longCell}>{m.text}</AdminCell>
              <AdminCell>
                {m.role === "user" ? (
                  <>
                    {INTENT_LABEL[m.intent ?? "unknown"] ?? m.intent}{" "}
                    {!m.answered && <Badge variant="danger">Unanswered</Badge>}
                  </>
                ) : (
                  ""
                )}
              </AdminCell>
              <AdminCell>{m.locality ?? ""}</AdminCell>
              <AdminCell>{m.resultCount ?? ""}</AdminCell>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminListPanel>
  );
}

function Users() {
  const { q, page, setPage, onSearch } = useChatbotList("users", (page, search) =>
    unwrap(client.GET("/admin/api/chatbot/users", { params: { query: { page, perPage: 20, search } } })),
  );
  return (
    <AdminListPanel
      query={q}
      page={page}
      onPage={setPage}
      header={<SearchBox id="user-search" label="Name or email" onSearch={onSearch} />}
      errorTitle="Could not load users"
      pending={<Skeleton className="m-4 h-32" />}
      empty={{ title: "No one yet", description: "Visitors appear here once they use the assistant." }}
    >
      {(rows) => (
        <AdminTable columns={["Who", "Conversations", "Messages", "Last seen"]}>
          {rows.map((u) => (
            <tr key={u.key}>
              <AdminCell>
                {u.user ? (
                  <>
                    {u.user.name} <span className="text-xs text-ink-500">{u.user.email}</span>
                  </>
                ) : (
                  u.key
                )}
              </AdminCell>
              <AdminCell>{u.conversations}</AdminCell>
              <AdminCell>{u.messages}</AdminCell>
              <AdminCell className={timeCell}>{formatDateTime(u.lastSeenAt)}</AdminCell>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminListPanel>
  );
}
