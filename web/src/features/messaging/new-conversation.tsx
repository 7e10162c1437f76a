import { useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { MESSAGING_RULES } from "@contracts/messaging";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { messageRequest } from "./api";

/** /dashboard/messages?id=<user> with no conversation yet: a request to that lister (SPEC.md: request with agentId). */
export function NewConversation({ agentId, onBack }: { agentId: string; onBack: () => void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await messageRequest({ agentId, message: text });
      void qc.invalidateQueries({ queryKey: ["messaging"] });
      await navigate({ to: "/dashboard/messages", search: { cid: res.conversation.id }, replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "The message was not sent. Try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex h-[600px] flex-col gap-3 rounded-xl border border-ink-200 bg-white p-4">
      <button type="button" onClick={onBack} className="self-start text-sm text-brand-700 hover:underline md:hidden">
        ← Conversations
      </button>
      <label htmlFor="new-message" className="font-medium text-ink-900">
        New message
      </label>
      <textarea
        id="new-message"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={MESSAGING_RULES.maxMessageChars}
        rows={5}
        className="rounded-lg border border-ink-300 p-3 text-sm"
        placeholder="What are you looking for?"
      />
      {error && (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
      <Button type="submit" loading={busy} disabled={!text.trim()} className="self-end">
        Send
      </Button>
    </form>
  );
}
