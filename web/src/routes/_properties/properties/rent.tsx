import { createFileRoute } from "@tanstack/react-router";
import { optString } from "../../../lib/search";
import { ListingsPage } from "../../../features/properties/listings-page";

export const Route = createFileRoute("/_properties/properties/rent")({
  validateSearch: (s: Record<string, unknown>): { state?: string } => ({ state: optString(s.state) }),
  component: Page,
});

function Page() {
  return <ListingsPage type="rent" state={Route.useSearch().state} />;
}
