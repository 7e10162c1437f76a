import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../features/layout/content-page";

export const Route = createFileRoute("/_default/terms")({
  head: () => ({ meta: [{ title: "Terms of use · PropertyNG" }] }),
  component: () => <ContentPage contentKey="terms-of-use" />,
});
