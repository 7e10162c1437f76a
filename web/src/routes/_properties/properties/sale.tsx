import { createFileRoute } from "@tanstack/react-router";
import { parseListingsSearch } from "../../../features/listings/search-params";
import { loadSearch } from "../../../features/listings/search-loader";
import { ListingsPage } from "../../../features/properties/listings-page";

export const Route = createFileRoute("/_properties/properties/sale")({
  validateSearch: parseListingsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadSearch(context.queryClient, "sale", deps),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title ?? "Properties for sale in Nigeria · PropertyNG" }] }),
  component: Page,
});

function Page() {
  return <ListingsPage type="sale" search={Route.useSearch()} />;
}
