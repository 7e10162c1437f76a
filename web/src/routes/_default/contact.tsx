import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "../../features/public-pages/contact-page";
import { staticHead } from "../../features/public-pages/static-head";

export const Route = createFileRoute("/_default/contact")({
  head: ({ match }) =>
    staticHead(
      match.context.origin,
      "/contact",
      "Contact us",
      "Write to the PropertyNG team about a listing, a payment, your account or selling with us. We reply within one working day.",
    ),
  component: ContactPage,
});
