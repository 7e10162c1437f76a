import { createFileRoute } from "@tanstack/react-router";
import { listingRoute } from "../../../features/listings/listing-route";
import { ListingDetail } from "../../../features/listings/listing-detail";
import { ListingDetailSkeleton } from "../../../features/listings/listing-detail-skeleton";
import { ListingError } from "../../../features/listings/listing-error";
import { ErrorView } from "../../../features/layout/error-page";

/** SPEC.md §2 /properties/{id}: the same listing page as /properties/property/{id or slug}. */
export const Route = createFileRoute("/_properties/properties/$id")({
  loader: ({ context, params }) => listingRoute.load(context.queryClient, params.id, context.origin),
  head: ({ loaderData }) => listingRoute.head(loaderData),
  pendingComponent: ListingDetailSkeleton,
  errorComponent: ListingError,
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  const { listing } = Route.useLoaderData();
  if (!listing) return <ErrorView status={404} title="This listing is not available" />;
  // A new listing (e.g. from "Similar properties") starts its gallery afresh.
  return <ListingDetail key={id} idOrSlug={id} />;
}
