import { useEffect, useRef, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { Link, useLocation } from "@tanstack/react-router";
import { Button, type ButtonVariant } from "../../components/ui/button";
import { ButtonAnchor, ButtonLink } from "../../components/ui/text-link";
import { inputClasses } from "../../components/ui/input-classes";
import { cn } from "../../lib/cn";
import { client } from "../../lib/client";
import { ListingCard } from "../listings/listing-card";
import type { components } from "../../api/schema";

type Reply = components["schemas"]["AssistantReply"];
type Line =
  | { id: string; role: "user"; text: string }
  | {
      id: string;
      role: "assistant";
      text: string;
      /** When the reply arrived: its cards' "confirmed … ago" are measured from it. */
      at: number;
      reply?: Reply;
      searchUrl?: string | null;
      sources?: { title: string; url: string }[] | null;
    }
  | { id: string; role: "error"; text: string };

/** A visitor's message, or a chip's removal (`remove`: the chip's key; `text`: how the line reads). */
type Ask = { text: string; remove?: string };

const MAX = 500;
const BROWSER_KEY = "png.browserId";
const CONVERSATION_KEY = "png.assistant.conversation";
const EXAMPLES = [
  "2 bed flat in Wuse under 3m",
  "self contain Yaba monthly",
  "I dey find 2 bedroom for Yaba wey no pass 1m",
  "How does the inspection fee refund work?",
];

/** The random id this browser keeps for the assistant (nothing else about the visitor is sent). */
function browserId() {
  try {
    let id = localStorage.getItem(BROWSER_KEY);
    if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
      const bytes = crypto.getRandomValues(new Uint8Array(18));
      id = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
      localStorage.setItem(BROWSER_KEY, id);
    }
    return id;
  } catch {
    return "anonymous-browser-no-storage";
  }
}
const stored = (k: string) => {
  try {
    return sessionStorage.getItem(k) ?? undefined;
  } catch {
    return undefined;
  }
};

