import { lazy, Suspense, useState } from "react";
import { useRouterState } from "@tanstack/react-router";
import { Button } from "../../components/ui/button";
import { signedInOrAsk, useUser } from "../auth/session";
import { usePendingIntent } from "../auth/return-to";
import { notOnServer } from "../../lib/client-only";

// The dialog (Radix and the form) is not part of a page's first load: it loads on the first tap.
const MessageAgentDialog = lazy(() => (__WORKER_BUNDLE__ ? notOnServer() : import("./message-agent-dialog")));

/**
 * "Message agent" beside Call and WhatsApp: the enquiry stays on PropertyNG (a record for the seeker,
 * an inbox for the lister). Anonymous visitors sign in first and come back to the listing.
 */
export function MessageAgentButton({
  agentId,
  agentName,
  propertyId,
  title,
  className,
  label = "Message agent",
}: {
  agentId: string;
  agentName: string;
  propertyId?: string;
  title?: string;
  className?: string;
  label?: string;
}) {
  const user = useUser();
  const path = useRouterState({ select: (s) => s.location.href });
  const [open, setOpen] = useState(false);

  // Back from the sign-in "Message agent" asked for: the message box opens, ready to write.
  usePendingIntent(`message:${agentId}`, !!user && user.id !== agentId, () => setOpen(true));
  if (user?.id === agentId) return null;
  const start = () => {
    if (!signedInOrAsk(path, `message:${agentId}`)) return;
    setOpen(true);
  };
  return (
    <>
      <Button variant="secondary" className={className} aria-haspopup="dialog" onClick={start}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MessageAgentDialog
            agentId={agentId}
            agentName={agentName}
            propertyId={propertyId}
            title={title}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
