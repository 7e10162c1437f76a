import { useEffect, useRef, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MESSAGING_RULES } from "@contracts/messaging";
import { accountTypeLabel } from "@contracts/constants";
import { Button } from "../../components/ui/button";
import { formatNaira, formatDateTime } from "../../lib/format";
import { ApiError } from "../../lib/api";
import { sendMessage, uploadPicture } from "./api";
import { PersonAvatar } from "./contacts-list";
import { useConversation } from "./use-conversation";
import { ListingLink } from "../listings/listing-link";

export function ConversationPane({ id, meId, onBack }: { id: string; meId: string; onBack: () => void }) {
  const c = useConversation(id, meId);
  const qc = useQueryClient();
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const bottom = useRef<HTMLDivElement>(null);
  const typingSent = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const count = c.messages.length;
  // Braces matter: newer browsers return a promise from scrollIntoView, and an effect may only return a cleanup.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [count, c.typing]);

  const onType = (v: string) => {
    setText(v);
    if (Date.now() - typingSent.current > 2500) {
      typingSent.current = Date.now();
      c.sendTyping(true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(() => {
      typingSent.current = 0;
      c.sendTyping(false);
    }, 3000);
  };

  const send = useMutation({
    mutationFn: async ({ message, files: pictures }: { message: string; files: File[] }) => {
      const attachments = await Promise.all(pictures.map((f) => uploadPicture(id, f)));
      return sendMessage(id, { message, attachments });
    },
    onSuccess: (res, { message }) => {
      c.add([res.message]);
      // Whatever was typed while this was sending stays in the box.
      setText((t) => (t.trim() === message ? "" : t));
      setFiles([]);
      clearTimeout(idle.current);
      typingSent.current = 0;
      c.sendTyping(false);
      void qc.invalidateQueries({ queryKey: ["messaging", "conversations"] });
    },
  });
  const sending = send.isPending;
  const error = send.error
    ? send.error instanceof ApiError
      ? send.error.message
      : send.error instanceof Error
        ? send.error.message
        : "The message was not sent. Try again."
    : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const message = text.trim();
    if (sending || (!message && !files.length)) return;
    send.mutate({ message, files });
  };

  const conv = c.conversation;
  const mineLast = [...c.messages].reverse().find((m) => m.senderId === meId);
  if (c.error)
    return (
      <div className="grid h-[600px] place-items-center rounded-xl border border-ink-200 bg-white p-6 text-center text-sm text-ink-600">
        This conversation could not be opened.
      </div>
    );

  return (
    <section aria-label="Conversation" className="flex h-[600px] flex-col rounded-xl border border-ink-200 bg-white">
      <header className="flex items-center gap-3 border-b border-ink-200 p-3">
        <button
          type="button"
          onClick={onBack}
          className="rounded-lg p-2 text-ink-700 hover:bg-ink-100 md:hidden"
          aria-label="Back to conversations"
        >
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
            <path d="M15 18l-6-6 6-6" />
          </svg>
        </button>
        {conv && (
          <>
            <PersonAvatar name={conv.otherUser.fullName} src={conv.otherUser.profilePictureUrl} />
            <div className="min-w-0">
              <p className="truncate font-semibold text-ink-900" data-testid="chat-with">
                {conv.otherUser.fullName}
              </p>
              <p className="truncate text-xs text-ink-500">
                {c.typing ? (
                  <span className="text-brand-700">typing…</span>
                ) : (
                  [
                    accountTypeLabel(conv.otherUser.userType),
                    conv.otherUser.companyName,
                    conv.otherUser.kycVerified ? "Verified" : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")
                )}
              </p>
            </div>
          </>
        )}
      </header>
      {conv?.property && (
        <ListingLink
          slug={conv.property.slug}
          className="flex items-center gap-3 border-b border-ink-100 bg-ink-50 px-3 py-2 hover:bg-ink-100"
          data-testid="chat-listing"
        >
          {conv.property.thumbnailMdUrl ? (
            <img
              src={conv.property.thumbnailMdUrl}
              alt=""
              width={48}
              height={36}
              className="h-9 w-12 shrink-0 rounded object-cover"
            />
          ) : (
            <span className="h-9 w-12 shrink-0 rounded bg-ink-200" />
          )}
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-ink-900">{conv.property.title}</span>
            <span className="block truncate text-xs text-ink-600">
              {formatNaira(conv.property.priceKobo)} · {conv.property.address}
            </span>
          </span>
        </ListingLink>
      )}
      {conv?.flagged && conv.role === "agent" && (
        <p className="border-b border-warning-100 bg-warning-50 px-3 py-2 text-xs text-warning-800">
          Contact details were shared before you were verified. Keep payments on PropertyNG.
        </p>
      )}
      <div className="flex-1 overflow-y-auto px-3 py-4" data-testid="messages" aria-live="polite">
        {c.hasMore && (
          <div className="mb-3 text-center">
            <Button variant="ghost" size="sm" onClick={() => void c.loadOlder()}>
              Load earlier messages
            </Button>
          </div>
        )}
        <ol className="space-y-2">
          {c.messages.map((m) => {
            const mine = m.senderId === meId;
            return (
              <li key={m.seq} className={`flex ${mine ? "justify-end" : "justify-start"}`}>
                <div
                  className={`max-w-[80%] rounded-2xl px-3 py-2 text-sm ${mine ? "bg-brand-600 text-white" : "bg-ink-100 text-ink-900"}`}
                >
                  {m.attachments.map((a) => (
                    <a key={a.url} href={a.url} target="_blank" rel="noopener noreferrer" className="mb-1 block">
                      <img src={a.url} alt="Picture sent in the chat" className="max-h-60 rounded-lg" loading="lazy" />
                    </a>
                  ))}
                  {m.message && <p className="break-words whitespace-pre-wrap">{m.message}</p>}
                  <p className={`mt-0.5 text-right text-[11px] ${mine ? "text-brand-100" : "text-ink-500"}`}>
                    {formatDateTime(m.createdAt)}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
        {mineLast && c.otherReadSeq >= mineLast.seq && (
          <p className="mt-1 text-right text-xs text-ink-500" data-testid="seen">
            Seen
          </p>
        )}
        {c.typing && <p className="mt-2 text-xs text-ink-500">{conv?.otherUser.fullName.split(" ")[0]} is typing…</p>}
        <div ref={bottom} />
      </div>
      <form onSubmit={submit} className="border-t border-ink-200 p-3">
        {files.length > 0 && (
          <p className="mb-2 flex flex-wrap gap-2 text-xs text-ink-600">
            {files.map((f) => (
              <span key={f.name} className="rounded bg-ink-100 px-2 py-1">
                {f.name}
              </span>
            ))}
            <button type="button" className="text-danger-700 underline" onClick={() => setFiles([])}>
              Remove
            </button>
          </p>
        )}
        {error && (
          <p role="alert" className="mb-2 text-sm text-danger-700">
            {error}
          </p>
        )}
        <div className="flex items-end gap-2">
          <label
            className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-lg border border-ink-300 text-ink-600 hover:bg-ink-50"
            title="Add pictures"
          >
            <span className="sr-only">Add pictures</span>
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="9" cy="11" r="2" />
              <path d="M21 17l-5-5-8 7" />
            </svg>
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              className="sr-only"
              onChange={(e) =>
                setFiles(
                  [...(e.target.files ?? [])]
                    .filter((f) => f.size <= MESSAGING_RULES.maxAttachmentBytes)
                    .slice(0, MESSAGING_RULES.maxAttachments),
                )
              }
            />
          </label>
          <label htmlFor="chat-input" className="sr-only">
            Message
          </label>
          <textarea
            id="chat-input"
            rows={1}
            value={text}
            maxLength={MESSAGING_RULES.maxMessageChars}
            onChange={(e) => onType(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            placeholder="Write a message"
            className="max-h-32 min-h-11 flex-1 resize-none rounded-lg border border-ink-300 px-3 py-2.5 text-sm focus:border-brand-500 focus:outline-none"
          />
          <Button type="submit" loading={sending} disabled={sending || (!text.trim() && !files.length)}>
            Send
          </Button>
        </div>
      </form>
    </section>
  );
}
