import { useState, type FormEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { MESSAGING_RULES } from "@contracts/messaging-rules";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { ApiError } from "../../lib/api";
import { messageAgent } from "./api";

/** The message form in its dialog (loaded when "Message agent" is first tapped; closing unmounts it). */
export default function MessageAgentDialog({ agentId, agentName, propertyId, title, onClose }: { agentId: string; agentName: string; propertyId?: string; title?: string; onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState(title ? `Hello, I'm interested in "${title}". Is it still available?` : "Hello, ");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await messageAgent(agentId, { message: text, ...(propertyId ? { propertyId } : {}) });
      onClose();
      await navigate({ to: "/dashboard/messages", search: { cid: res.conversation.id } });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "The message was not sent. Try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={`Message ${agentName}`} description="Your message and the reply stay in your PropertyNG inbox.">
        <form onSubmit={(e) => void submit(e)} className="grid gap-3">
          <label htmlFor="agent-message" className="sr-only">
            Your message
          </label>
          <textarea
            id="agent-message"
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={5}
            maxLength={MESSAGING_RULES.maxMessageChars}
            className="rounded-lg border border-ink-300 p-3 text-sm focus:border-brand-500 focus:outline-none"
          />
          {error && (
            <p role="alert" className="text-sm text-danger-700">
              {error}
            </p>
          )}
          <p className="text-xs text-ink-500">Never pay an inspection fee or deposit outside PropertyNG.</p>
          <Button type="submit" loading={busy} disabled={!text.trim()}>
            Send message
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
