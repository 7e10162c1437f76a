import { createFileRoute } from "@tanstack/react-router";
import { CookiePage } from "../../features/public-pages/cookie-page";
import { staticHead } from "../../features/public-pages/static-head";

export const Route = createFileRoute("/_default/cookie-acceptance")({
  head: ({ match }) =>
    staticHead(
      match.context.origin,
      "/cookie-acceptance",
      "Cookies and storage",
      "What PropertyNG keeps in your browser and why: sign-in, preferences, offline pages. No advertising trackers.",
    ),
  component: CookiePage,
});