const isInternal = (href: string) => href.startsWith("/");
function Go({
  href,
  className,
  children,
  onNavigate,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
  onNavigate?: () => void;
}) {
  if (isInternal(href))
    return (
      <Link to={href} className={className} onClick={onNavigate}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** A next step drawn as a button (two-line labels grow its height): the router for the site's pages, else a plain anchor. */
function GoButton({
  href,
  variant,
  children,
  onNavigate,
}: {
  href: string;
  variant: ButtonVariant;
  children: React.ReactNode;
  onNavigate?: () => void;
}) {
  const className = "h-auto min-h-9 py-1.5 text-left";
  if (isInternal(href))
    return (
      <ButtonLink to={href} variant={variant} size="sm" className={className} onClick={onNavigate}>
        {children}
      </ButtonLink>
    );
  return (
    <ButtonAnchor href={href} variant={variant} size="sm" className={className}>
      {children}
    </ButtonAnchor>
  );
}

/**
 * The property assistant: a non-modal panel (a bottom sheet on a phone) where a visitor types what
 * they want in plain English or Pidgin. Replies are text (React escapes it), listing cards, the search link,
 * quoted help with its link, and next steps (relax a filter, save the search, post a request, contact us).
 */
export default function ChatWidget({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [lines, setLines] = useState<Line[]>([]);
  const [text, setText] = useState("");
  const [conversationId, setConversationId] = useState<string | undefined>(() => stored(CONVERSATION_KEY));
  const input = useRef<HTMLTextAreaElement>(null);
  // On a listing's page a question about it is answered from the listing (or handed to its lister).
  const listing = useLocation({ select: (l) => /^\/properties\/property\/([^/?#]+)/.exec(l.pathname)?.[1] });
  const end = useRef<HTMLDivElement>(null);
  // Only a conversation from before this panel opened is loaded from the server; one started here is already on screen.
  const loadedHistory = useRef(!conversationId);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  // This tab's earlier conversation, as text (listings are fetched fresh when asked again).
  useEffect(() => {
    if (loadedHistory.current || !conversationId) return;
    loadedHistory.current = true;
    void client
      .GET("/v1/assistant/conversations/{id}", {
        params: { path: { id: conversationId }, header: { "x-browser-id": browserId() } },
      })
      .then(({ data }) => {
        if (!data) return;
        setLines(
          data.messages.map((m) =>
            m.role === "user"
              ? { id: m.id, role: "user" as const, text: m.text }
              : {
                  id: m.id,
                  role: "assistant" as const,
                  text: m.text,
                  at: Date.now(),
                  searchUrl: m.searchUrl,
                  sources: m.sources,
                },
          ),
        );
      })
      .catch(() => undefined);
  }, [conversationId]);

  // One message at a time through a useMutation: its isPending is the "typing" state and keeps the box from sending twice.
  const post = useMutation({
    mutationFn: async (ask: Ask): Promise<Line> => {
      try {
        const header = { "x-browser-id": browserId() };
        const { data, error, response } =
          ask.remove && conversationId
            ? await client.POST("/v1/assistant/conversations/{id}/remove", {
                body: { filter: ask.remove },
                params: { path: { id: conversationId }, header },
              })
            : await client.POST("/v1/assistant/messages", {
                body: {
                  text: ask.text,
                  ...(conversationId ? { conversationId } : {}),
                  ...(listing ? { listing: decodeURIComponent(listing) } : {}),
                },
                params: { header },
              });
        if (!data) {
          if (response.status === 404 && conversationId) {
            // The conversation was pruned or belongs to another browser: start a new one.
            sessionStorage.removeItem(CONVERSATION_KEY);
            setConversationId(undefined);
          }
          const msg =
            response.status === 429
              ? "You're sending messages quickly. Wait a minute and try again."
              : ((error as { message?: string } | undefined)?.message ?? "Something went wrong. Try again.");
          return { id: `e${Date.now()}`, role: "error", text: msg };
        }
        setConversationId(data.conversationId);
        try {
          sessionStorage.setItem(CONVERSATION_KEY, data.conversationId);
        } catch {
          // private mode: the conversation lasts as long as the panel
        }
        return { id: `a${Date.now()}`, role: "assistant", text: data.reply, at: Date.now(), reply: data };
      } catch {
        return {
          id: `e${Date.now()}`,
          role: "error",
          text: "You seem to be offline. Check your connection and try again.",
        };
      }
    },
    onMutate: (ask) => setLines((l) => [...l, { id: `u${Date.now()}`, role: "user", text: ask.text }]),
    onSettled: (line) => {
      if (line) setLines((l) => [...l, line]);
      input.current?.focus();
    },
  });
  const busy = post.isPending;
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [lines, busy]);

  function send(words: string) {
    const t = words.trim().slice(0, MAX);
    if (!t || busy) return;
    setText("");
    post.mutate({ text: t });
  }
  // The conversation's search as it stands: the chips of the newest reply that carries a search.
  const current = [...lines]
    .reverse()
    .find((l): l is Extract<Line, { role: "assistant" }> => l.role === "assistant" && !!l.reply?.chips);
  const chips = current?.reply?.chips ?? [];

  function submit(e: FormEvent) {
    e.preventDefault();
    send(text);
  }

  if (!open) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="assistant-title"
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
      className="fixed inset-x-2 bottom-2 top-16 z-40 flex flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-dialog sm:inset-x-auto sm:left-4 sm:top-auto sm:h-[min(36rem,calc(100dvh-6rem))] sm:w-[26rem] lg:bottom-6"
    >
      <header className="flex items-center justify-between gap-2 border-b border-ink-200 bg-brand-700 px-4 py-3 text-white">
        <div className="min-w-0">
          <h2 id="assistant-title" className="text-base font-semibold">
            Property assistant
          </h2>
          <p className="text-xs text-brand-50">
            Ask in English or Pidgin. Answers come from live listings and our help pages.
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close the assistant"
          className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden>
            <path d="M5.3 4 10 8.6 14.7 4 16 5.3 11.4 10l4.6 4.7-1.3 1.3-4.7-4.6L5.3 16 4 14.7 8.6 10 4 5.3z" />
          </svg>
        </button>
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-3" aria-live="polite" aria-busy={busy}>
        {lines.length === 0 && (
          <div className="space-y-3 text-sm text-ink-700">
            <p>
              {listing
                ? "Ask me about this listing: its price and fees, title documents, light and water, inspections. Or tell me what else you're looking for."
                : "Tell me what you're looking for: a place, a type and a budget. Or ask how inspections, escrow and refunds work."}
            </p>
            <ul className="flex flex-wrap gap-2" aria-label="Examples">
              {EXAMPLES.map((x) => (
                <li key={x}>
                  <button
                    type="button"
                    onClick={() => send(x)}
                    className="rounded-full border border-ink-300 bg-white px-3 py-1.5 text-left text-xs text-ink-800 hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    {x}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <ol className="space-y-3">
          {lines.map((line) => (
            <li key={line.id} className={cn("flex", line.role === "user" ? "justify-end" : "justify-start")}>
              {line.role === "user" ? (
                <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-brand-600 px-3 py-2 text-sm text-white">
                  <span className="sr-only">You: </span>
                  {line.text}
                </p>
              ) : line.role === "error" ? (
                <p role="alert" className="max-w-[90%] rounded-2xl bg-danger-50 px-3 py-2 text-sm text-danger-800">
                  {line.text}
                </p>
              ) : (
                <AssistantLine line={line} onNavigate={onClose} />
              )}
            </li>
          ))}
          {busy && (
            <li className="flex justify-start">
              <p className="rounded-2xl bg-ink-100 px-3 py-2 text-sm text-ink-600" role="status">
                Looking…
              </p>
            </li>
          )}
        </ol>
        <div ref={end} />
      </div>

      {chips.length > 0 && (
        <div className="border-t border-ink-200 px-2 pt-2">
          <ul className="flex flex-wrap items-center gap-1.5" aria-label="Your search (tap a filter to remove it)">
            {chips.map((c) => (
              <li key={c.key}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => post.mutate({ text: `Remove: ${c.label}`, remove: c.key })}
                  aria-label={`Remove ${c.label}`}
                  className="inline-flex min-h-8 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-2.5 text-xs font-medium text-brand-800 hover:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60"
                >
                  {c.label}
                  <span aria-hidden>×</span>
                </button>
              </li>
            ))}
            {current?.reply?.searchUrl && (
              <li>
                <Go
                  href={current.reply.searchUrl}
                  onNavigate={onClose}
                  className="inline-flex min-h-8 items-center px-1.5 text-xs font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  See all
                </Go>
              </li>
            )}
          </ul>
        </div>
      )}

      <form onSubmit={submit} className="flex items-end gap-2 border-t border-ink-200 p-2">
        <label htmlFor="assistant-input" className="sr-only">
          Your message
        </label>
        <textarea
          id="assistant-input"
          ref={input}
          rows={1}
          maxLength={MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              send(text);
            }
          }}
          placeholder={listing ? "e.g. how much is the service charge?" : "e.g. mini flat in Yaba"}
          className={cn(inputClasses, "min-h-11 flex-1 resize-none py-2.5")}
        />
        <Button type="submit" disabled={busy || !text.trim()} title={!text.trim() ? "Type a message first" : undefined}>
          Send
        </Button>
      </form>
    </section>
  );
}

/** The list card's wide layout starts at 640 px of viewport, but the panel stays narrow there: use the grid card. */
const narrowPanel = () => typeof window === "undefined" || !window.matchMedia("(min-width: 640px)").matches;

function AssistantLine({ line, onNavigate }: { line: Extract<Line, { role: "assistant" }>; onNavigate: () => void }) {
  const r = line.reply;
  const sources = r?.sources ?? line.sources ?? [];
  const actions =
    r?.actions ?? (line.searchUrl ? [{ kind: "search" as const, label: "See the results", href: line.searchUrl }] : []);
  return (
    <div className="w-full max-w-full space-y-2">
      <p className="max-w-[90%] whitespace-pre-wrap break-words rounded-2xl rounded-bl-sm bg-ink-100 px-3 py-2 text-sm text-ink-900">
        {line.text}
      </p>
      {r?.listings && r.listings.length > 0 && (
        <ul className="space-y-2" aria-label="Matching listings">
          {r.listings.map((l) => (
            <li key={l.id} onClickCapture={(e) => (e.target as HTMLElement).closest("a") && onNavigate()}>
              <ListingCard listing={l} variant={narrowPanel() ? "list" : "grid"} now={line.at} />
            </li>
          ))}
        </ul>
      )}
      {r?.quotes && r.quotes.length > 0 && (
        <dl
          className="max-w-[90%] space-y-1 rounded-xl border border-brand-200 bg-brand-50 px-3 py-2 text-sm"
          aria-label="From this listing"
        >
          {r.quotes.map((q) => (
            <div key={q.field} className="flex flex-wrap gap-x-2">
              <dt className="text-ink-700">{q.label}</dt>
              <dd className="font-semibold text-ink-900">{q.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {sources.length > 0 && (
        <ul className="space-y-1" aria-label="Sources">
          {sources.map((s) => (
            <li key={s.url + s.title} className="text-xs text-ink-700">
              Source:{" "}
              <Go
                href={s.url}
                onNavigate={onNavigate}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {s.title}
              </Go>
            </li>
          ))}
        </ul>
      )}
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {actions.map((a) => (
            <GoButton
              key={a.kind + a.href}
              href={a.href}
              onNavigate={onNavigate}
              variant={a.kind === "search" || a.kind === "relax" ? "primary" : "outline"}
            >
              {a.label}
            </GoButton>
          ))}
        </div>
      )}
    </div>
  );
}
