import { createFileRoute } from "@tanstack/react-router";
import { MessagesPage } from "../../../features/messaging/messages-page";

type Search = { id?: string; cid?: string };
const str = (v: unknown) => (typeof v === "string" && v.length > 0 && v.length <= 120 ? v : undefined);

/** SPEC.md §2: /dashboard/messages with query id (a person) and cid (a conversation). */
export const Route = createFileRoute("/_dashboard/dashboard/messages")({
  validateSearch: (s: Record<string, unknown>): Search => ({ id: str(s.id), cid: str(s.cid) }),
  head: () => ({ meta: [{ title: "Messages · PropertyNG" }] }),
  component: MessagesRoute,
});

function MessagesRoute() {
  const { id, cid } = Route.useSearch();
  return <MessagesPage id={id} cid={cid} />;
}
