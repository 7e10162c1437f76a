import { createFileRoute } from "@tanstack/react-router";
import { withoutTrackingParams } from "@contracts/tracking-params";
import type { ListingsSearch } from "../../../features/listings/search-params";
import { ListingsPage } from "../../../features/properties/listings-page";

export const Route = createFileRoute("/_properties/properties/stay")({
  // Parsed by the page and its loader (search-params.ts, search-loader.ts), loaded with the page's chunk: the
  // entry bundle the home page shares only passes the params through.
  validateSearch: (search: Record<string, unknown>) => search as ListingsSearch,
  loaderDeps: ({ search }) => withoutTrackingParams(search),
  loader: ({ context, deps }) =>
    import("../../../features/listings/search-loader").then((m) =>
      m.loadSearch(context.queryClient, context.store, "stay", deps),
    ),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title ?? "Short stays in Nigeria · PropertyNG" }] }),
  component: Page,
});

function Page() {
  return <ListingsPage type="stay" search={Route.useSearch()} />;
}
