import { createFileRoute } from "@tanstack/react-router";
import { sameSitePath } from "@contracts/same-site";
import { OfflinePage } from "../../features/public-pages/offline-page";
import { staticHead } from "../../features/public-pages/static-head";

/** `from`: the page that could not open (the service worker's redirect), offered again; a path on this site only. */
const localPath = (v: unknown) => sameSitePath(v) ?? undefined;

export const Route = createFileRoute("/_default/offline")({
  validateSearch: (s: Record<string, unknown>): { from?: string } => ({ from: localPath(s.from) }),
  head: ({ match }) =>
    staticHead(match.context.origin, "/offline", "You are offline", "This page needs a connection.", false),
  component: Page,
});

function Page() {
  return <OfflinePage from={Route.useSearch().from} />;
}
