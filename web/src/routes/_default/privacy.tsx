import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../features/layout/content-page";

export const Route = createFileRoute("/_default/privacy")({
  head: () => ({ meta: [{ title: "Privacy policy · PropertyNG" }] }),
  component: () => <ContentPage contentKey="privacy-policy" />,
});
