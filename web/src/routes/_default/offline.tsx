import { createFileRoute } from "@tanstack/react-router";
import { OfflinePage } from "../../features/public-pages/offline-page";
import { staticHead } from "../../features/public-pages/static-head";

export const Route = createFileRoute("/_default/offline")({
  head: ({ match }) => staticHead(match.context.origin, "/offline", "You are offline", "This page needs a connection.", false),
  component: OfflinePage,
});
