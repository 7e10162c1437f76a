import { useState, type FormEvent } from "react";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { MESSAGING_RULES } from "@contracts/messaging-rules";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { ApiError } from "../../lib/api";
import { authModalAtom, rememberLastRoute, useUser } from "../auth/session";
import { messageAgent } from "./api";

/**
 * "Message agent" beside Call and WhatsApp: the enquiry stays on PropertyNG (a record for the seeker,
 * an inbox for the lister). Anonymous visitors sign in first and come back to the listing.
 */
export function MessageAgentButton({ agentId, agentName, propertyId, title, className, label = "Message agent" }: { agentId: string; agentName: string; propertyId?: string; title?: string; className?: string; label?: string }) {
  const user = useUser();
  const openModal = useSetAtom(authModalAtom);
  const path = useRouterState({ select: (s) => s.location.href });
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(title ? `Hello, I'm interested in "${title}". Is it still available?` : "Hello, ");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (user?.id === agentId) return null;
  const start = () => {
    if (!user) {
      rememberLastRoute(path);
      openModal("login");
      return;
    }
    setOpen(true);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await messageAgent(agentId, { message: text, ...(propertyId ? { propertyId } : {}) });
      setOpen(false);
      await navigate({ to: "/dashboard/messages", search: { cid: res.conversation.id } });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "The message was not sent. Try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" className={className} onClick={start}>{label}</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={`Message ${agentName}`} description="Your message and the reply stay in your PropertyNG inbox.">
          <form onSubmit={(e) => void submit(e)} className="grid gap-3">
            <label htmlFor="agent-message" className="sr-only">Your message</label>
            <textarea id="agent-message" value={text} onChange={(e) => setText(e.target.value)} rows={5} maxLength={MESSAGING_RULES.maxMessageChars} className="rounded-lg border border-ink-300 p-3 text-sm focus:border-brand-500 focus:outline-none" />
            {error && <p role="alert" className="text-sm text-danger-700">{error}</p>}
            <p className="text-xs text-ink-500">Never pay an inspection fee or deposit outside PropertyNG.</p>
            <Button type="submit" loading={busy} disabled={!text.trim()}>Send message</Button>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
